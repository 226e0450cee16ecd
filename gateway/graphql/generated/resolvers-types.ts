import type { GraphQLResolveInfo } from 'graphql';
import type { CourseModel, ClassItemView, OrderModel, CustomerModel } from '../../upstream/legacy-api/models.ts';
import type { ProgressRecord } from '../../db/progress.ts';
import type { CertificateRecord } from '../../db/certificates.ts';
import type { StaffMember, AuditRecord } from '../../db/staff.ts';
import type { SalesReport as SalesReportModel, SalesRow as SalesRowModel } from '../../domain/sales.ts';
import type { CouponWithUses } from '../../db/coupons.ts';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** One staff action in the audit log. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** What: sign-in, sign-in-refused, sign-in-held, sign-out, and the staff room's other actions. */
  action: Scalars['String']['output'];
  /** The address the request came from. */
  address: Scalars['String']['output'];
  /** When (ISO 8601, UTC). */
  at: Scalars['String']['output'];
  /** Who: the staff member, or the e-mail a refused sign-in was tried with. */
  staffEmail: Scalars['String']['output'];
  /** The record acted on (an account, an order, a coupon); null when none. */
  target?: Maybe<Scalars['String']['output']>;
};

/** A certificate of completion anyone can verify from its code, without signing in. */
export type Certificate = {
  __typename?: 'Certificate';
  /** Unguessable code (16 characters of Crockford's base32) in its verification address. */
  code: Scalars['ID']['output'];
  /** When the student completed the course (their last lesson done), ISO 8601 with offset. */
  completedAt: Scalars['String']['output'];
  /** The course's title as it is printed on the certificate. */
  courseTitle: Scalars['String']['output'];
  /** For a course with weekly quizzes: the mean of each week's best score, in whole percent (rounded down); null for a course without. */
  finalScorePercent?: Maybe<Scalars['Int']['output']>;
  /** When the certificate was issued, ISO 8601 with the academy's offset (+05:30). */
  issuedAt: Scalars['String']['output'];
  /** For a course with weekly quizzes: the score each quiz needed (the highest of them); null for a course without. */
  passMarkPercent?: Maybe<Scalars['Int']['output']>;
  /**
   * The certificate as a landscape A4 PDF (absolute link, public like the page), printed in
   * the language asked for: both are kept, and the student chooses.
   */
  pdfUrl: Scalars['String']['output'];
  /** The student's name as it is printed on the certificate; empty once it is withdrawn. */
  studentName: Scalars['String']['output'];
  /** The public verification page, /certificates/{code} on the site (absolute). */
  url: Scalars['String']['output'];
  /**
   * When the certificate was withdrawn, ISO 8601 with offset: its student deleted their account,
   * so it no longer vouches for anyone (its name is erased and its PDF answers 410). Null while
   * it stands.
   */
  withdrawnAt?: Maybe<Scalars['String']['output']>;
};


/** A certificate of completion anyone can verify from its code, without signing in. */
export type CertificatePdfUrlArgs = {
  language?: InputMaybe<PaperLanguage>;
};

/** A password change. */
export type ChangePasswordInput = {
  /** The new password again; must equal newPassword. */
  confirmPassword: Scalars['String']['input'];
  /** The new password. */
  newPassword: Scalars['String']['input'];
  /** The current password. */
  oldPassword: Scalars['String']['input'];
};

/** Everything a page needs to open the checkout for one course. */
export type Checkout = {
  __typename?: 'Checkout';
  /** Amount to charge in paise, computed from the provider's price and discount. */
  amount: Scalars['Int']['output'];
  /** The coupon code the amount is discounted by (upper-case); null without one. */
  couponCode?: Maybe<Scalars['String']['output']>;
  /** The course being bought. */
  courseId: Scalars['ID']['output'];
  /** Currency code: INR. */
  currency: Scalars['String']['output'];
  /** What is being bought. */
  description: Scalars['String']['output'];
  /** What the coupon takes off the course's price, in paise (amount plus this is the price); 0 without one. */
  discountPaise: Scalars['Int']['output'];
  /** The public key id. */
  key: Scalars['String']['output'];
  /** Name shown at the top of the checkout. */
  name: Scalars['String']['output'];
  /** The payment order created for this checkout, when a key secret is configured. */
  orderId?: Maybe<Scalars['String']['output']>;
  /** The signed-in customer's details to prefill. */
  prefill: CheckoutPrefill;
  /** URL of the checkout script. */
  scriptUrl: Scalars['String']['output'];
  /** Checkout theme colour (the brand's gold). */
  themeColor: Scalars['String']['output'];
  /**
   * Seconds the checkout may stay open (Razorpay Standard Checkout's `timeout` option): what
   * is left of this quote's life (CHECKOUT_QUOTE_TTL_S). A payment begun after it, or once the
   * course's price has changed, is refunded, never recorded.
   */
  timeout: Scalars['Int']['output'];
};

/** Customer details the checkout fills in for the payer. */
export type CheckoutPrefill = {
  __typename?: 'CheckoutPrefill';
  /** Payer's phone number. */
  contact: Scalars['String']['output'];
  /** Payer's e-mail address. */
  email: Scalars['String']['output'];
  /** Payer's name. */
  name: Scalars['String']['output'];
};

/** One weekly lesson of a course: a video or a PDF. */
export type ClassItem = {
  __typename?: 'ClassItem';
  /** What the lesson covers. */
  description: Scalars['String']['output'];
  /** A PDF lesson's size in bytes, for the owner of an unlocked lesson; null when not known or for a video. */
  fileBytes?: Maybe<Scalars['Float']['output']>;
  /** Video or PDF. */
  fileType: FileType;
  /**
   * An absolute link to the lesson file on this site (SITE_URL's origin, path /media/...), to
   * open as given: signed for the viewer's session, valid for MEDIA_LINK_TTL_S seconds (an hour
   * by default), and given only to the owner of a successful order for an unlocked lesson. It
   * names the file by an opaque reference, never by where the academy keeps it. Ask again for a
   * fresh one once it expires. It answers Range requests.
   */
  fileUrl?: Maybe<Scalars['String']['output']>;
  /** The provider's class item id. */
  id: Scalars['ID']['output'];
  /**
   * A video lesson prepared for slow connections (adaptive HLS, audio only) and what it costs
   * to watch; given with `fileUrl`, to the owner of a successful order for an unlocked lesson.
   * Null for a PDF and for a locked lesson.
   */
  media?: Maybe<LessonMedia>;
  /**
   * The signed-in owner's progress in this lesson; null when they have not started it, on a
   * course's public outline and on an order whose payment did not succeed.
   */
  progress?: Maybe<LessonProgress>;
  /** Absolute URL of the lesson's thumbnail image, when it has one. */
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  /** The lesson's title. */
  title: Scalars['String']['output'];
  /** Whether the viewer may open the lesson now: their order succeeded and week <= availableWeek. */
  unlocked: Scalars['Boolean']['output'];
  /**
   * When this lesson opens for the order viewed: ISO 8601 with the +05:30 offset of India
   * Standard Time, such as 2026-12-05T10:42:00+05:30. The order's date plus (week - 1) x 7 days,
   * the rule that sets `unlocked`; already past for an unlocked lesson. Null on a course's
   * public outline and on an order whose payment did not succeed.
   */
  unlocksAt?: Maybe<Scalars['String']['output']>;
  /** The course week this lesson belongs to, from 1. */
  week: Scalars['Int']['output'];
};

/** A coupon code and how often it has been used. */
export type Coupon = {
  __typename?: 'Coupon';
  /** Paise off the course's price; null for a percentage. The price never goes below ₹1. */
  amountOffPaise?: Maybe<Scalars['Int']['output']>;
  /** The code, upper-case. */
  code: Scalars['String']['output'];
  /** The courses it applies to; empty for every course. */
  courseIds: Array<Scalars['ID']['output']>;
  /** When it was made (ISO 8601, UTC). */
  createdAt: Scalars['String']['output'];
  /** How many payments may use it; null for no limit. */
  maxUses?: Maybe<Scalars['Int']['output']>;
  /** Percent off the course's price (1 to 90); null for an amount off. */
  percentOff?: Maybe<Scalars['Int']['output']>;
  /** Checkouts open with it now, each holding one use. */
  reserved: Scalars['Int']['output'];
  /** Payments recorded with it. */
  uses: Scalars['Int']['output'];
  /** The last moment it applies (ISO 8601, UTC); null for no end. */
  validUntil?: Maybe<Scalars['String']['output']>;
};

/** A new coupon. Exactly one of percentOff and amountOffPaise. */
export type CouponInput = {
  amountOffPaise?: InputMaybe<Scalars['Int']['input']>;
  /** 3 to 20 of A-Z, 0-9 and -; lower-case letters are taken as upper-case. */
  code: Scalars['String']['input'];
  /** Empty or absent for every course. */
  courseIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  maxUses?: InputMaybe<Scalars['Int']['input']>;
  percentOff?: InputMaybe<Scalars['Int']['input']>;
  /** An ISO 8601 date-time with its zone, or YYYY-MM-DD for the end of that day in India time. */
  validUntil?: InputMaybe<Scalars['String']['input']>;
};

/** A course's price with a coupon, as the course page shows it before the checkout. */
export type CouponPrice = {
  __typename?: 'CouponPrice';
  /** What the checkout will charge, in paise. */
  amountPaise: Scalars['Int']['output'];
  /** The code, upper-case. */
  code: Scalars['String']['output'];
  /** What the coupon takes off, in paise. */
  discountPaise: Scalars['Int']['output'];
  /** The course's price without the coupon, in paise. */
  listPaise: Scalars['Int']['output'];
};

