import type { AdminT } from './audit-values';

/**
 * Each audited operation in the words an admin would use, keyed by the operation's name (an entry's `action`). The
 * money and stay actions are here before their operations, so their entries read the same way from the first one.
 */
export const ACTION_PHRASES = {
  addAdjustment: 'audit.actions.addAdjustment',
  approveBoarder: 'audit.actions.approveBoarder',
  cancelServeRequest: 'audit.actions.cancelServeRequest',
  closeMess: 'audit.actions.closeMess',
  closeMonth: 'audit.actions.closeMonth',
  deleteMeal: 'audit.actions.deleteMeal',
  deleteReview: 'audit.actions.deleteReview',
  deliverServeRequest: 'audit.actions.deliverServeRequest',
  endStay: 'audit.actions.endStay',
  makeAdmin: 'audit.actions.makeAdmin',
  postMeal: 'audit.actions.postMeal',
  postUpcoming: 'audit.actions.postUpcoming',
  putMessSettings: 'audit.actions.putMessSettings',
  recordPayment: 'audit.actions.recordPayment',
  reopenMess: 'audit.actions.reopenMess',
  revokeUserSessions: 'audit.actions.revokeUserSessions',
  setMenuSlot: 'audit.actions.setMenuSlot',
  updateMeal: 'audit.actions.updateMeal',
  voidPayment: 'audit.actions.voidPayment',
} as const;

/** An entry's action in words; one without a phrase (recorded by an operation since removed) shows as recorded. */
export const actionPhrase = (t: AdminT, action: string): string => (Object.hasOwn(ACTION_PHRASES, action) ? t(ACTION_PHRASES[action as keyof typeof ACTION_PHRASES]) : action);
