/**
 * Every message the API says and the forms show, in English: the one catalogue that the
 * gateway and the client share (Hindi, typed against it, in hi.ts). `{name}` marks a value
 * given with the message (format.ts).
 */

/**
 * The errors the API returns, by key: an error is raised as its key and values and formatted
 * once, in the language of the request (gateway/errors.ts).
 */
export const errors = {
  unauthenticated: 'Please sign in to continue.',
  providerUnavailable: 'The course service is unavailable right now. Please try again shortly.',
  paymentUnavailable: 'The payment service is unavailable right now. Please try again shortly.',
  providerRejectedFallback: 'The request could not be completed.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  courseNotFound: 'This course is not available.',
  paymentNotVerified: 'The payment could not be verified.',
  /** The payment API has the payment authorized but not yet captured: asked again shortly. */
  paymentNotCaptured: 'Your payment is still being confirmed. Please wait a moment.',
  notBuyable: 'This course cannot be bought online right now.',
  alreadyOwned: 'You already own this course. Open it from My Courses.',
  internal: 'Something went wrong!',
  /** The shared state store is away: sessions cannot be checked, started or ended everywhere. */
  accountsUnavailable:
    'Signing in and your account are unavailable right now. Please try again shortly.',
  /**
   * The gateway's own records (progress, receipts, certificates) cannot be read or written
   * for a moment: nothing was changed, and the request may be sent again.
   */
  serviceUnavailable:
    'Our records are unavailable for a moment, so this could not be done. Nothing was lost; please try again shortly.',
  invalidInput: 'Invalid input.',
  paymentAlreadyRecorded: 'This payment has already been recorded.',
  requestTooLarge: 'The request is too large.',
  unreadableRequest: 'The request could not be read.',
  /** saveProgress for a lesson outside every course the student bought (or an unknown one). */
  lessonNotOwned:
    'Progress can be saved only for lessons of a course you have bought. Open the lesson from My Courses.',
  /** saveProgress before the lesson's week opens; `opensAt` as the academy's clock reads. */
  lessonLocked:
    'This lesson is still locked: week {week} opens {opensAt}. Progress can be saved once it is open.',
  /** Introspection turned off (production): says so without naming the server's software. */
  introspectionDisabled: 'Introspection is not available.',
  oneMutationPerRequest:
    'Send one mutation per request ({count} were sent): each answers on its own. Nothing was run.',
  /*
   * The legacy API's refusals, known by endpoint and status (gateway/upstream/legacy-api/
   * refusals.ts). An English reader gets the provider's own words (DESIGN.md §4); these are
   * what they mean, for every other language.
   */
  accountExists: 'An account with this email already exists.',
  wrongSignIn: 'Invalid email or password.',
  wrongOldPassword: 'Old password is incorrect.',
  accountNotFound: 'Customer not found.',
  courseMissing: 'Course not found.',
  paymentIdTaken: 'This payment id is already recorded for another order.',
  /** Sign-in (any way) with the e-mail or to the customer of an account deleted at its owner's request. */
  accountDeleted:
    'This account was deleted at its owner’s request, so it can no longer be used to sign in.',
  /** deleteAccount with a password that is not the account's. */
  deletePasswordWrong: 'This is not your password. Nothing was deleted.',
  /** deleteAccount with neither a password nor an e-mailed code. */
  deletePasswordNeeded:
    'Type your password, or a sign-in code we e-mail you, to confirm that your account should be deleted.',
  /** staffSignIn refused: which of the three was wrong is not said. */
  staffSignInRefused:
    'The e-mail, password or code is not right. Codes work once: wait for the next one.',
  /** A staff field asked for without a staff session (a visitor or a student). */
  staffOnly: 'This is for the academy’s staff only.',
  /** A staff field an instructor may not read (money, the audit log). */
  ownerOnly: 'Only an owner of the academy can see this.',
  /** A staff field asked for with a staff session that has ended (30 minutes unused, signed out). */
  staffSessionEnded: 'Your staff session has ended. Please sign in again.',
  /** staffAudit(first) outside 1 to 200. */
  auditPageSize: 'Ask for 1 to 200 audit entries at a time.',
  /** staffSales or the sales export with a date that is not a real YYYY-MM-DD date. */
  salesDate: 'Give a real date as YYYY-MM-DD, such as 2026-11-01.',
  /** staffSales or the sales export whose last day comes before its first. */
  salesPeriodOrder: 'The last day of the period must not come before its first day.',
  /** staffSales or the sales export over more than a year. */
  salesPeriodLength: 'Ask for a period of at most 366 days at a time.',
  /*
   * Accounts: reset links and sign-in codes (gateway/accounts/). A code's refusal is the same
   * whether the address has an account or not, so it tells nobody who is registered.
   */
  resetLinkUnknown: 'This password reset link is not valid. Ask for a new one.',
  resetLinkUsed:
    'This password reset link has already been used. Ask for a new one if you need it.',
  resetLinkExpired: 'This password reset link has expired. Ask for a new one.',
  signInCodeRefused:
    'This code is wrong or no longer valid. Check the latest e-mail, or ask for a new code.',
  /** The account is held after many failed sign-ins from elsewhere (sign-in-limits.ts). */
  accountHeld:
    'Signing in with a password to this account is paused for {minutes} min after many failed attempts. Sign in with a code we e-mail you instead.',
  /** staffStudents(first) outside 1 to 100. */
  staffStudentsPageSize: 'Ask for 1 to 100 students at a time.',
  /** staffStudents(after) with a cursor the gateway did not give. */
  staffStudentsCursor: 'This page link is not valid. Start again from the first page of students.',
  /** staffStudents(search) longer than 200 characters. */
  staffStudentsSearch: 'Search with at most 200 characters.',
  /* Refunds from the staff room (issue 39). */
  /** refundOrder with an amount that is not whole paise of at least ₹1. */
  refundAmountInvalid: 'Refund a whole number of paise, at least 100 (₹1).',
  /** refundOrder for more than what is left of the order's payment. */
  refundTooMuch: 'Only {left} of this order is left to refund.',
  /** refundOrder for an order refunded in full already. */
  refundNothingLeft: 'This order has been refunded in full already.',
  /** refundOrder with a reason shorter than 3 or longer than 500 characters. */
  refundReasonLength: 'Give a reason of 3 to 500 characters.',
  /** An order id or invoice number the gateway has no record of. */
  refundOrderUnknown: 'No order with this id or invoice number is known to the academy.',
  /** An order the gateway recorded no online payment for (bought otherwise, or not paid). */
  refundNoPayment:
    'The academy has no recorded online payment for this order, so it cannot be refunded here.',
  /** The gateway runs without the payment API's key secret. */
  refundsUnavailable: 'Refunds need the payment API, which is not set up on this server.',
  /** Another refund of the same order is being made right now (another owner, another tab). */
  refundBusy: 'Another refund of this order is being made. Try again in a moment.',
  /*
   * Coupons (gateway/checkout/coupons.ts): a code the checkout will not take is refused and
   * no checkout starts, so the student can remove it or pay the full price.
   */
  couponUnknown: 'This coupon code does not exist. Check it, or remove it to pay the full price.',
  couponExpired: 'This coupon code has expired. Remove it to pay the full price.',
  couponUsedUp:
    'This coupon code has been used as many times as it allows. Remove it to pay the full price.',
  couponOtherCourse: 'This coupon code is not for this course. Remove it to pay the full price.',
  couponUnavailable:
    'Coupon codes cannot be used right now. Remove the code to pay the full price.',
  /** createCoupon's refusals (the staff room). */
  couponCodeFormat: 'A coupon code is 3 to 20 letters A-Z, digits 0-9 or "-".',
  couponDiscountChoice: 'Give either a percentage off or an amount off, exactly one of them.',
  couponPercentRange: 'The percentage off must be a whole number from 1 to 90.',
  couponAmountPositive: 'The amount off must be a whole number of paise above 0.',
  couponMaxUses: 'The most uses must be a whole number of at least 1, or left empty.',
  couponDuplicate: 'A coupon with this code exists already. Choose another code.',
  couponValidUntilFormat:
    'Give the last day as YYYY-MM-DD, or a date and time such as 2026-12-31T18:00:00+05:30.',
  couponValidUntilPast: 'The last day the coupon applies has passed already.',
  couponCourseUnknown: 'One of the courses chosen does not exist.',
  /*
   * Weekly quizzes (issue 40): starting and submitting an attempt, and the staff room's import.
   */
  quizNotFound: 'This quiz does not exist.',
  /** startQuizAttempt without a successful order for the quiz's course. */
  quizNotOwned: 'Quizzes can be taken only in a course you have bought. Open it from My Courses.',
  /** startQuizAttempt before the quiz's week opens; `opensAt` as the academy's clock reads. */
  quizLocked: 'This quiz opens with week {week}, on {opensAt}.',
  /** startQuizAttempt with every attempt used. */
  quizNoAttemptsLeft: 'You have used all {maxAttempts} attempts at this quiz.',
  quizAttemptNotFound: 'This quiz attempt does not exist. Start the quiz again from your course.',
  /** submitQuizAttempt a second time (or from a second tab that lost the race). */
  quizAlreadySubmitted: 'This attempt has already been submitted, so it was not graded again.',
  /** submitQuizAttempt after the time limit and its 30 seconds of grace. */
  quizTimeUp: 'The time for this attempt ran out, so it could not be submitted.',
  /** An answer naming a question or option outside the attempt, or twice. */
  quizAnswerInvalid:
    'An answer names a question or choice that is not part of this attempt, or a question twice.',
  /** importQuizGift or quizGift with a week outside 1 to 52. */
  quizWeekInvalid: 'Give a week from 1 to 52.',
  /** saveProgress with a recordedAt before the lesson's week opened. */
  progressBeforeOpen:
    'This reading is dated before its lesson opened, so it was not saved. Check the date and time on your device.',
  /** quizGift for a week without a quiz. */
  quizWeekEmpty: 'This course week has no quiz yet.',
  /*
   * The staff console's question editor (saveQuizQuestion, moveQuizQuestion,
   * deleteQuizQuestion): the same rules a GIFT import applies, each naming its field.
   */
  quizQuestionNotFound: 'This question does not exist. Reload the quiz to see its questions.',
  quizPromptEmpty: 'Write the question in English.',
  quizPromptTooLong: 'The question is longer than 2000 characters.',
  quizExplanationTooLong: 'The explanation is longer than 2000 characters.',
  quizExplanationEnglish: 'Write the explanation in English too, or leave both empty.',
  quizOptionCount: 'A choice question needs 2 to 10 answers.',
  quizOptionEmpty: 'Every answer needs its English text.',
  quizOptionTooLong: 'An answer is longer than 500 characters.',
  quizSingleRight: 'A single choice question needs exactly one right answer.',
  quizMultipleRight: 'A multiple choice question needs at least one right answer.',
  quizNumericOptions: 'A number question has no answers to choose from: leave them out.',
  quizNumericValue: 'A number question needs its answer as a number.',
  quizNumericTolerance: 'The tolerance must be a number of 0 or more.',
  quizImageUrl: 'A picture address must start with https:// or / and have no spaces.',
  quizTooManyQuestions: 'A quiz holds at most 50 questions.',
  quizPositionInvalid: 'Give a place from 1 to the number of questions in the quiz.',
  quizLastQuestion: 'A quiz needs at least one question: add another before deleting this one.',
  /* The console's quiz settings (saveQuizSettings): the GIFT reader's bounds, each naming its field. */
  quizTitleEmpty: 'Write the quiz title in English.',
  quizTitleTooLong: 'The title is longer than 500 characters.',
  quizPassMarkInvalid: 'The pass mark must be a whole number from 1 to 100.',
  quizAttemptsInvalid: 'The number of attempts must be a whole number from 1 to 20.',
  quizTimeLimitInvalid:
    'The time limit must be from 30 seconds (half a minute) to 86400 seconds (24 hours), or none.',
} as const;