/** A paid course. Prices are whole rupees. */
export type Course = {
  __typename?: 'Course';
  /** What checkout charges, in paise: finalPrice times 100. */
  amountPaise: Scalars['Int']['output'];
  /** The class outline. On a course fileUrl is always null and unlocked always false. */
  classItems: Array<ClassItem>;
  /** A short description of the course. */
  description: Scalars['String']['output'];
  /** Amount off the list price in rupees; 0 when there is none. */
  discount: Scalars['Int']['output'];
  /** Price after the discount, in rupees. */
  finalPrice: Scalars['Int']['output'];
  /** The provider's course id. */
  id: Scalars['ID']['output'];
  /** Absolute URL of the course image, when it has one. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** List price in rupees. */
  price: Scalars['Int']['output'];
  /** The course's title. */
  title: Scalars['String']['output'];
  /** First to last week of the class items, such as "1 - 8"; "1 - 8" when there are none. */
  weekRange: Scalars['String']['output'];
};

/** How far a student is through an order's course. */
export type CourseProgress = {
  __typename?: 'CourseProgress';
  /** Lessons of the course marked or counted as done. */
  completedItems: Scalars['Int']['output'];
  /** completedItems out of totalItems as a whole percentage, rounded down (0 for a course with no lessons). */
  percent: Scalars['Int']['output'];
  /** Weekly quizzes passed. */
  quizzesPassed: Scalars['Int']['output'];
  /** Weekly quizzes in the course. */
  quizzesTotal: Scalars['Int']['output'];
  /** Lessons in the course, locked ones included. */
  totalItems: Scalars['Int']['output'];
};

/** A signed-in customer's profile. */
export type Customer = {
  __typename?: 'Customer';
  /**
   * The customer's calendar feed: an absolute, unguessable address on the site's origin that
   * serves text/calendar (RFC 5545) with an event for each week opening of each course they
   * own, for calendar apps to subscribe to without signing in. It stays the same until
   * resetCalendarUrl replaces it. Treat it as a password.
   */
  calendarUrl: Scalars['String']['output'];
  /** E-mail address, also the sign-in name. */
  email: Scalars['String']['output'];
  /** The provider's customer id. */
  id: Scalars['ID']['output'];
  /** Mobile number. */
  mobile: Scalars['String']['output'];
  /** Full name. */
  name: Scalars['String']['output'];
  /**
   * Whether the customer gets an e-mail when a new week of a course they own opens (true
   * unless they turned it off, here or from a reminder's one-click link).
   */
  remindersEnabled: Scalars['Boolean']['output'];
};

/** One day of a sales report (India time). */
export type DayRevenue = {
  __typename?: 'DayRevenue';
  /** YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** How many orders were paid that day. */
  orders: Scalars['Int']['output'];
  /** What the day's invoices add up to, tax included, in paise. */
  revenuePaise: Scalars['Float']['output'];
};

/** An enquiry from the contact form. */
export type EnquiryInput = {
  /** Trading capital range: one of the form's options. */
  capital: Scalars['String']['input'];
  /** City, at most 30 characters. */
  city: Scalars['String']['input'];
  /** E-mail address, at most 40 characters. */
  email: Scalars['String']['input'];
  /** First name, 2 to 15 characters. */
  fname: Scalars['String']['input'];
  /** The batch to join: the current month or one of the next two, such as "Nov 2026". */
  joinBatch: Scalars['String']['input'];
  /** Last name, 2 to 15 characters. */
  lname: Scalars['String']['input'];
  /** Mobile number, 10 to 13 digits. */
  mobile: Scalars['String']['input'];
  /** The question, 10 to 200 characters. */
  query: Scalars['String']['input'];
};

/** How a class item is delivered. */
export type FileType =
  /** A PDF document (any type the provider does not call video). */
  | 'PDF'
  /** A video lesson. */
  | 'VIDEO';

/** One week of a course's funnel: how many owners reached it, began it and finished it. */
export type FunnelStep = {
  __typename?: 'FunnelStep';
  /** Of them, those who did every lesson of the week. */
  completed: Scalars['Int']['output'];
  /** Of them, those with progress in at least one lesson of the week. */
  started: Scalars['Int']['output'];
  /** Owners of the course with this week open. */
  students: Scalars['Int']['output'];
  /** The week, from 1. */
  week: Scalars['Int']['output'];
};

