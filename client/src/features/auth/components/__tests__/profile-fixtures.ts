/** Asha's profile as the gateway answers `me`, for the account dialogs' tests. */
export const ASHA = {
  __typename: 'Customer',
  id: '7',
  name: 'Asha Verma',
  email: 'asha@example.com',
  mobile: '9876543210',
  remindersEnabled: true,
};
