/**
 * The enquiry form as a person meets it, written out for the tests that fill it in or read
 * its answers: each field's label, the English message its rule gives, and an enquiry
 * every rule accepts.
 */
export const ENQUIRY_LABELS = {
  fname: 'First name',
  lname: 'Last name',
  email: 'Email',
  mobile: 'Mobile number',
  city: 'City',
  capital: 'Trading capital (₹)',
  joinBatch: 'Batch you want to join',
  query: 'Your query',
} as const;

export type EnquiryField = keyof typeof ENQUIRY_LABELS;

/** The message each field shows when its value is missing or too short. */
export const ENQUIRY_MESSAGES = {
  fname: 'First name must be at least 2 characters.',
  lname: 'Last name must be at least 2 characters.',
  email: 'Enter a valid email.',
  mobile: 'Enter a valid mobile number.',
  city: 'City is required.',
  capital: 'Please select your capital range.',
  joinBatch: 'Please select a batch.',
  query: 'Query must be at least 10 characters.',
} as const satisfies Record<EnquiryField, string>;

/**
 * Ravi's enquiry, valid as it stands but for the batch, which each test names: the one the
 * form offers on its day (GraphQL's `joinBatch`) or a recorded one (the provider's `join_batch`).
 */
export const RAVI_ENQUIRY = {
  fname: 'Ravi',
  lname: 'Kumar',
  email: 'ravi@example.com',
  mobile: '9876500022',
  city: 'Pune',
  capital: '0 to 50,000',
  query: 'Do you have weekend batches?',
};