/** A problem on one line of a GIFT file. */
export type GiftError = {
  __typename?: 'GiftError';
  line: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

/** A video lesson's streams: adaptive HLS renditions and audio only, with their sizes. */
export type LessonMedia = {
  __typename?: 'LessonMedia';
  /** Absolute address of the audio-only HLS playlist (AAC, 64 kbps); null until ready. */
  audioUrl?: Maybe<Scalars['String']['output']>;
  /** The lesson's length in seconds; null until ready. */
  durationS?: Maybe<Scalars['Float']['output']>;
  /**
   * Absolute address of the HLS master playlist (SITE_URL's origin, path /media/hls/...),
   * signed for the viewer's session like `fileUrl` and as long-lived; its playlists and
   * segments lie under the same signed path. Null until the renditions are ready: until then
   * `fileUrl` (the original) plays.
   */
  hlsUrl?: Maybe<Scalars['String']['output']>;
  /** The original file's size in bytes; null when not known. */
  originalBytes?: Maybe<Scalars['Float']['output']>;
  /** The prepared renditions, smallest picture first, audio only last; empty until ready. */
  renditions: Array<Rendition>;
};

/** Where a student stands in one lesson. */
export type LessonProgress = {
  __typename?: 'LessonProgress';
  /**
   * Whether the lesson is done: a video watched to 90% or to its end, a PDF opened or
   * downloaded, or marked as done by the student (who may unmark it).
   */
  completed: Scalars['Boolean']['output'];
  /** Where playback stood, in seconds from the start (0 for a PDF or a lesson only marked). */
  positionS: Scalars['Float']['output'];
  /**
   * When the device took the reading held (`SaveProgressInput.recordedAt`), ISO 8601 with the
   * +05:30 offset, to the millisecond: a write taken earlier than this changes nothing.
   */
  recordedAt: Scalars['String']['output'];
  /** When the gateway stored this record: ISO 8601 with the +05:30 offset. */
  updatedAt: Scalars['String']['output'];
};

/** Sign-in credentials. */
export type LoginInput = {
  /** The account's password. */
  password: Scalars['String']['input'];
  /** The account's e-mail address. */
  username: Scalars['String']['input'];
};

/** A successful sign-in. */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** The signed-in customer. */
  customer: Customer;
  /**
   * This browser or app's device token for this account (browsers also get it as the httpOnly
   * `device` cookie). An app keeps it and sends it as the `X-Device-Token` header when it signs
   * in to this account again: sign-ins with it are never held back by failed attempts made on
   * the account from elsewhere. Valid for a year, renewed at each sign-in. Null when none could
   * be issued (the gateway's records briefly unavailable): the app keeps the one it has.
   */
  deviceToken?: Maybe<Scalars['String']['output']>;
  /** The provider's message. */
  message: Scalars['String']['output'];
  /**
   * Set when the account saw many failed sign-in attempts since its last sign-in: a sentence
   * to show the student, with how many and what to do if they were not theirs. Null otherwise.
   */
  securityNotice?: Maybe<Scalars['String']['output']>;
  /** The session token; send it as Authorization: Bearer <token> when cookies are not used. */
  token: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Change the signed-in customer's password. Their other sessions and every device token end; this one stays. */
  changePassword: MutationResult;
  /** Makes a coupon. Owners only; written to the audit log. */
  createCoupon: Coupon;
  /**
   * Delete the signed-in student's account, confirmed by their password (checked as sign-in
   * checks it, under the sign-in limits: BAD_USER_INPUT on `password` when it is wrong or
   * missing). Receipts are kept as printed, since tax law keeps invoices; everything else the
   * site keeps about the student is erased, their certificates are withdrawn, their e-mail no
   * longer signs in (FORBIDDEN), the request is recorded for the academy's records, and every
   * session of the account ends, this one included (its cookies are cleared). Instead of the
   * password, `code`: a sign-in code e-mailed to the account (`requestSignInCode`), used up by
   * it (BAD_USER_INPUT on `code` when wrong). Returns true.
   */
  deleteAccount: Scalars['Boolean']['output'];
  /**
   * Deletes a question; a quiz keeps at least one. Attempts still open at the quiz are dropped,
   * as saveQuizQuestion does. Staff with quizzes.
   */
  deleteQuizQuestion: StaffQuizDetail;
  /** Send an enquiry to the academy. */
  enquiry: MutationResult;
  /**
   * Makes a GIFT file the course week's quiz (docs/quizzes-gift.md). A file with any problem
   * imports nothing and says each one with its line. Staff with quizzes.
   */
  importQuizGift: QuizImport;
  /**
   * Sign in: returns the customer and a session token, and sets the session cookie. Failed
   * attempts are limited per address and per account (TOO_MANY_REQUESTS with
   * retryAfterSeconds); a known device (LoginPayload.deviceToken) is not held back by failures
   * from elsewhere. A new device refused while the account is held after many failures from
   * elsewhere is told for how long, with `signInCode: true` in the error's extensions:
   * `requestSignInCode` and `signInWithCode` let the student in meanwhile.
   */
  login: LoginPayload;
  /** Sign out: ends this session (cookie or Bearer token alike) and clears the cookie. Always true. */
  logout: Scalars['Boolean']['output'];
  /**
   * Sign out everywhere: ends every session of the signed-in customer, on every device,
   * this one included, and every device token, and clears the cookie. Returns how many
   * sessions were ended.
   * Requires a session.
   */
  logoutEverywhere: Scalars['Int']['output'];
  /** Moves a question to a place in its quiz, from 1 (the first). Staff with quizzes. */
  moveQuizQuestion: StaffQuizDetail;
  /**
   * Record a completed payment for the signed-in customer; recording the same payment twice
   * yields one order. The payment API must confirm it (captured, on the order, for its amount).
   * A payment the academy will not record (the course is owned already, the checkout's quote
   * had expired or its price changed) is refunded instead: `refund` says so and `message` tells
   * the student why.
   */
  recordPayment: RecordPaymentPayload;
  /**
   * Gives back all that is left of the order's payment, or `amountPaise` of it, through the
   * payment API, and issues a GST credit note against the order's invoice; a refund that
   * leaves nothing ends the student's access (the order's status becomes Refunded). Owners
   * only; written to the audit log. The same request again (order, amount, reason) answers the
   * same refund. BAD_USER_INPUT for an amount under 100 paise or more than is left, a reason
   * outside 3 to 500 characters, or an order without a recorded payment; NOT_FOUND for an
   * unknown order.
   */
  refundOrder: Refund;
  /** Create an account. Fails with the provider's message when the e-mail is taken. */
  register: MutationResult;
  /**
   * E-mail a link to choose a new password (valid RESET_TOKEN_TTL_S seconds, once) to the
   * account signed in with `email`. Always true, whether or not the address has an account, so
   * nobody learns who is registered. Limited per address and per e-mail address
   * (TOO_MANY_REQUESTS).
   */
  requestPasswordReset: Scalars['Boolean']['output'];
  /**
   * E-mail a 6-digit sign-in code (valid 10 minutes, once) to the account signed in with
   * `email`. Always true, whether or not the address has an account. Limited per address; the
   * owner of the inbox can always ask for a new code, whatever others try.
   */
  requestSignInCode: Scalars['Boolean']['output'];
  /**
   * Replace the signed-in customer's calendar feed address with a new one and return it; the
   * old address answers 404 from then on.
   */
  resetCalendarUrl: Scalars['String']['output'];
  /**
   * Set a new password with the token of a reset link (at least 8 characters). Ends every
   * session and device token of the account and e-mails "your password was changed". A used,
   * expired or unknown token is BAD_USER_INPUT (field `token`) and changes nothing.
   */
  resetPassword: Scalars['Boolean']['output'];
  /**
   * Save the signed-in student's progress in a lesson of a course they bought (a successful
   * order) whose week is open: FORBIDDEN otherwise, BAD_USER_INPUT for input out of range.
   * Writes only move forward in recordedAt: one taken earlier than the stored record changes
   * nothing and answers the stored record. A video counts as done once positionS reaches 90%
   * of durationS (its end included); completed: true marks any lesson done (a PDF opened or
   * downloaded, the student's Mark as done) and completed: false unmarks it. Each account may
   * save 10 times in any 2 s: past that TOO_MANY_REQUESTS with `retryAfterSeconds`; keep the
   * reading and send each lesson's latest one after that wait.
   */
  saveProgress: LessonProgress;
  /**
   * Adds a question to a quiz (input.id null) or edits one of its questions in place. A week's
   * quiz is made by a GIFT import or saveQuizSettings first. Attempts still open at the quiz are dropped (they never
   * counted), so nobody answers a question that changed under them. Staff with quizzes.
   */
  saveQuizQuestion: StaffQuizDetail;
  /**
   * Makes the course week's quiz, with no questions yet, when the week has none; else changes its
   * settings in place (its questions and attempts stay; submitted attempts keep their scores and
   * whether they passed). Students see a quiz once it has a question. Staff with quizzes.
   */
  saveQuizSettings: StaffQuiz;
  /**
   * Turn the signed-in customer's unlock reminders on or off and return the customer. Receipts
   * and sign-in e-mails are sent either way. Requires a session.
   */
  setRemindersEnabled: Customer;
  /**
   * Sign in with an e-mailed code: the same payload, cookie, session and device token as
   * `login`, and not held back by failed password attempts on the account. A wrong, used or
   * expired code is BAD_USER_INPUT (field `code`); five wrong codes end a code.
   */
  signInWithCode: LoginPayload;
  /**
   * Staff sign-in with e-mail, password and the authenticator app's current code (each code
   * works once). Sets the `staff_session` cookie (30 minutes unused ends it). Refused with
   * BAD_USER_INPUT, without saying which was wrong; limited like students' sign-ins
   * (TOO_MANY_REQUESTS with retryAfterSeconds).
   */
  staffSignIn: StaffSession;
  /** Ends the staff session the request carries and clears its cookie. Always true. */
  staffSignOut: Scalars['Boolean']['output'];
  /**
   * Prepare a checkout for a course for the signed-in customer. The amount comes from the
   * provider, less the discount of `coupon` when one is given (any case, spaces around it
   * ignored). A coupon code that is unknown, expired, used up or for another course is refused
   * (BAD_USER_INPUT on the field `coupon`) and no checkout starts.
   */
  startCheckout: Checkout;
  /**
   * Starts an attempt at a quiz of an order the student owns, once its week is open: the open
   * attempt when there is one, else a new one while attempts are left (FORBIDDEN otherwise).
   */
  startQuizAttempt: QuizAttempt;
  /**
   * Submits an attempt once, within its time limit plus 30 s; graded on the server. A second
   * submission, also from another tab at the same moment, is refused.
   */
  submitQuizAttempt: QuizResult;
  /** Update the signed-in customer's profile. */
  updateProfile: Customer;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCreateCouponArgs = {
  input: CouponInput;
};


export type MutationDeleteAccountArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteQuizQuestionArgs = {
  questionId: Scalars['ID']['input'];
};


export type MutationEnquiryArgs = {
  input: EnquiryInput;
};


export type MutationImportQuizGiftArgs = {
  courseId: Scalars['ID']['input'];
  gift: Scalars['String']['input'];
  week: Scalars['Int']['input'];
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationMoveQuizQuestionArgs = {
  position: Scalars['Int']['input'];
  questionId: Scalars['ID']['input'];
};


export type MutationRecordPaymentArgs = {
  input: RecordPaymentInput;
};


export type MutationRefundOrderArgs = {
  amountPaise?: InputMaybe<Scalars['Int']['input']>;
  orderId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationRequestSignInCodeArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationSaveProgressArgs = {
  input: SaveProgressInput;
};


export type MutationSaveQuizQuestionArgs = {
  input: QuizQuestionInput;
  quizId: Scalars['ID']['input'];
};


export type MutationSaveQuizSettingsArgs = {
  courseId: Scalars['ID']['input'];
  input: QuizSettingsInput;
  week: Scalars['Int']['input'];
};


export type MutationSetRemindersEnabledArgs = {
  enabled: Scalars['Boolean']['input'];
};


export type MutationSignInWithCodeArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
};


export type MutationStaffSignInArgs = {
  input: StaffSignInInput;
};


export type MutationStartCheckoutArgs = {
  coupon?: InputMaybe<Scalars['String']['input']>;
  courseId: Scalars['ID']['input'];
};


export type MutationStartQuizAttemptArgs = {
  quizId: Scalars['ID']['input'];
};


export type MutationSubmitQuizAttemptArgs = {
  answers: Array<QuizAnswerInput>;
  attemptId: Scalars['ID']['input'];
};


export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};

/** Outcome of a mutation that returns no data. */
export type MutationResult = {
  __typename?: 'MutationResult';
  /** The provider's message, for the user. */
  message: Scalars['String']['output'];
  /** True when the provider accepted the request. */
  ok: Scalars['Boolean']['output'];
};

/** A customer's purchase of a course. */
export type Order = {
  __typename?: 'Order';
  /** Amount paid in rupees. */
  amount: Scalars['Int']['output'];
  /** The latest week open to this order: whole weeks since orderedAt plus one. */
  availableWeek: Scalars['Int']['output'];
  /** The provider's booking code, when it has one. */
  bookingCode?: Maybe<Scalars['String']['output']>;
  /**
   * The certificate of completion for the order's course, issued once every lesson is done
   * and the course's last week is open. Null until then, for a course without lessons, when
   * the payment did not succeed, and while the gateway's records cannot be read.
   */
  certificate?: Maybe<Certificate>;
  /** The course's class items with unlocked and fileUrl computed for this order. */
  classItems: Array<ClassItem>;
  /** The course bought. */
  course: Course;
  /** The name the order was dispatched to. */
  customerName?: Maybe<Scalars['String']['output']>;
  /** The provider's order id. */
  id: Scalars['ID']['output'];
  /**
   * Where to continue: among the unlocked lessons not yet done, the one in progress that the
   * student last worked on, else the first not started in week order. Null when every open
   * lesson is done, when the order's payment did not succeed, or while progress cannot be
   * read (progress is null then too).
   */
  nextItem?: Maybe<ClassItem>;
  /** When the order was placed, ISO 8601 with the offset of the provider's zone. */
  orderedAt: Scalars['String']['output'];
  /**
   * How far the owner is through the course. A course whose payment did not succeed counts
   * nothing done. Null while the gateway's own records cannot be read (its database is away:
   * elsewhere SERVICE_UNAVAILABLE), so the order is still listed; ask again shortly.
   */
  progress?: Maybe<CourseProgress>;
  /** The course's weekly quizzes in week order, as the owner stands with each. */
  quizzes: Array<Quiz>;
  /**
   * Absolute link to the order's receipt (PDF): a GST tax invoice when the academy gave its
   * GSTIN, else a payment receipt, numbered {prefix}/{YY-YY}/{six digits} within the Indian
   * financial year (the number is given the first time this is asked and never changes).
   * Signed for the viewer's session and valid for MEDIA_LINK_TTL_S seconds, like class files;
   * ask again for a fresh one. Null unless the order's payment succeeded, and while the
   * gateway's records cannot be read.
   */
  receiptUrl?: Maybe<Scalars['String']['output']>;
  /** Refunds the academy made of this order, each with its credit note, oldest first. */
  refunds: Array<Refund>;
  /** Payment status as the provider reports it, such as Success. */
  status: Scalars['String']['output'];
};

/** The language a paper (a certificate) is printed in. */
export type PaperLanguage =
  /** English. */
  | 'EN'
  /** Hindi. */
  | 'HI';

/** Where the checkout script is and which public key it uses. */
export type PaymentConfig = {
  __typename?: 'PaymentConfig';
  /** The public key id passed to the checkout. */
  keyId: Scalars['String']['output'];
  /** URL of the checkout script (Razorpay Standard Checkout or the stand-in's). */
  scriptUrl: Scalars['String']['output'];
};

/** A payment given back instead of being recorded. */
export type PaymentRefund = {
  __typename?: 'PaymentRefund';
  /** The amount refunded, in paise. */
  amount: Scalars['Int']['output'];
  /** Why it was refunded. */
  reason: RefundReason;
};

/** What the privacy notice (DPDP Act 2023) names that the academy configures. */
export type PrivacyNotice = {
  __typename?: 'PrivacyNotice';
  /** Where a student sends a grievance about their personal data (GRIEVANCE_EMAIL). */
  grievanceEmail: Scalars['String']['output'];
};

/** A profile update. */
export type ProfileInput = {
  /** E-mail address (required). */
  email: Scalars['String']['input'];
  /** Mobile number. */
  mobile: Scalars['String']['input'];
  /** Full name (required). */
  name: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /**
   * The certificate a code names, for apps verifying a shared one: public, no session needed.
   * Null for an unknown or malformed code.
   */
  certificate?: Maybe<Certificate>;
  /**
   * The price of a course with a coupon code, for anyone (limited per address). Refused like
   * startCheckout's coupon (BAD_USER_INPUT on the field `coupon`); nothing is held by asking.
   */
  couponPrice: CouponPrice;
  /** One course by its id, with its class outline; null when no such course exists. */
  course?: Maybe<Course>;
  /** Every course on offer, in the provider's order. */
  courses: Array<Course>;
  /** The signed-in customer's profile; null for a visitor. */
  me?: Maybe<Customer>;
  /**
   * The signed-in customer's orders, newest first. Requires a session. This, `order` and
   * `orderByCourse` share a budget per account of 120 a minute, each field (alias) counting
   * one: past it TOO_MANY_REQUESTS with `retryAfterSeconds`.
   */
  myOrders: Array<Order>;
  /** One of the signed-in customer's own orders; null when it is not theirs or absent. Requires a session. */
  order?: Maybe<Order>;
  /**
   * The signed-in customer's newest order for a course (a successful one when there is one),
   * with its class material; null when they have not bought it. Requires a session.
   */
  orderByCourse?: Maybe<Order>;
  /** Where the checkout script lives and the public key it uses, so pages can load it early. */
  paymentConfig: PaymentConfig;
  /** What the privacy notice names that the academy configures: its grievance contact. */
  privacyNotice: PrivacyNotice;
  /** A course week's quiz as GIFT text (docs/quizzes-gift.md). Staff with quizzes. */
  quizGift: Scalars['String']['output'];
  /** The newest `first` (1 to 200) entries of the audit log, newest first. Owners only. */
  staffAudit: Array<AuditEntry>;
  /** Every coupon, newest first, with its uses. Owners only. */
  staffCoupons: Array<Coupon>;
  /** Week by week, how many of a course's owners have the week open, began it and finished it. Owners and instructors. */
  staffFunnel: Array<FunnelStep>;
  /** The signed-in staff member. Staff only. */
  staffMe: Staff;
  /**
   * An order by its id or its invoice number (SL/26-27/000001). Owners only. NOT_FOUND when the
   * academy has no record of it.
   */
  staffOrder: StaffOrder;
  /** One quiz with every question and its answers. Staff with quizzes. */
  staffQuiz: StaffQuizDetail;
  /** A quiz's attempts, pass rate, mean best score and hardest questions. Staff with quizzes. */
  staffQuizStats: QuizStats;
  /** The course's quizzes in week order. Staff with quizzes. */
  staffQuizzes: Array<StaffQuiz>;
  /**
   * The sales from `from` to `to` (YYYY-MM-DD in India time, both included, at most 366 days).
   * A date that is not one, or a period ending before it starts or over a year, is refused
   * with BAD_USER_INPUT. Owners only. The same rows as CSV: GET /staff/exports/sales.csv.
   */
  staffSales: SalesReport;
  /**
   * The academy's students, `first` (1 to 100, default 20) at a time after the cursor `after`,
   * whose name or e-mail holds `search` (any case). Owners and instructors.
   */
  staffStudents: StaffStudentConnection;
};


export type QueryCertificateArgs = {
  code: Scalars['ID']['input'];
};


export type QueryCouponPriceArgs = {
  code: Scalars['String']['input'];
  courseId: Scalars['ID']['input'];
};


export type QueryCourseArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrderByCourseArgs = {
  courseId: Scalars['ID']['input'];
};


export type QueryQuizGiftArgs = {
  courseId: Scalars['ID']['input'];
  week: Scalars['Int']['input'];
};


export type QueryStaffAuditArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryStaffFunnelArgs = {
  courseId: Scalars['ID']['input'];
};


export type QueryStaffOrderArgs = {
  id: Scalars['String']['input'];
};


export type QueryStaffQuizArgs = {
  quizId: Scalars['ID']['input'];
};


export type QueryStaffQuizStatsArgs = {
  quizId: Scalars['ID']['input'];
};


export type QueryStaffQuizzesArgs = {
  courseId: Scalars['ID']['input'];
};


export type QueryStaffSalesArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryStaffStudentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/** How a quiz question is answered. */
export type QuestionKind =
  /** Several options may be right: every right one is needed, and no wrong one. */
  | 'MULTIPLE'
  /** A number, right within a tolerance. */
  | 'NUMERIC'
  /** One option is right. */
  | 'SINGLE';

export type QuestionReview = {
  __typename?: 'QuestionReview';
  chosenOptionIds?: Maybe<Array<Scalars['ID']['output']>>;
  chosenValue?: Maybe<Scalars['Float']['output']>;
  correct: Scalars['Boolean']['output'];
  explanation?: Maybe<Scalars['String']['output']>;
  questionId: Scalars['ID']['output'];
  rightOptionIds?: Maybe<Array<Scalars['ID']['output']>>;
  /** A numeric question's answer (answers within its tolerance count as right). */
  rightValue?: Maybe<Scalars['Float']['output']>;
};

/** A course week's quiz, as the order's owner stands with it. */
export type Quiz = {
  __typename?: 'Quiz';
  /** Attempts started, submitted or not. */
  attemptsUsed: Scalars['Int']['output'];
  /** The best submitted attempt's score in whole percent, rounded down; null before one. */
  bestScorePercent?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  maxAttempts: Scalars['Int']['output'];
  /** The score an attempt needs to pass, in percent. */
  passMarkPercent: Scalars['Int']['output'];
  /** Whether an attempt reached the pass mark. */
  passed: Scalars['Boolean']['output'];
  questionCount: Scalars['Int']['output'];
  /** Seconds an attempt may take (submissions are taken 30 s longer); null: no limit. */
  timeLimitS?: Maybe<Scalars['Int']['output']>;
  /** In the request's language (English when no Hindi was written). */
  title: Scalars['String']['output'];
  /** Whether its week is open on the order (and the order's payment succeeded). */
  unlocked: Scalars['Boolean']['output'];
  week: Scalars['Int']['output'];
};

/** One answer: options for a choice question, a value for a numeric one. */
export type QuizAnswerInput = {
  optionIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  questionId: Scalars['ID']['input'];
  value?: InputMaybe<Scalars['Float']['input']>;
};

/** An attempt in progress: its questions in the order shown, fixed for the attempt. */
export type QuizAttempt = {
  __typename?: 'QuizAttempt';
  /** When its time is up, ISO 8601 (UTC); null for a quiz without a time limit. */
  expiresAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  questions: Array<QuizQuestion>;
};

/** What a GIFT import did: the questions imported, or every problem and nothing imported. */
export type QuizImport = {
  __typename?: 'QuizImport';
  errors: Array<GiftError>;
  imported: Scalars['Int']['output'];
};

export type QuizOption = {
  __typename?: 'QuizOption';
  id: Scalars['ID']['output'];
  text: Scalars['String']['output'];
};

/** A choice as staff write it; its id keeps the choice's id when it is edited. */
export type QuizOptionInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  right: Scalars['Boolean']['input'];
  text: Scalars['String']['input'];
  textHi?: InputMaybe<Scalars['String']['input']>;
};

