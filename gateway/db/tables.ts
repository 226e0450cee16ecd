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

/** What the legacy API last said of a customer (migration 0012): how an e-mail finds its id. */
interface StudentDirectoryTable {
  customer_id: string;
  /** Trimmed and lower-cased; unique. */
  email: string;
  name: string;
  mobile: string;
  first_seen_at: number;
  last_seen_at: number;
}

/** An order seen in a customer's legacy order list (migration 0012), for the staff room. */
interface StudentOrdersTable {
  order_id: string;
  customer_id: string;
  course_id: string;
  /** The order's date (epoch ms), from which its weeks open. */
  ordered_at: number;
  /** The legacy payment status as last seen ("Success" opens the course). */
  status: string;
  seen_at: number;
}

/** Where the one-time walk over customer ids stands (migration 0012); one row. */
interface DirectoryBackfillTable {
  id: string;
  /** The next customer id to ask for. */
  next_id: number;
  /** Unknown ids in a row just before next_id; the walk ends at DIRECTORY_BACKFILL_STOP_AFTER. */
  misses: number;
  /** When the walk ended; null while it has ids to go. */
  done_at: number | null;
  /** The gateway walking, and until when its claim holds (epoch ms). */
  lease_owner: string | null;
  lease_until: number | null;
  updated_at: number;
}

/**
 * A GST credit note (migration 0010): a refund made from the staff room, correcting the
 * invoice of the order it refunds. Amounts in paise; the tax mirrors the invoice's.
 */
interface CreditNotesTable {
  /** CN/26-27/000001 */
  number: string;
  /** "26-27": the financial year it was issued in. */
  financial_year: string;
  /** 1, 2, 3... within the financial year. */
  serial: number;
  order_id: string;
  /** Razorpay's refund id (rfnd_…). */
  refund_id: string;
  /** Razorpay's status of the refund when the note was issued: processed, pending. */
  refund_status: string;
  /** The staff request it answers (an order, an amount and a reason), hashed. */
  request_key: string;
  /** The invoice it corrects, such as SL/26-27/000001. */
  invoice_number: string;
  customer_id: string;
  /** The student and course as printed when it was issued (a note never changes). */
  student_name: string;
  student_email: string;
  course_title: string;
  amount_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  /** 1 when the refund left nothing of the payment: the order is refunded in full. */
  closes_order: number;
  reason: string;
  staff_email: string;
  issued_at: number;
}

/** An invoice as issued, everything its copies print (migration 0009); one per paid order. */
export interface InvoicesTable {
  order_id: string;
  /** SL/26-27/000123, the order's receipt number. */
  number: string;
  customer_id: string;
  buyer_name: string;
  buyer_email: string;
  /** The buyer's GST state code, when the academy knew it. */
  buyer_state: string | null;
  /** "27-Maharashtra"; null on a payment receipt (no GSTIN). */
  place_of_supply: string | null;
  /** The academy's GSTIN when it was issued; null: a payment receipt. */
  seller_gstin: string | null;
  course_id: string;
  course_title: string;
  list_price_paise: number;
  discount_paise: number;
  coupon_code: string | null;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  /** The order's booking code at the academy, when it had one. */
  booking_code: string | null;
  /** The payment API's ids, when the gateway recorded the payment. */
  payment_id: string | null;
  payment_order_id: string | null;
  /** The order's date (epoch ms). */
  paid_at: number;
  issued_at: number;
}

/** A financial year's last receipt serial (migration 0009). */
interface ReceiptSerialsTable {
  financial_year: string;
  last_serial: number;
}

/** A coupon code an owner made (migration 0011). */
interface CouponsTable {
  /** Upper-case, 3 to 20 of A-Z, 0-9 and "-". */
  code: string;
  /** Exactly one of percent_off (1 to 90) and amount_off_paise is set. */
  percent_off: number | null;
  amount_off_paise: number | null;
  /** null: no limit. */
  max_uses: number | null;
  /** The last moment it applies (epoch ms); null: no end. */
  valid_until: number | null;
  /** A JSON array of course ids; "[]" for every course. */
  course_ids: string;
  /** The staff e-mail of the owner who made it. */
  created_by: string;
  created_at: number;
  /** 1 once it no longer applies to new checkouts. */
  disabled: number;
}

/** What a checkout's hold on a coupon has become (migration 0011). */
type CouponUseState = 'reserved' | 'used' | 'released';

/** One checkout holding a coupon (migration 0011). */
interface CouponUsesTable {
  id: string;
  coupon_code: string;
  /** The payment order made with the coupon; null for the moment before it exists. */
  payment_order_id: string | null;
  customer_id: string;
  state: CouponUseState;
  /** A reservation counts against max_uses until then (the quote's life), unless used. */
  reserved_until: number;
  used_at: number | null;
}

/** A course week's quiz (migration 0013); one per (course, week). */
interface QuizzesTable {
  id: string;
  course_id: string;
  week: number;
  title_en: string;
  /** null: the English title is shown in Hindi too. */
  title_hi: string | null;
  pass_mark_percent: number;
  max_attempts: number;
  /** null: no time limit. */
  time_limit_s: number | null;
  updated_at: number;
}

/** How a quiz question is answered. */
export type QuestionKind = 'single' | 'multiple' | 'numeric';

/** A quiz's question (migration 0013), in `position` order. */
interface QuizQuestionsTable {
  id: string;
  quiz_id: string;
  position: number;
  kind: QuestionKind;
  /** GIFT's `::title::`, kept so an export gives it back; never shown to students. */
  title: string | null;
  prompt_en: string;
  prompt_hi: string | null;
  image_url: string | null;
  explanation_en: string | null;
  explanation_hi: string | null;
  /** A numeric question's answer and tolerance; null for the other kinds. */
  numeric_answer: number | null;
  numeric_tolerance: number | null;
}

/** A choice of a single or multiple choice question (migration 0013). */
interface QuizOptionsTable {
  id: string;
  question_id: string;
  position: number;
  text_en: string;
  text_hi: string | null;
  /** 1 for a right option, else 0. */
  is_right: number;
}

/** A student's attempt at a quiz (migration 0013). */
interface QuizAttemptsTable {
  id: string;
  quiz_id: string;
  customer_id: string;
  /** 1, 2, 3... per (quiz, customer), unique. */
  number: number;
  started_at: number;
  /** When its time is up (epoch ms); null for a quiz without a time limit. */
  expires_at: number | null;
  submitted_at: number | null;
  score_percent: number | null;
  /** 1 when the score reached the pass mark, 0 when not; null until submitted. */
  passed: number | null;
  /** The questions and their options in the order shown, as JSON (db/quizzes.ts). */
  layout: string;
  /** What was answered and whether each was right, as JSON; null until submitted. */
  answers: string | null;
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
