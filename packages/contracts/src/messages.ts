/** Server messages the UI shows verbatim (spec §5, §8, DESIGN §3). */
export const MESSAGES = {
  alreadyLiked: 'You already liked this meal',
  upgradeToRequest: 'You have to upgrade your account to request meals',
  upgradeToReview: 'You have to upgrade your account to submit a review',
  loginFirst: 'You have to login first',
  promoted: 'Meal promoted to main meals collection!',
} as const;