/** A question as a student sees it before answering. */
export type QuizQuestion = {
  __typename?: 'QuizQuestion';
  id: Scalars['ID']['output'];
  /** A picture (a chart) to answer from; null when none. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  kind: QuestionKind;
  /** The choices in the order shown; null for a numeric question. */
  options?: Maybe<Array<QuizOption>>;
  prompt: Scalars['String']['output'];
};

/**
 * A question as staff write it: id null makes a new one at the end of the quiz, an id edits that
 * question in place (it keeps its id, so its statistics stay with it). Choice questions give
 * options; a numeric one gives value and tolerance (0 when left out) and no options.
 */
export type QuizQuestionInput = {
  explanation?: InputMaybe<Scalars['String']['input']>;
  explanationHi?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  kind: QuestionKind;
  options?: InputMaybe<Array<QuizOptionInput>>;
  prompt: Scalars['String']['input'];
  promptHi?: InputMaybe<Scalars['String']['input']>;
  tolerance?: InputMaybe<Scalars['Float']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
};

/** One question's share of right answers among submitted attempts. */
export type QuizQuestionStats = {
  __typename?: 'QuizQuestionStats';
  prompt: Scalars['String']['output'];
  questionId: Scalars['ID']['output'];
  /** From 0 to 1; 0 when nobody answered it yet. */
  rightShare: Scalars['Float']['output'];
};

