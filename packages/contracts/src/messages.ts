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
  /** The toast a student sees when the kitchen delivers one of their requests (DESIGN §7). */
  mealDelivered: (title: string) => `Your meal "${title}" has been delivered.`,
} as const;