/** What the API says when something went well (LoginPayload.message, MutationResult.message). */
export const notices = {
  signedIn: 'Login successful.',
  passwordChanged: 'Password changed successfully.',
  // The legacy API's own words for these; Hindi says them in Hindi.
  registered: 'Account created successfully.',
  enquirySent: 'Thank you! We will contact you shortly.',
} as const;

/**
 * What the input rules (common/validation.ts) say under each field: SPEC.md §5's wording,
 * word for word.
 */
export const fields = {
  signUp: {
    name: 'Name must be at least 5 characters.',
    mobile: 'Enter a valid phone number.',
    email: 'Enter a valid email address.',
    password: 'Password must be at least 8 characters.',
  },
  profile: {
    name: 'Name is required.',
    email: 'Email is required.',
    emailFormat: 'Enter a valid email address.',
    mobile: 'Enter a valid phone number.',
  },
  password: {
    credential: 'Please check the entered credential!',
  },
  signIn: {
    username: 'Email is required.',
    password: 'Password is required.',
  },
  /** The staff room's sign-in (/staff/sign-in). */
  staffSignIn: {
    email: 'Enter your staff e-mail address.',
    password: 'Password is required.',
    code: 'Enter the 6-digit code your authenticator app shows.',
  },
  enquiry: {
    fname: 'First name must be at least 2 characters.',
    lname: 'Last name must be at least 2 characters.',
    email: 'Enter a valid email.',
    mobile: 'Enter a valid mobile number.',
    city: 'City is required.',
    capital: 'Please select your capital range.',
    joinBatch: 'Please select a batch.',
    query: 'Query must be at least 10 characters.',
  },
  payment: {
    paymentId: 'A payment id is required.',
    paymentIdFormat:
      'A payment id has only letters, digits and underscores, such as pay_29QQoUBi66xm2f.',
    courseId: 'A course id is required.',
    courseIdFormat: 'A course id is a number, such as 2.',
    orderId: 'Invalid order id.',
    signature: 'Invalid signature.',
  },
  progress: {
    classItemId: 'A class item id is required.',
    classItemIdFormat: 'A class item id is a number, such as 12.',
    positionS: 'The position must be a number of seconds from 0 to 86400.',
    durationS: 'The duration must be a number of seconds above 0 and at most 86400.',
    recordedAt:
      'recordedAt must be a date and time in ISO 8601 with its offset, such as 2026-12-05T10:42:07+05:30.',
    recordedAtAhead:
      "recordedAt is more than 5 minutes ahead of the server's clock: check the device's date and time.",
    nothing: 'Send a position, a completion, or both.',
  },
  /** Field names in "... must be at most N characters." */
  labels: {
    name: 'Name',
    email: 'Email',
    password: 'Password',
    firstName: 'First name',
    lastName: 'Last name',
    city: 'City',
    query: 'Query',
  },
  accounts: {
    email: 'Enter a valid email address.',
    token: 'The reset link is incomplete. Open the link from the e-mail again.',
    code: 'Enter the 6-digit code from the e-mail.',
  },
  atMost: '{label} must be at most {max} characters.',
  invalidCharacters: '{field} contains invalid characters.',
} as const;