/** A submitted attempt's grade and its review. */
export type QuizResult = {
  __typename?: 'QuizResult';
  attemptsLeft: Scalars['Int']['output'];
  passed: Scalars['Boolean']['output'];
  /** Each question in the order shown: the answer given, the right one and why. */
  review: Array<QuestionReview>;
  /** This attempt's score in whole percent, rounded down. */
  scorePercent: Scalars['Int']['output'];
};

/**
 * A week's quiz settings as staff write them, within the GIFT reader's bounds
 * (docs/quizzes-gift.md): a pass mark of 1 to 100 per cent, 1 to 20 attempts, and a time limit
 * of 30 to 86400 seconds or null for none.
 */
export type QuizSettingsInput = {
  maxAttempts: Scalars['Int']['input'];
  passMarkPercent: Scalars['Int']['input'];
  timeLimitS?: InputMaybe<Scalars['Int']['input']>;
  title: Scalars['String']['input'];
  /** Left out or empty: students reading Hindi see the English title. */
  titleHi?: InputMaybe<Scalars['String']['input']>;
};

/** How a quiz went for students. */
export type QuizStats = {
  __typename?: 'QuizStats';
  /** Submitted attempts. */
  attempts: Scalars['Int']['output'];
  /** The mean of each student's best score, in percent. */
  meanBestScore: Scalars['Float']['output'];
  /** The share of students with an attempt who passed, 0 to 1. */
  passRate: Scalars['Float']['output'];
  /** The hardest first. */
  questions: Array<QuizQuestionStats>;
};

/** A payment the checkout completed. */
export type RecordPaymentInput = {
  /** The course paid for. */
  courseId: Scalars['ID']['input'];
  /** The payment order id the checkout returned, when an order was created. */
  orderId?: InputMaybe<Scalars['String']['input']>;
  /** The payment id the checkout returned. */
  paymentId: Scalars['String']['input'];
  /** The checkout's signature of orderId|paymentId, when an order was created. */
  signature?: InputMaybe<Scalars['String']['input']>;
};

/** A payment the checkout completed: recorded as an order, or refunded. */
export type RecordPaymentPayload = {
  __typename?: 'RecordPaymentPayload';
  /** For the student: the provider's message, or that the payment was refunded, why, and when the money arrives. */
  message: Scalars['String']['output'];
  /**
   * The order the payment created, when the provider lists it; for a refunded payment, the
   * order the student already owns the course by, if any.
   */
  order?: Maybe<Order>;
  /** Set when the payment was refunded instead of recorded (it never becomes an order); null when it was recorded. */
  refund?: Maybe<PaymentRefund>;
};

/**
 * A refund made from the staff room, and the GST credit note issued for it (the invoice it
 * corrects is named on the note).
 */
export type Refund = {
  __typename?: 'Refund';
  /** The amount given back, in paise. */
  amountPaise: Scalars['Int']['output'];
  /** The credit note's number, CN/{YY-YY}/{six digits}, consecutive within the financial year. */
  creditNoteNumber: Scalars['String']['output'];
  /**
   * Absolute link to the credit note (PDF), signed for the viewer's session (the student who
   * owns the order, or an owner) and valid for MEDIA_LINK_TTL_S seconds; ask again for a fresh one.
   */
  creditNoteUrl: Scalars['String']['output'];
  /** Razorpay's refund id (rfnd_…). */
  id: Scalars['ID']['output'];
  /** Razorpay's status of the refund when it was made: processed, or pending while the bank has it. */
  status: Scalars['String']['output'];
};

/** Why a payment was refunded. */
export type RefundReason =
  /** The student already owned the course through an earlier payment. */
  | 'ALREADY_OWNED'
  /** Refunded by the academy otherwise, or for a reason no longer known. */
  | 'OTHER'
  /** The course's price changed after the checkout's quote was made. */
  | 'PRICE_CHANGED'
  /** The payment was made after the checkout's quote had expired (CHECKOUT_QUOTE_TTL_S). */
  | 'QUOTE_EXPIRED';

/** A new account. */
export type RegisterInput = {
  /** E-mail address. */
  email: Scalars['String']['input'];
  /** Mobile number, 10 to 12 digits. */
  mobile: Scalars['String']['input'];
  /** Full name, at least 2 characters after trimming. */
  name: Scalars['String']['input'];
  /** Password, at least 8 characters. */
  password: Scalars['String']['input'];
};

/** One prepared rendition of a video lesson. */
export type Rendition = {
  __typename?: 'Rendition';
  /** Average bitrate, picture and sound together, in kilobits a second. */
  bitrateKbps: Scalars['Int']['output'];
  /** Bytes of the whole lesson in this rendition: what watching all of it costs. */
  bytes: Scalars['Float']['output'];
  /** Picture height in pixels; null for audio only. */
  height?: Maybe<Scalars['Int']['output']>;
  /** 240p, 480p, 720p or audio. */
  label: Scalars['String']['output'];
};

/** The sales of a period, as the invoices print them. */
export type SalesReport = {
  __typename?: 'SalesReport';
  /** Every week the period touches, in order. */
  enrolmentsByWeek: Array<WeekEnrolments>;
  /** Every day of the period, in order. */
  revenueByDay: Array<DayRevenue>;
  rows: Array<SalesRow>;
  totals: SalesTotals;
};

/**
 * One row of a sales report: an order paid in the period as its invoice prints it, or a credit
 * note issued in the period as it prints it (its figures negative).
 */
export type SalesRow = {
  __typename?: 'SalesRow';
  /** CGST in paise; 0 on an inter-state sale or without GST. */
  cgstPaise: Scalars['Int']['output'];
  /** The coupon the price was cut by; null when none. */
  couponCode?: Maybe<Scalars['String']['output']>;
  courseTitle: Scalars['String']['output'];
  /** On a sale, its order's credit notes, comma-separated (null when none); on a refund, its note. */
  creditNoteNumber?: Maybe<Scalars['String']['output']>;
  /** IGST in paise; 0 on a sale within the academy's state or without GST. */
  igstPaise: Scalars['Int']['output'];
  /** The invoice's number, such as SL/26-27/000123; on a refund, the invoice its note corrects. */
  invoiceNumber: Scalars['String']['output'];
  /** A sale or a refund. */
  kind: SalesRowKind;
  /** The order at the academy. */
  orderId: Scalars['ID']['output'];
  /** When the order was paid: ISO 8601 in India time, such as 2026-11-07T10:42:00+05:30. */
  paidAt: Scalars['String']['output'];
  /** On a sale, what has been refunded of the order so far; on a refund, its amount (paise). */
  refundedPaise: Scalars['Int']['output'];
  /** SGST in paise; 0 on an inter-state sale or without GST. */
  sgstPaise: Scalars['Int']['output'];
  studentEmail: Scalars['String']['output'];
  /** The buyer as the invoice names them. */
  studentName: Scalars['String']['output'];
  /** Taxable value in paise (the whole amount on a payment receipt without GST). */
  taxablePaise: Scalars['Int']['output'];
  /** What was paid, tax included, in paise. */
  totalPaise: Scalars['Int']['output'];
};

/** What a row of a sales report is. */
export type SalesRowKind =
  /** A credit note issued in the period: its figures negative, the refunded amount positive. */
  | 'REFUND'
  /** An invoice: an order paid in the period. */
  | 'SALE';

/**
 * A sales report's money columns summed, in paise. Float, not Int: a year's sales can pass
 * Int's 32 bits; the values are always whole paise.
 */
export type SalesTotals = {
  __typename?: 'SalesTotals';
  cgstPaise: Scalars['Float']['output'];
  igstPaise: Scalars['Float']['output'];
  /** How many invoices the period holds. */
  orders: Scalars['Int']['output'];
  refundedPaise: Scalars['Float']['output'];
  sgstPaise: Scalars['Float']['output'];
  taxablePaise: Scalars['Float']['output'];
  totalPaise: Scalars['Float']['output'];
};

/** A progress reading from a lesson's page. At least one of positionS and completed is given. */
export type SaveProgressInput = {
  /** The lesson (ClassItem.id). */
  classItemId: Scalars['ID']['input'];
  /**
   * true marks the lesson done (a PDF opened or downloaded, the student's Mark as done),
   * false unmarks it; absent keeps what is stored, unless the position completes it.
   */
  completed?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * The video's length in seconds, when the player knows it (above 0, at most 86400): with it,
   * a positionS at 90% of it or beyond marks the lesson done. The gateway keeps no duration of
   * its own, so without it a position never completes a video.
   */
  durationS?: InputMaybe<Scalars['Float']['input']>;
  /** Where playback stands, in seconds from the start (0 to 86400). Absent keeps the stored one. */
  positionS?: InputMaybe<Scalars['Float']['input']>;
  /**
   * When the device took the reading, ISO 8601 with an offset or Z (such as
   * 2026-12-05T10:42:07.250+05:30), so writes sent late do not undo later ones; now when
   * absent. More than 5 minutes ahead of the gateway's clock is refused.
   */
  recordedAt?: InputMaybe<Scalars['String']['input']>;
};

/** A staff member. */
export type Staff = {
  __typename?: 'Staff';
  /** The e-mail they sign in with, lower-cased. */
  email: Scalars['String']['output'];
  role: StaffRole;
};

/** An order as the staff room sees it: who bought what, what was paid and what was refunded. */
export type StaffOrder = {
  __typename?: 'StaffOrder';
  courseTitle: Scalars['String']['output'];
  /** The provider's order id. */
  id: Scalars['ID']['output'];
  /** The invoice (receipt) number, such as SL/26-27/000001. */
  invoiceNumber: Scalars['String']['output'];
  /** When the order was placed, ISO 8601 with the offset of the provider's zone. */
  orderedAt: Scalars['String']['output'];
  /** What the order cost, in paise. */
  paidPaise: Scalars['Int']['output'];
  /** Whether the gateway recorded an online payment for it (only those can be refunded here). */
  refundable: Scalars['Boolean']['output'];
  /** What was given back from the staff room so far, in paise. */
  refundedPaise: Scalars['Int']['output'];
  /** Its refunds, oldest first. */
  refunds: Array<Refund>;
  /** Success, Refunded (given back in full) or the provider's other statuses. */
  status: Scalars['String']['output'];
  studentEmail: Scalars['String']['output'];
  studentName: Scalars['String']['output'];
};

