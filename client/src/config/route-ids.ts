/**
 * The route manifest's ids (routes.ts checks it has exactly these). Named apart from the
 * manifest so text can name a page (a navbar link's route) without depending on the
 * manifest, whose heads are made from that text.
 */
export type RouteId =
  | 'home'
  | 'about'
  | 'courses'
  | 'courseDetail'
  | 'contact'
  | 'instruction'
  | 'terms'
  | 'privacy'
  | 'cancel'
  | 'signIn'
  | 'signUp'
  | 'forgotPassword'
  | 'resetPassword'
  | 'paymentSuccess'
  | 'paymentFailed'
  | 'myCourses'
  | 'viewClasses'
  | 'certificate'
  | 'staffSignIn'
  | 'staff'
  | 'staffStudents'
  | 'staffRefunds'
  | 'staffSales'
  | 'staffCoupons'
  | 'staffQuizzes'
  | 'notFound';
