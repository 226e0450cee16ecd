/**
 * The tables of the staff room, the student directory and the weekly quizzes (migrations
 * 0009 to 0013), apart from tables.ts for length; its `Tables` names them all.
 */

/** What a checkout's hold on a coupon has become (migration 0011). */
type CouponUseState = 'reserved' | 'used' | 'released';

/** How a quiz question is answered. */
export type QuestionKind = 'single' | 'multiple' | 'numeric';

/** What the legacy API last said of a customer (migration 0012): how an e-mail finds its id. */
export interface StudentDirectoryTable {
  customer_id: string;
  /** Trimmed and lower-cased; unique. */
  email: string;
  name: string;
  mobile: string;
  first_seen_at: number;
  last_seen_at: number;
}

/** An order seen in a customer's legacy order list (migration 0012), for the staff room. */
export interface StudentOrdersTable {
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
export interface DirectoryBackfillTable {
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
export interface CreditNotesTable {
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
export interface ReceiptSerialsTable {
  financial_year: string;
  last_serial: number;
}

/** A coupon code an owner made (migration 0011). */
export interface CouponsTable {
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

/** One checkout holding a coupon (migration 0011). */
export interface CouponUsesTable {
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
export interface QuizzesTable {
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

/** A quiz's question (migration 0013), in `position` order. */
export interface QuizQuestionsTable {
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
export interface QuizOptionsTable {
  id: string;
  question_id: string;
  position: number;
  text_en: string;
  text_hi: string | null;
  /** 1 for a right option, else 0. */
  is_right: number;
}

/** A student's attempt at a quiz (migration 0013). */
export interface QuizAttemptsTable {
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