/** Where a page of students stands in the whole list. */
export type StaffPageInfo = {
  __typename?: 'StaffPageInfo';
  /** The last edge's cursor; null for an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** More students follow this page. */
  hasNextPage: Scalars['Boolean']['output'];
};

/** A course week's quiz as staff see it in the list. */
export type StaffQuiz = {
  __typename?: 'StaffQuiz';
  id: Scalars['ID']['output'];
  maxAttempts: Scalars['Int']['output'];
  passMarkPercent: Scalars['Int']['output'];
  questionCount: Scalars['Int']['output'];
  /** Seconds an attempt may take; null: no limit. */
  timeLimitS?: Maybe<Scalars['Int']['output']>;
  /** The English title. */
  title: Scalars['String']['output'];
  /** The Hindi title; null: students reading Hindi see the English one. */
  titleHi?: Maybe<Scalars['String']['output']>;
  week: Scalars['Int']['output'];
};

/** A quiz with every question in order, answers included. Staff only. */
export type StaffQuizDetail = {
  __typename?: 'StaffQuizDetail';
  courseId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  maxAttempts: Scalars['Int']['output'];
  passMarkPercent: Scalars['Int']['output'];
  questions: Array<StaffQuizQuestion>;
  timeLimitS?: Maybe<Scalars['Int']['output']>;
  title: Scalars['String']['output'];
  week: Scalars['Int']['output'];
};

/** A choice with whether it is right, in English and (when written) Hindi. */
export type StaffQuizOption = {
  __typename?: 'StaffQuizOption';
  id: Scalars['ID']['output'];
  right: Scalars['Boolean']['output'];
  text: Scalars['String']['output'];
  textHi?: Maybe<Scalars['String']['output']>;
};

/** A question with what grades it, for staff only. */
export type StaffQuizQuestion = {
  __typename?: 'StaffQuizQuestion';
  explanation?: Maybe<Scalars['String']['output']>;
  explanationHi?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  kind: QuestionKind;
  /** The choices in order; empty for a numeric question. */
  options: Array<StaffQuizOption>;
  prompt: Scalars['String']['output'];
  promptHi?: Maybe<Scalars['String']['output']>;
  /** How far from the value an answer may be and still be right; null for a choice question. */
  tolerance?: Maybe<Scalars['Float']['output']>;
  /** A numeric question's answer; null for a choice question. */
  value?: Maybe<Scalars['Float']['output']>;
};

/** What a staff member may do: an owner everything; an instructor students, progress and quizzes, never money. */
export type StaffRole =
  | 'INSTRUCTOR'
  | 'OWNER';

/** A started staff session. */
export type StaffSession = {
  __typename?: 'StaffSession';
  staff: Staff;
  /** The session's token, for `Authorization: Bearer`; browsers get it in the httpOnly `staff_session` cookie too. */
  token: Scalars['String']['output'];
};

/** A staff sign-in: e-mail, password and the 6-digit code the authenticator app shows now. */
export type StaffSignInInput = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** A student of the academy: a customer with at least one paid order the gateway knows. */
export type StaffStudent = {
  __typename?: 'StaffStudent';
  /** Weeks are open with lessons left undone, and nothing was done for 14 days. */
  atRisk: Scalars['Boolean']['output'];
  /** Their e-mail address (lower case), to write to. */
  email: Scalars['String']['output'];
  /** The customer's id in the legacy API. */
  id: Scalars['ID']['output'];
  /** The last progress save or sign-in (ISO 8601, UTC); null when the gateway saw neither. */
  lastActiveAt?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The courses they paid for, with their progress. */
  orders: Array<StaffStudentCourse>;
};

/** A page of students, in e-mail order (a Relay-style connection). */
export type StaffStudentConnection = {
  __typename?: 'StaffStudentConnection';
  edges: Array<StaffStudentEdge>;
  pageInfo: StaffPageInfo;
};

/** A course a student paid for, and how far they got in it. */
export type StaffStudentCourse = {
  __typename?: 'StaffStudentCourse';
  /** The course's id. */
  courseId: Scalars['ID']['output'];
  /** Lessons of the course the student has done. */
  lessonsDone: Scalars['Int']['output'];
  /** Lessons in the course, locked ones included. */
  lessonsTotal: Scalars['Int']['output'];
  /** The course's title as the catalogue shows it now. */
  title: Scalars['String']['output'];
  /** Weeks of the course open to the student now (from the order's date). */
  weeksOpen: Scalars['Int']['output'];
};

/** One student of a page, with the cursor to ask for the students after it. */
export type StaffStudentEdge = {
  __typename?: 'StaffStudentEdge';
  /** Opaque: pass it as `after` to continue after this student. */
  cursor: Scalars['String']['output'];
  node: StaffStudent;
};

/** One week of a sales report, from Monday (India time). */
export type WeekEnrolments = {
  __typename?: 'WeekEnrolments';
  /** How many course purchases the period has in that week. */
  enrolments: Scalars['Int']['output'];
  /** The week's Monday, YYYY-MM-DD. */
  weekStart: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AuditEntry: ResolverTypeWrapper<AuditRecord>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Certificate: ResolverTypeWrapper<CertificateRecord>;
  ChangePasswordInput: ChangePasswordInput;
  Checkout: ResolverTypeWrapper<Checkout>;
  CheckoutPrefill: ResolverTypeWrapper<CheckoutPrefill>;
  ClassItem: ResolverTypeWrapper<ClassItemView>;
  Coupon: ResolverTypeWrapper<CouponWithUses>;
  CouponInput: CouponInput;
  CouponPrice: ResolverTypeWrapper<CouponPrice>;
  Course: ResolverTypeWrapper<CourseModel>;
  CourseProgress: ResolverTypeWrapper<CourseProgress>;
  Customer: ResolverTypeWrapper<CustomerModel>;
  DayRevenue: ResolverTypeWrapper<DayRevenue>;
  EnquiryInput: EnquiryInput;
  FileType: FileType;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FunnelStep: ResolverTypeWrapper<FunnelStep>;
  GiftError: ResolverTypeWrapper<GiftError>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LessonMedia: ResolverTypeWrapper<LessonMedia>;
  LessonProgress: ResolverTypeWrapper<ProgressRecord>;
  LoginInput: LoginInput;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'customer'> & { customer: ResolversTypes['Customer'] }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationResult: ResolverTypeWrapper<MutationResult>;
  Order: ResolverTypeWrapper<OrderModel>;
  PaperLanguage: PaperLanguage;
  PaymentConfig: ResolverTypeWrapper<PaymentConfig>;
  PaymentRefund: ResolverTypeWrapper<PaymentRefund>;
  PrivacyNotice: ResolverTypeWrapper<PrivacyNotice>;
  ProfileInput: ProfileInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuestionKind: QuestionKind;
  QuestionReview: ResolverTypeWrapper<QuestionReview>;
  Quiz: ResolverTypeWrapper<Quiz>;
  QuizAnswerInput: QuizAnswerInput;
  QuizAttempt: ResolverTypeWrapper<QuizAttempt>;
  QuizImport: ResolverTypeWrapper<QuizImport>;
  QuizOption: ResolverTypeWrapper<QuizOption>;
  QuizOptionInput: QuizOptionInput;
  QuizQuestion: ResolverTypeWrapper<QuizQuestion>;
  QuizQuestionInput: QuizQuestionInput;
  QuizQuestionStats: ResolverTypeWrapper<QuizQuestionStats>;
  QuizResult: ResolverTypeWrapper<QuizResult>;
  QuizSettingsInput: QuizSettingsInput;
  QuizStats: ResolverTypeWrapper<QuizStats>;
  RecordPaymentInput: RecordPaymentInput;
  RecordPaymentPayload: ResolverTypeWrapper<Omit<RecordPaymentPayload, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  Refund: ResolverTypeWrapper<Refund>;
  RefundReason: RefundReason;
  RegisterInput: RegisterInput;
  Rendition: ResolverTypeWrapper<Rendition>;
  SalesReport: ResolverTypeWrapper<SalesReportModel>;
  SalesRow: ResolverTypeWrapper<SalesRowModel>;
  SalesRowKind: SalesRowKind;
  SalesTotals: ResolverTypeWrapper<SalesTotals>;
  SaveProgressInput: SaveProgressInput;
  Staff: ResolverTypeWrapper<StaffMember>;
  StaffOrder: ResolverTypeWrapper<StaffOrder>;
  StaffPageInfo: ResolverTypeWrapper<StaffPageInfo>;
  StaffQuiz: ResolverTypeWrapper<StaffQuiz>;
  StaffQuizDetail: ResolverTypeWrapper<StaffQuizDetail>;
  StaffQuizOption: ResolverTypeWrapper<StaffQuizOption>;
  StaffQuizQuestion: ResolverTypeWrapper<StaffQuizQuestion>;
  StaffRole: StaffRole;
  StaffSession: ResolverTypeWrapper<Omit<StaffSession, 'staff'> & { staff: ResolversTypes['Staff'] }>;
  StaffSignInInput: StaffSignInInput;
  StaffStudent: ResolverTypeWrapper<StaffStudent>;
  StaffStudentConnection: ResolverTypeWrapper<StaffStudentConnection>;
  StaffStudentCourse: ResolverTypeWrapper<StaffStudentCourse>;
  StaffStudentEdge: ResolverTypeWrapper<StaffStudentEdge>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  WeekEnrolments: ResolverTypeWrapper<WeekEnrolments>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuditEntry: AuditRecord;
  Boolean: Scalars['Boolean']['output'];
  Certificate: CertificateRecord;
  ChangePasswordInput: ChangePasswordInput;
  Checkout: Checkout;
  CheckoutPrefill: CheckoutPrefill;
  ClassItem: ClassItemView;
  Coupon: CouponWithUses;
  CouponInput: CouponInput;
  CouponPrice: CouponPrice;
  Course: CourseModel;
  CourseProgress: CourseProgress;
  Customer: CustomerModel;
  DayRevenue: DayRevenue;
  EnquiryInput: EnquiryInput;
  Float: Scalars['Float']['output'];
  FunnelStep: FunnelStep;
  GiftError: GiftError;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LessonMedia: LessonMedia;
  LessonProgress: ProgressRecord;
  LoginInput: LoginInput;
  LoginPayload: Omit<LoginPayload, 'customer'> & { customer: ResolversParentTypes['Customer'] };
  Mutation: Record<PropertyKey, never>;
  MutationResult: MutationResult;
  Order: OrderModel;
  PaymentConfig: PaymentConfig;
  PaymentRefund: PaymentRefund;
  PrivacyNotice: PrivacyNotice;
  ProfileInput: ProfileInput;
  Query: Record<PropertyKey, never>;
  QuestionReview: QuestionReview;
  Quiz: Quiz;
  QuizAnswerInput: QuizAnswerInput;
  QuizAttempt: QuizAttempt;
  QuizImport: QuizImport;
  QuizOption: QuizOption;
  QuizOptionInput: QuizOptionInput;
  QuizQuestion: QuizQuestion;
  QuizQuestionInput: QuizQuestionInput;
  QuizQuestionStats: QuizQuestionStats;
  QuizResult: QuizResult;
  QuizSettingsInput: QuizSettingsInput;
  QuizStats: QuizStats;
  RecordPaymentInput: RecordPaymentInput;
  RecordPaymentPayload: Omit<RecordPaymentPayload, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  Refund: Refund;
  RegisterInput: RegisterInput;
  Rendition: Rendition;
  SalesReport: SalesReportModel;
  SalesRow: SalesRowModel;
  SalesTotals: SalesTotals;
  SaveProgressInput: SaveProgressInput;
  Staff: StaffMember;
  StaffOrder: StaffOrder;
  StaffPageInfo: StaffPageInfo;
  StaffQuiz: StaffQuiz;
  StaffQuizDetail: StaffQuizDetail;
  StaffQuizOption: StaffQuizOption;
  StaffQuizQuestion: StaffQuizQuestion;
  StaffSession: Omit<StaffSession, 'staff'> & { staff: ResolversParentTypes['Staff'] };
  StaffSignInInput: StaffSignInInput;
  StaffStudent: StaffStudent;
  StaffStudentConnection: StaffStudentConnection;
  StaffStudentCourse: StaffStudentCourse;
  StaffStudentEdge: StaffStudentEdge;
  String: Scalars['String']['output'];
  WeekEnrolments: WeekEnrolments;
};

