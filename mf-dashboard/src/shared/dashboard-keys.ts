/**
 * One query-key root per resource and user: a mutation invalidates its root, so every page built on it
 * refetches (the page the user is on and the ones cached before it).
 */
export const dashboardKeys = {
  requests: (userId: string) => ['dashboard', 'serve-requests', userId] as const,
  reviews: (userId: string) => ['dashboard', 'reviews', userId] as const,
  payments: (userId: string) => ['dashboard', 'payments', userId] as const,
};
