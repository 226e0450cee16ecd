/**
 * The tables of the gateway's durable data, as Kysely sees them. One schema serves SQLite and
 * PostgreSQL: times are integer epoch milliseconds and flags are integers 0 or 1, so both
 * store, compare and return them alike.
 */

import type {
  StudentDirectoryTable,
  StudentOrdersTable,
  DirectoryBackfillTable,
  CreditNotesTable,
  InvoicesTable,
  ReceiptSerialsTable,
  CouponsTable,
  CouponUsesTable,
  QuizzesTable,
  QuizQuestionsTable,
  QuizOptionsTable,
  QuizAttemptsTable,
} from './academy-tables.ts';

export type { QuestionKind } from './academy-tables.ts';

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
  /**
   * When the lesson was done, on the gateway's clock (migration 0013): set when `completed`
   * turns 1, cleared when it turns 0; null while it is not done.
   */
  completed_at: number | null;
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
  /** When the student's account was deleted and the certificate withdrawn (its name erased). */
  withdrawn_at: number | null;
  /**
   * For a course with quizzes (migration 0013): the mean of each week's best score and the
   * pass mark, in whole percent; null for a course without quizzes.
   */
  final_score_percent: number | null;
  pass_mark_percent: number | null;
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
  /**
   * Not to be sent before this time (epoch ms, on the gateway's clock, migration 0006); null:
   * as soon as it is due.
   */
  not_before: number | null;
}

/** The language a student last acted in, for mail sent with no request to read it from. */
interface CustomerLanguagesTable {
  customer_id: string;
  language: string;
  updated_at: number;
}

/** Whether a student wants unlock reminders (migration 0006); no row means they do. */
interface ReminderSettingsTable {
  customer_id: string;
  /** 1: send them; 0: the student turned them off. */
  reminders_enabled: number;
  updated_at: number;
}

/**
 * A recorded payment's order as the unlock reminders follow it (migration 0006): its legacy
 * order and date, found once, and the last week reminded of or passed over.
 */
interface UnlockScheduleTable {
  payment_id: string;
  customer_id: string;
  course_id: string;
  /** null when no paid order was found for the payment: nothing to remind of. */
  order_id: string | null;
  /** The order's date (epoch ms), from which its weeks open. */
  ordered_at: number | null;
  reminded_week: number;
  /** When the scheduler found the order (epoch ms). */
  found_at: number;
}

/** How a sign-in was proved. */
export type SignInWay = 'password' | 'code';

/** One successful sign-in, kept 90 days for the student's data export (migration 0007). */
interface SignInsTable {
  id: string;
  customer_id: string;
  signed_in_at: number;
  /** The address it came from, as the gateway sees it (TRUST_PROXY). */
  address: string;
  user_agent: string;
  way: SignInWay;
}

/**
 * An account deleted at its owner's request: it no longer signs in, and the academy passes
 * the request on to the legacy system, which keeps the account (it has no way to delete).
 */
interface DeletedAccountsTable {
  customer_id: string;
  /** SHA-256 of the normalised e-mail (hex): the e-mail is refused without being kept. */
  email_hash: string;
  requested_at: number;
  /** When the academy passed the request on to the legacy system; null until then. */
  passed_on_at: number | null;
}

/** A deleted account's receipt, kept as it was printed (tax invoices outlive the account). */
interface KeptReceiptsTable {
  order_id: string;
  customer_id: string;
  /** The receipt number, such as SL/26-27/000123. */
  number: string;
  /** What the receipt prints, as JSON (documents/receipt-pdf.ts's ReceiptFacts). */
  facts: string;
  kept_at: number;
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

/** Who may work in the staff room, and as what (migration 0008). */
export type StaffRole = 'owner' | 'instructor';

/** A staff account (migration 0008), made from the command line (scripts/staff.ts). */
interface StaffAccountsTable {
  /** Lower-cased: an account is found by its e-mail however it is typed. */
  email: string;
  role: StaffRole;
  /** Argon2id, in its PHC string form. */
  password_hash: string;
  /** The TOTP secret in base32, as the authenticator app was given it. */
  totp_secret: string;
  /** The 30-second step of the last code accepted; a code is refused at or before it. */
  last_code_step: number | null;
  created_at: number;
  /** When the account was turned off; null while it signs in. */
  disabled_at: number | null;
}

/** A staff member's sign-in (migration 0008); its token names it by id. */
interface StaffSessionsTable {
  id: string;
  email: string;
  created_at: number;
  last_seen_at: number;
  /** Unused until then, it ends (30 minutes after the last use). */
  idle_expires_at: number;
  /** It ends then however much it is used. */
  expires_at: number;
  /** When it was signed out; null while it may be live. */
  ended_at: number | null;
}

/** One staff action (migration 0008): who, what, on which record, when, from where. */
interface StaffAuditTable {
  id: string;
  at: number;
  staff_email: string;
  action: string;
  /** The record acted on (an order, a coupon, an account); null when there is none. */
  target: string | null;
  address: string;
}

export interface Tables {
  lesson_progress: LessonProgressTable;
  calendar_keys: CalendarKeysTable;
  receipt_numbers: ReceiptNumbersTable;
  certificates: CertificatesTable;
  recorded_payments: RecordedPaymentsTable;
  mail_outbox: MailOutboxTable;
  customer_languages: CustomerLanguagesTable;
  reminder_settings: ReminderSettingsTable;
  unlock_schedule: UnlockScheduleTable;
  sign_ins: SignInsTable;
  deleted_accounts: DeletedAccountsTable;
  kept_receipts: KeptReceiptsTable;
  credentials: CredentialsTable;
  password_resets: PasswordResetsTable;
  sign_in_codes: SignInCodesTable;
  staff_accounts: StaffAccountsTable;
  staff_sessions: StaffSessionsTable;
  staff_audit: StaffAuditTable;
  student_directory: StudentDirectoryTable;
  student_orders: StudentOrdersTable;
  directory_backfill: DirectoryBackfillTable;
  credit_notes: CreditNotesTable;
  invoices: InvoicesTable;
  receipt_serials: ReceiptSerialsTable;
  coupons: CouponsTable;
  coupon_uses: CouponUsesTable;
  quizzes: QuizzesTable;
  quiz_questions: QuizQuestionsTable;
  quiz_options: QuizOptionsTable;
  quiz_attempts: QuizAttemptsTable;
}