export type PublicDataDirectiveArgs = { };

export type PublicDataDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = PublicDataDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AuditEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staffEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CertificateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Certificate'] = ResolversParentTypes['Certificate']> = {
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  completedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  courseTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finalScorePercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passMarkPercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<CertificatePdfUrlArgs, 'language'>>;
  studentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  withdrawnAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CheckoutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Checkout'] = ResolversParentTypes['Checkout']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  courseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountPaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prefill?: Resolver<ResolversTypes['CheckoutPrefill'], ParentType, ContextType>;
  scriptUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  themeColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeout?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckoutPrefillResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckoutPrefill'] = ResolversParentTypes['CheckoutPrefill']> = {
  contact?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClassItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClassItem'] = ResolversParentTypes['ClassItem']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileBytes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fileType?: Resolver<ResolversTypes['FileType'], ParentType, ContextType>;
  fileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  media?: Resolver<Maybe<ResolversTypes['LessonMedia']>, ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['LessonProgress']>, ParentType, ContextType>;
  thumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unlocksAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  week?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CouponResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Coupon'] = ResolversParentTypes['Coupon']> = {
  amountOffPaise?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  courseIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxUses?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  percentOff?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reserved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CouponPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CouponPrice'] = ResolversParentTypes['CouponPrice']> = {
  amountPaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountPaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  listPaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CourseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Course'] = ResolversParentTypes['Course']> = {
  amountPaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classItems?: Resolver<Array<ResolversTypes['ClassItem']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  finalPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekRange?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CourseProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CourseProgress'] = ResolversParentTypes['CourseProgress']> = {
  completedItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quizzesPassed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quizzesTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  calendarUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remindersEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DayRevenueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DayRevenue'] = ResolversParentTypes['DayRevenue']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenuePaise?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type FunnelStepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FunnelStep'] = ResolversParentTypes['FunnelStep']> = {
  completed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  started?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  students?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  week?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GiftErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GiftError'] = ResolversParentTypes['GiftError']> = {
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LessonMediaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LessonMedia'] = ResolversParentTypes['LessonMedia']> = {
  audioUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  durationS?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hlsUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originalBytes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  renditions?: Resolver<Array<ResolversTypes['Rendition']>, ParentType, ContextType>;
};

export type LessonProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LessonProgress'] = ResolversParentTypes['LessonProgress']> = {
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  positionS?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  recordedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoginPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  deviceToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  securityNotice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  changePassword?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  createCoupon?: Resolver<ResolversTypes['Coupon'], ParentType, ContextType, RequireFields<MutationCreateCouponArgs, 'input'>>;
  deleteAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationDeleteAccountArgs>>;
  deleteQuizQuestion?: Resolver<ResolversTypes['StaffQuizDetail'], ParentType, ContextType, RequireFields<MutationDeleteQuizQuestionArgs, 'questionId'>>;
  enquiry?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationEnquiryArgs, 'input'>>;
  importQuizGift?: Resolver<ResolversTypes['QuizImport'], ParentType, ContextType, RequireFields<MutationImportQuizGiftArgs, 'courseId' | 'gift' | 'week'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logoutEverywhere?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  moveQuizQuestion?: Resolver<ResolversTypes['StaffQuizDetail'], ParentType, ContextType, RequireFields<MutationMoveQuizQuestionArgs, 'position' | 'questionId'>>;
  recordPayment?: Resolver<ResolversTypes['RecordPaymentPayload'], ParentType, ContextType, RequireFields<MutationRecordPaymentArgs, 'input'>>;
  refundOrder?: Resolver<ResolversTypes['Refund'], ParentType, ContextType, RequireFields<MutationRefundOrderArgs, 'orderId' | 'reason'>>;
  register?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  requestSignInCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestSignInCodeArgs, 'email'>>;
  resetCalendarUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'newPassword' | 'token'>>;
  saveProgress?: Resolver<ResolversTypes['LessonProgress'], ParentType, ContextType, RequireFields<MutationSaveProgressArgs, 'input'>>;
  saveQuizQuestion?: Resolver<ResolversTypes['StaffQuizDetail'], ParentType, ContextType, RequireFields<MutationSaveQuizQuestionArgs, 'input' | 'quizId'>>;
  saveQuizSettings?: Resolver<ResolversTypes['StaffQuiz'], ParentType, ContextType, RequireFields<MutationSaveQuizSettingsArgs, 'courseId' | 'input' | 'week'>>;
  setRemindersEnabled?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationSetRemindersEnabledArgs, 'enabled'>>;
  signInWithCode?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationSignInWithCodeArgs, 'code' | 'email'>>;
  staffSignIn?: Resolver<ResolversTypes['StaffSession'], ParentType, ContextType, RequireFields<MutationStaffSignInArgs, 'input'>>;
  staffSignOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCheckout?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType, RequireFields<MutationStartCheckoutArgs, 'courseId'>>;
  startQuizAttempt?: Resolver<ResolversTypes['QuizAttempt'], ParentType, ContextType, RequireFields<MutationStartQuizAttemptArgs, 'quizId'>>;
  submitQuizAttempt?: Resolver<ResolversTypes['QuizResult'], ParentType, ContextType, RequireFields<MutationSubmitQuizAttemptArgs, 'answers' | 'attemptId'>>;
  updateProfile?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
};

export type MutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MutationResult'] = ResolversParentTypes['MutationResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  availableWeek?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookingCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  certificate?: Resolver<Maybe<ResolversTypes['Certificate']>, ParentType, ContextType>;
  classItems?: Resolver<Array<ResolversTypes['ClassItem']>, ParentType, ContextType>;
  course?: Resolver<ResolversTypes['Course'], ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nextItem?: Resolver<Maybe<ResolversTypes['ClassItem']>, ParentType, ContextType>;
  orderedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['CourseProgress']>, ParentType, ContextType>;
  quizzes?: Resolver<Array<ResolversTypes['Quiz']>, ParentType, ContextType>;
  receiptUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['Refund']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentConfig'] = ResolversParentTypes['PaymentConfig']> = {
  keyId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scriptUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentRefundResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentRefund'] = ResolversParentTypes['PaymentRefund']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['RefundReason'], ParentType, ContextType>;
};