/**
 * The words of every e-mail (gateway/mail/): the parts every message shares, then one group
 * per kind of message, each read by its template for both the HTML and the text part.
 */
export const mail = {
  frame: {
    greeting: 'Hello {name},',
    signOff: 'Happy learning,',
    team: 'The {brand} team',
    why: 'You are receiving this e-mail because of your account at {brand}.',
    noReply: 'This message was sent automatically; replies to it are not read.',
    /** The text part's line before the address of a button's page. */
    openLink: '{label}: {url}',
  },
  receipt: {
    subject: 'Your receipt for {course}: {amount} paid',
    preview: 'Payment received for {course}. Your receipt is attached.',
    heading: 'Payment received',
    paid: 'Thank you for your payment of {amount} for {course}.',
    attached: 'Your receipt {number} is attached to this e-mail as a PDF.',
    access: 'Your course is open in My Courses, where each week’s lessons appear as they unlock.',
    action: 'Open My Courses',
  },
  /** The reminder that a week of a course opened ({lessons}: its lessons' titles). */
  unlock: {
    subject: 'Week {week} of {course} is open: {lessons}',
    preview: 'New lessons are open in {course}: {lessons}.',
    heading: 'Week {week} is open',
    opened: 'Week {week} of {course} is open: {lessons}.',
    next: 'Your new lessons are waiting on your classes page.',
    action: 'Open your classes',
    /** The footer's line before the one-click way out (its address follows). */
    stop: 'You get these reminders when a new week of your course opens. To stop them, open:',
  },
  /** The page a reminder's unsubscribe link opens (no sign-in needed). */
  unsubscribe: {
    title: 'Unlock reminders',
    confirm:
      'Stop the e-mails that tell you when a new week of your course opens? Receipts and sign-in e-mails still come.',
    button: 'Turn off reminders',
    done: 'Done: you will get no more unlock reminders. You can turn them on again in your profile.',
    refused:
      'This link is not valid or has expired. You can turn reminders off in your profile instead.',
    badRequest: 'This request cannot be understood. Use the button on the page the link opens.',
  },
  passwordReset: {
    subject: 'Reset your {brand} password',
    preview: 'A link to choose a new password, valid for {minutes} minutes.',
    heading: 'Choose a new password',
    asked:
      'Someone asked to reset the password of your account. To choose a new one, open the link below.',
    valid: 'The link works once, for {minutes} minutes.',
    notYou:
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    action: 'Choose a new password',
  },
  signInCode: {
    subject: '{code} is your {brand} sign-in code',
    preview: 'Your sign-in code, valid for 10 minutes.',
    heading: 'Your sign-in code',
    asked: 'Enter this code on the sign-in page to sign in:',
    valid: 'It works once, for 10 minutes.',
    notYou:
      'If you did not ask for it, nobody can sign in without this code; you can ignore this e-mail.',
  },
  passwordChanged: {
    subject: 'Your {brand} password was changed',
    preview: 'Your password was just changed, and every device was signed out.',
    heading: 'Your password was changed',
    changed: 'The password of your account was changed on {when}.',
    signedOut: 'Every device that was signed in to your account has been signed out.',
    notYou:
      'If you did not do this, reset your password now from the sign-in page and write to us.',
    action: 'Go to sign in',
  },
} as const;

