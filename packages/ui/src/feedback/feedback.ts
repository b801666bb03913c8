import { ApiError } from '../api/api-fetch';
import { showDialog } from '../dialog/show-dialog';
import { currentLanguage } from '../i18n/i18n';
import { uiT } from '../i18n/ui-catalogue';
import { showToast } from '../toast/toast-events';

export interface ConfirmQuestion {
  title: string;
  text?: string;
  /** The yes button: what will happen ('Yes, cancel it!'). */
  confirmButtonText?: string;
}

/**
 * A yes/no question before a destructive action; resolves true only on an explicit yes. Named fields, not positions:
 * a title, a text and a button label are all strings, and two copies of this helper once took them in different orders.
 */
export async function confirmAction({ title, text, confirmButtonText }: ConfirmQuestion): Promise<boolean> {
  const t = uiT();
  const answer = await showDialog({ icon: 'warning', title, text, showCancelButton: true, confirmButtonText: confirmButtonText ?? t('feedback.yesDelete'), cancelButtonText: t('feedback.cancel'), focusCancel: true });
  return answer.isConfirmed;
}

/**
 * What to tell the person when an action failed: the server's reason when it refused (a 4xx says why), the network's
 * text when the request never reached it, otherwise the screen's fallback (a server fault's message is no reason a
 * person can act on).
 */
export function errorMessage(err: unknown, fallback?: string): string {
  return err instanceof ApiError && err.status < 500 ? apiErrorText(err) : (fallback ?? uiT()('feedback.somethingWrong'));
}

/** The catalogue's sentence for each code an error answer may carry (contracts' MESSAGES names them). */
const ERROR_TEXT: Record<string, string> = {
  network: 'errors.network',
  alreadyLiked: 'errors.alreadyLiked',
  alreadyReviewed: 'errors.alreadyReviewed',
  upgradeToRequest: 'errors.upgradeToRequest',
  upgradeToReview: 'errors.upgradeToReview',
  loginFirst: 'errors.loginFirst',
  promoted: 'errors.promoted',
  verifyEmailFirst: 'errors.verifyEmailFirst',
  accountBoundToOtherSignIn: 'errors.accountBoundToOtherSignIn',
  paymentAlreadySaved: 'errors.paymentAlreadySaved',
  statementAlreadyPaid: 'errors.statementAlreadyPaid',
};

/**
 * What an API error says to the person: the server's English message in English (the spec's exact words); in
 * Bengali the catalogue's sentence for its code, and the server's message when it has none the catalogue knows.
 */
export function apiErrorText(err: ApiError): string {
  const key = err.code === undefined ? undefined : ERROR_TEXT[err.code];
  return currentLanguage() === 'en' || !key ? err.message : uiT()(key);
}

export interface FailedAction {
  /** What went wrong; absent when the screen always says its fallback. */
  error?: unknown;
  /** The screen's own words (spec §8) when the error gives no reason to show. */
  fallback?: string;
  /** The spec's 'Error' dialog, or the admin tables' error toast. */
  as?: 'dialog' | 'toast';
}

/** A refused or failed action, told to the person the one way every front end does it. */
export function showError({ error, fallback, as = 'dialog' }: FailedAction): void {
  const text = errorMessage(error, fallback);
  if (as === 'toast') showToast({ type: 'error', text });
  else void showDialog({ icon: 'error', title: uiT()('feedback.error'), text });
}
