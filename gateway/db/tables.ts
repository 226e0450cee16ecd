/**
 * The tables of the gateway's durable data, as Kysely sees them. One schema serves SQLite and
 * PostgreSQL: times are integer epoch milliseconds and flags are integers 0 or 1, so both
 * store, compare and return them alike.
 */

/** How far a customer got in one class item; one row per (customer, class item). */
export interface LessonProgressTable {
  customer_id: string;
  class_item_id: string;
  /** Where playback stood, in seconds. */
  position_s: number;
  /** 1 once the customer finished the item, else 0. */
  completed: number;
  /** When the browser took this reading (epoch ms); a row only moves forward in it. */
  recorded_at: number;
  /** When the gateway wrote the row (epoch ms). */
  updated_at: number;
}

/** The secret in a customer's calendar feed address; one per customer. */
interface CalendarKeysTable {
  customer_id: string;
  feed_key: string;
  /** When this key was made (epoch ms). */
  created_at: number;
}

/** An order's receipt number: `{prefix}/{financial_year}/{serial, six digits}`. */
interface ReceiptNumbersTable {
  order_id: string;
  customer_id: string;
  /** ACADEMY_INVOICE_PREFIX when the number was given, kept so the number never changes. */
  prefix: string;
  /** "26-27": April 2026 to March 2027. */
  financial_year: string;
  /** 1, 2, 3... within the financial year. */
  serial: number;
  /** When the number was given (epoch ms). */
  issued_at: number;
}

/** A certificate of completion; one per (customer, course). */
export interface CertificatesTable {
  /** The unguessable code in its verification address. */
  code: string;
  customer_id: string;
  course_id: string;
  order_id: string;
  /** The student's name and the course's title as they were when it was issued. */
  student_name: string;
  course_title: string;
  /** When the last lesson was done (epoch ms). */
  completed_at: number;
  issued_at: number;
}

/** A payment the gateway recorded as an order (the legacy order list names no payment). */
interface RecordedPaymentsTable {
  payment_id: string;
  customer_id: string;
  course_id: string;
  /** The payment API's order the payment was made against; null without a key secret. */
  payment_order_id: string | null;
  recorded_at: number;
}

/** Where a message of the outbox stands. */
export type OutboxState = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

/** A message to send, once, for the cause its key names (gateway/db/outbox.ts). */
interface MailOutboxTable {
  /** What caused it, unique: `receipt:{paymentId}`. */
  key: string;
  /** Which template makes it (gateway/mail/kinds.ts). */
  kind: string;
  /** The template's input, as JSON. */
  payload: string;
  state: OutboxState;
  /** Sending attempts begun (a claim counts as one). */
  attempts: number;
  /** When it may be tried (again), epoch ms. */
  next_attempt_at: number;
  /** The gateway sending it while `state` is 'sending', and until when (epoch ms). */
  lease_owner: string | null;
  lease_until: number | null;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}

/** The language a student last acted in, for mail sent with no request to read it from. */
interface CustomerLanguagesTable {
  customer_id: string;
  language: string;
  updated_at: number;
}

/** The password the gateway checks for a customer (migration 0005, docs/decisions/0019). */
interface CredentialsTable {
  customer_id: string;
  /** The address they sign in with, trimmed and lower-cased; unique. */
  email: string;
  /** argon2id, in its PHC string form (salt and costs included). */
  password_hash: string;
  /** 1 while the legacy API holds the same password; 0 after a reset it could not take. */
  legacy_in_step: number;
  /** Raised by every password change, reset and "sign out everywhere": device tokens name it. */
  generation: number;
  updated_at: number;
}

/** A password-reset link, one per request that reached an account; the token only as a hash. */
interface PasswordResetsTable {
  /** The outbox key of the request that made it. */
  request_key: string;
  /** SHA-256 of the token, base64url. */
  token_hash: string;
  customer_id: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

/** An e-mailed sign-in code, one per request that reached an account; the code only as a hash. */
interface SignInCodesTable {
  request_key: string;
  customer_id: string;
  /** HMAC-SHA256 of the code with a key of the gateway's own, base64url. */
  code_hash: string;
  expires_at: number;
  /** Wrong codes tried while it was live; at 5 it ends. */
  failed_attempts: number;
  used_at: number | null;
  created_at: number;
}

export interface Tables {
  lesson_progress: LessonProgressTable;
  calendar_keys: CalendarKeysTable;
  receipt_numbers: ReceiptNumbersTable;
  certificates: CertificatesTable;
  recorded_payments: RecordedPaymentsTable;
  mail_outbox: MailOutboxTable;
  customer_languages: CustomerLanguagesTable;
  credentials: CredentialsTable;
  password_resets: PasswordResetsTable;
  sign_in_codes: SignInCodesTable;
}