export type PrivacyNoticeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrivacyNotice'] = ResolversParentTypes['PrivacyNotice']> = {
  grievanceEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  certificate?: Resolver<Maybe<ResolversTypes['Certificate']>, ParentType, ContextType, RequireFields<QueryCertificateArgs, 'code'>>;
  couponPrice?: Resolver<ResolversTypes['CouponPrice'], ParentType, ContextType, RequireFields<QueryCouponPriceArgs, 'code' | 'courseId'>>;
  course?: Resolver<Maybe<ResolversTypes['Course']>, ParentType, ContextType, RequireFields<QueryCourseArgs, 'id'>>;
  courses?: Resolver<Array<ResolversTypes['Course']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  myOrders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderByCourse?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderByCourseArgs, 'courseId'>>;
  paymentConfig?: Resolver<ResolversTypes['PaymentConfig'], ParentType, ContextType>;
  privacyNotice?: Resolver<ResolversTypes['PrivacyNotice'], ParentType, ContextType>;
  quizGift?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryQuizGiftArgs, 'courseId' | 'week'>>;
  staffAudit?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType, RequireFields<QueryStaffAuditArgs, 'first'>>;
  staffCoupons?: Resolver<Array<ResolversTypes['Coupon']>, ParentType, ContextType>;
  staffFunnel?: Resolver<Array<ResolversTypes['FunnelStep']>, ParentType, ContextType, RequireFields<QueryStaffFunnelArgs, 'courseId'>>;
  staffMe?: Resolver<ResolversTypes['Staff'], ParentType, ContextType>;
  staffOrder?: Resolver<ResolversTypes['StaffOrder'], ParentType, ContextType, RequireFields<QueryStaffOrderArgs, 'id'>>;
  staffQuiz?: Resolver<ResolversTypes['StaffQuizDetail'], ParentType, ContextType, RequireFields<QueryStaffQuizArgs, 'quizId'>>;
  staffQuizStats?: Resolver<ResolversTypes['QuizStats'], ParentType, ContextType, RequireFields<QueryStaffQuizStatsArgs, 'quizId'>>;
  staffQuizzes?: Resolver<Array<ResolversTypes['StaffQuiz']>, ParentType, ContextType, RequireFields<QueryStaffQuizzesArgs, 'courseId'>>;
  staffSales?: Resolver<ResolversTypes['SalesReport'], ParentType, ContextType, RequireFields<QueryStaffSalesArgs, 'from' | 'to'>>;
  staffStudents?: Resolver<ResolversTypes['StaffStudentConnection'], ParentType, ContextType, Partial<QueryStaffStudentsArgs>>;
};

export type QuestionReviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuestionReview'] = ResolversParentTypes['QuestionReview']> = {
  chosenOptionIds?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  chosenValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  correct?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  explanation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rightOptionIds?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  rightValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type QuizResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Quiz'] = ResolversParentTypes['Quiz']> = {
  attemptsUsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bestScorePercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxAttempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  passMarkPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  passed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  questionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeLimitS?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  week?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QuizAttemptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuizAttempt'] = ResolversParentTypes['QuizAttempt']> = {
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['QuizQuestion']>, ParentType, ContextType>;
};

export type QuizImportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuizImport'] = ResolversParentTypes['QuizImport']> = {
  errors?: Resolver<Array<ResolversTypes['GiftError']>, ParentType, ContextType>;
  imported?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QuizOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuizOption'] = ResolversParentTypes['QuizOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QuizQuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuizQuestion'] = ResolversParentTypes['QuizQuestion']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['QuestionKind'], ParentType, ContextType>;
  options?: Resolver<Maybe<Array<ResolversTypes['QuizOption']>>, ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QuizQuestionStatsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuizQuestionStats'] = ResolversParentTypes['QuizQuestionStats']> = {
  prompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rightShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type QuizResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuizResult'] = ResolversParentTypes['QuizResult']> = {
  attemptsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  passed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  review?: Resolver<Array<ResolversTypes['QuestionReview']>, ParentType, ContextType>;
  scorePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QuizStatsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuizStats'] = ResolversParentTypes['QuizStats']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  meanBestScore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  passRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['QuizQuestionStats']>, ParentType, ContextType>;
};

export type RecordPaymentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecordPaymentPayload'] = ResolversParentTypes['RecordPaymentPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  refund?: Resolver<Maybe<ResolversTypes['PaymentRefund']>, ParentType, ContextType>;
};

export type RefundResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Refund'] = ResolversParentTypes['Refund']> = {
  amountPaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creditNoteNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditNoteUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RenditionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Rendition'] = ResolversParentTypes['Rendition']> = {
  bitrateKbps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SalesReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalesReport'] = ResolversParentTypes['SalesReport']> = {
  enrolmentsByWeek?: Resolver<Array<ResolversTypes['WeekEnrolments']>, ParentType, ContextType>;
  revenueByDay?: Resolver<Array<ResolversTypes['DayRevenue']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['SalesRow']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['SalesTotals'], ParentType, ContextType>;
};

export type SalesRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalesRow'] = ResolversParentTypes['SalesRow']> = {
  cgstPaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  courseTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditNoteNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  igstPaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SalesRowKind'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paidAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundedPaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sgstPaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  studentEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxablePaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SalesTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalesTotals'] = ResolversParentTypes['SalesTotals']> = {
  cgstPaise?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  igstPaise?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundedPaise?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sgstPaise?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxablePaise?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalPaise?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type StaffResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Staff'] = ResolversParentTypes['Staff']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType>;
};

export type StaffOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffOrder'] = ResolversParentTypes['StaffOrder']> = {
  courseTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidPaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refundedPaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['Refund']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studentEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffPageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffPageInfo'] = ResolversParentTypes['StaffPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StaffQuizResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffQuiz'] = ResolversParentTypes['StaffQuiz']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxAttempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  passMarkPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeLimitS?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleHi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  week?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffQuizDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffQuizDetail'] = ResolversParentTypes['StaffQuizDetail']> = {
  courseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxAttempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  passMarkPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['StaffQuizQuestion']>, ParentType, ContextType>;
  timeLimitS?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  week?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffQuizOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffQuizOption'] = ResolversParentTypes['StaffQuizOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  right?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  textHi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffQuizQuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffQuizQuestion'] = ResolversParentTypes['StaffQuizQuestion']> = {
  explanation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  explanationHi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['QuestionKind'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['StaffQuizOption']>, ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  promptHi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tolerance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type StaffSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffSession'] = ResolversParentTypes['StaffSession']> = {
  staff?: Resolver<ResolversTypes['Staff'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffStudentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffStudent'] = ResolversParentTypes['StaffStudent']> = {
  atRisk?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastActiveAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['StaffStudentCourse']>, ParentType, ContextType>;
};

export type StaffStudentConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffStudentConnection'] = ResolversParentTypes['StaffStudentConnection']> = {
  edges?: Resolver<Array<ResolversTypes['StaffStudentEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['StaffPageInfo'], ParentType, ContextType>;
};

export type StaffStudentCourseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffStudentCourse'] = ResolversParentTypes['StaffStudentCourse']> = {
  courseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lessonsDone?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lessonsTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weeksOpen?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffStudentEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffStudentEdge'] = ResolversParentTypes['StaffStudentEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['StaffStudent'], ParentType, ContextType>;
};

export type WeekEnrolmentsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WeekEnrolments'] = ResolversParentTypes['WeekEnrolments']> = {
  enrolments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AuditEntry?: AuditEntryResolvers<ContextType>;
  Certificate?: CertificateResolvers<ContextType>;
  Checkout?: CheckoutResolvers<ContextType>;
  CheckoutPrefill?: CheckoutPrefillResolvers<ContextType>;
  ClassItem?: ClassItemResolvers<ContextType>;
  Coupon?: CouponResolvers<ContextType>;
  CouponPrice?: CouponPriceResolvers<ContextType>;
  Course?: CourseResolvers<ContextType>;
  CourseProgress?: CourseProgressResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  DayRevenue?: DayRevenueResolvers<ContextType>;
  FunnelStep?: FunnelStepResolvers<ContextType>;
  GiftError?: GiftErrorResolvers<ContextType>;
  LessonMedia?: LessonMediaResolvers<ContextType>;
  LessonProgress?: LessonProgressResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationResult?: MutationResultResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  PaymentConfig?: PaymentConfigResolvers<ContextType>;
  PaymentRefund?: PaymentRefundResolvers<ContextType>;
  PrivacyNotice?: PrivacyNoticeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuestionReview?: QuestionReviewResolvers<ContextType>;
  Quiz?: QuizResolvers<ContextType>;
  QuizAttempt?: QuizAttemptResolvers<ContextType>;
  QuizImport?: QuizImportResolvers<ContextType>;
  QuizOption?: QuizOptionResolvers<ContextType>;
  QuizQuestion?: QuizQuestionResolvers<ContextType>;
  QuizQuestionStats?: QuizQuestionStatsResolvers<ContextType>;
  QuizResult?: QuizResultResolvers<ContextType>;
  QuizStats?: QuizStatsResolvers<ContextType>;
  RecordPaymentPayload?: RecordPaymentPayloadResolvers<ContextType>;
  Refund?: RefundResolvers<ContextType>;
  Rendition?: RenditionResolvers<ContextType>;
  SalesReport?: SalesReportResolvers<ContextType>;
  SalesRow?: SalesRowResolvers<ContextType>;
  SalesTotals?: SalesTotalsResolvers<ContextType>;
  Staff?: StaffResolvers<ContextType>;
  StaffOrder?: StaffOrderResolvers<ContextType>;
  StaffPageInfo?: StaffPageInfoResolvers<ContextType>;
  StaffQuiz?: StaffQuizResolvers<ContextType>;
  StaffQuizDetail?: StaffQuizDetailResolvers<ContextType>;
  StaffQuizOption?: StaffQuizOptionResolvers<ContextType>;
  StaffQuizQuestion?: StaffQuizQuestionResolvers<ContextType>;
  StaffSession?: StaffSessionResolvers<ContextType>;
  StaffStudent?: StaffStudentResolvers<ContextType>;
  StaffStudentConnection?: StaffStudentConnectionResolvers<ContextType>;
  StaffStudentCourse?: StaffStudentCourseResolvers<ContextType>;
  StaffStudentEdge?: StaffStudentEdgeResolvers<ContextType>;
  WeekEnrolments?: WeekEnrolmentsResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  publicData?: PublicDataDirectiveResolver<any, any, ContextType>;
};