/**
 * What the API tells a student about their payment and their account beyond the errors: a
 * payment refunded instead of recorded (why, how much, when the money arrives), a payment
 * recorded (the legacy API's own words in English), and the notice after signing in when
 * the account saw many failed attempts.
 */
export const payments = {
  refundAlreadyOwned:
    'You already own this course, so this payment of {amount} has been refunded. It reaches your account in 5-7 working days.',
  refundQuoteExpired:
    'Your checkout had expired when this payment was made, so this payment of {amount} has been refunded. It reaches your account in 5-7 working days. Please start the checkout again.',
  refundPriceChanged:
    'The price of this course changed while you were paying, so this payment of {amount} has been refunded. It reaches your account in 5-7 working days. Please start the checkout again.',
  refundOther:
    'This payment of {amount} has been refunded. It reaches your account in 5-7 working days.',
  recorded: 'Payment recorded successfully.',
} as const;

export const security = {
  failedSignIns:
    'There were {failures} failed attempts to sign in to your account since you last signed in. If they were not yours, change your password.',
} as const;

/** A student's calendar feed (gateway/calendar/feed.ts): one event for each week's opening. */
export const calendar = {
  name: '{brand}: class openings',
  summary: '{course}: week {week} opens',
  opened: 'Week {week} of {course} is open: {lessons}.',
  open: 'Open your classes: {url}',
} as const;
