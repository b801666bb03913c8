/** Messages the UI shows verbatim, most of them the server's (spec §5, §8, DESIGN §3, §7). */
export const MESSAGES = {
  alreadyLiked: 'You already liked this meal',
  /** A second POST /meals/:id/review by the same user (DESIGN §8): they edit their review from My Reviews. */
  alreadyReviewed: 'You already reviewed this meal',
  upgradeToRequest: 'You have to upgrade your account to request meals',
  upgradeToReview: 'You have to upgrade your account to submit a review',
  loginFirst: 'You have to login first',
  promoted: 'Meal promoted to main meals collection!',
  /** POST /jwt for an identity whose e-mail is not verified; the login page shows the same notice (spec §4). */
  verifyEmailFirst: 'Please verify your email before logging in.',
  /** POST /jwt or /users with an ID token of another Firebase account than the one the record is bound to. */
  accountBoundToOtherSignIn: 'This email is registered to another sign-in account.',
  /** POST /payments/save for a transactionId already saved with another package. */
  paymentAlreadySaved: 'This payment is already saved for another package.',
  /** Paying a mess statement that is paid already (DESIGN §9); the Pay button's error too. */
  statementAlreadyPaid: 'This statement is already paid.',
  /** A statement payment for an amount an admin's adjustment changed while the card was being charged: refunded. */
  statementChanged: 'The statement changed while you were paying, so this payment was refunded. Please pay the new amount.',
  /** The toast a student sees when the kitchen delivers one of their requests (DESIGN §7). */
  mealDelivered: (title: string) => `Your meal "${title}" has been delivered.`,
  /** Refusals of the mess office (DESIGN §9) a boarder or the admin meets from a screen. */
  notBoardingThen: 'You are not a boarder of the mess on that date.',
  alreadyBoarder: 'You are already a boarder of the mess.',
  notBoarderJoinFirst: 'You are not a boarder of the mess. Join it first.',
  /** A boarder whose join an admin has not approved yet switching a meal or taking a leave. */
  joinPending: "Your join is waiting for an admin's approval.",
  noPendingJoin: 'No join of this user is waiting for approval.',
  noStayToEnd: 'This user has no stay to end.',
  notClosedThatDay: 'The mess is not closed that day.',
  nothingOwed: 'Nothing is owed on this statement.',
  adjustmentOutOfRange: 'The adjustment would take the statement out of range.',
  statementBusy: 'The statement is being changed by someone else; try again.',
  /** The kitchen's meal forms and likes (svc-meals). */
  mealExists: 'This meal already exists; edit it instead',
  tooManyConcurrentLikes: 'Too many concurrent likes, please try again',
  onlyImages: 'Only JPEG, PNG, WebP or GIF images can be uploaded',
  /** An upload without a file in its `image` field, or a body the multipart reader could not read (svc-meals). */
  imageFieldMissing: 'Send the image in the form field "image"',
  invalidUpload: 'Invalid upload',
  /** Paying a package or a mess statement (svc-payments): what the card's payment turned out to be. */
  paymentOfAnotherUser: 'This payment belongs to another user',
  paymentNotSucceeded: 'The payment has not succeeded',
  paymentNotForPackage: 'The payment does not match the package',
  amountNotPackagePrice: 'Amount does not match the package price',
  paymentNotForStatement: 'The payment does not match the statement',
  noSuchStatement: 'No such statement',
  statementOfAnotherBoarder: 'This statement belongs to another boarder',
  unknownTransaction: 'Unknown transaction',
  unknownPaymentMethod: 'No such payment method',
} as const;
