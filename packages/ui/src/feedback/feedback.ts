import type { RefusalCode, UploadProblem } from '@hostel/contracts';
import { ApiError } from '../api/api-fetch';
import { formatDateTime, formatDay, formatMonth, formatNumber } from '../format/format';
import { showDialog } from '../dialog/show-dialog';
import { currentLanguage } from '../i18n/i18n';
import { CATEGORY_KEYS, uiT } from '../i18n/ui-catalogue';
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
  statementChanged: 'errors.statementChanged',
  notBoardingThen: 'errors.notBoardingThen',
  alreadyBoarder: 'errors.alreadyBoarder',
  notBoarderJoinFirst: 'errors.notBoarderJoinFirst',
  joinPending: 'errors.joinPending',
  noPendingJoin: 'errors.noPendingJoin',
  noStayToEnd: 'errors.noStayToEnd',
  notClosedThatDay: 'errors.notClosedThatDay',
  nothingOwed: 'errors.nothingOwed',
  adjustmentOutOfRange: 'errors.adjustmentOutOfRange',
  statementBusy: 'errors.statementBusy',
  mealExists: 'errors.mealExists',
  tooManyConcurrentLikes: 'errors.tooManyConcurrentLikes',
  onlyImages: 'errors.onlyImages',
  imageFieldMissing: 'errors.imageFieldMissing',
  invalidUpload: 'errors.invalidUpload',
  paymentOfAnotherUser: 'errors.paymentOfAnotherUser',
  paymentNotSucceeded: 'errors.paymentNotSucceeded',
  paymentNotForPackage: 'errors.paymentNotForPackage',
  amountNotPackagePrice: 'errors.amountNotPackagePrice',
  paymentNotForStatement: 'errors.paymentNotForStatement',
  noSuchStatement: 'errors.noSuchStatement',
  statementOfAnotherBoarder: 'errors.statementOfAnotherBoarder',
  unknownTransaction: 'errors.unknownTransaction',
  unknownPaymentMethod: 'errors.unknownPaymentMethod',
};

/** The catalogue's sentence for each refusal with values (contracts' REFUSALS), its values as `{{name}}`. */
const REFUSAL_TEXT: Record<RefusalCode, string> = {
  cutoffPassed: 'errors.cutoffPassed',
  closeAfterCutoff: 'errors.closeAfterCutoff',
  messClosed: 'errors.messClosed',
  joinFromEarliest: 'errors.joinFromEarliest',
  leaveFromEarliest: 'errors.leaveFromEarliest',
  tooManyGuests: 'errors.tooManyGuests',
  beyondHorizon: 'errors.beyondHorizon',
  tooManyLeaves: 'errors.tooManyLeaves',
  joinOverlapsStay: 'errors.joinOverlapsStay',
  leaveTooLong: 'errors.leaveTooLong',
  rangeTooLong: 'errors.rangeTooLong',
  monthNotEnded: 'errors.monthNotEnded',
  noStatementOfMonth: 'errors.noStatementOfMonth',
  noSuchMeals: 'errors.noSuchMeals',
  imageTooLarge: 'errors.imageTooLarge',
  uploadRefused: 'errors.uploadRefused',
};

/** What multer found wrong with an upload (contracts' UPLOAD_PROBLEMS), in the page's language. */
const UPLOAD_PROBLEM_TEXT: Record<UploadProblem, string> = {
  LIMIT_PART_COUNT: 'errors.uploadProblem.LIMIT_PART_COUNT',
  LIMIT_FILE_SIZE: 'errors.uploadProblem.LIMIT_FILE_SIZE',
  LIMIT_FILE_COUNT: 'errors.uploadProblem.LIMIT_FILE_COUNT',
  LIMIT_FIELD_KEY: 'errors.uploadProblem.LIMIT_FIELD_KEY',
  LIMIT_FIELD_VALUE: 'errors.uploadProblem.LIMIT_FIELD_VALUE',
  LIMIT_FIELD_COUNT: 'errors.uploadProblem.LIMIT_FIELD_COUNT',
  LIMIT_UNEXPECTED_FILE: 'errors.uploadProblem.LIMIT_UNEXPECTED_FILE',
  MISSING_FIELD_NAME: 'errors.uploadProblem.MISSING_FIELD_NAME',
  LIMIT_FIELD_NESTING: 'errors.uploadProblem.LIMIT_FIELD_NESTING',
  LIMIT_FIELD_ARRAY_INDEX: 'errors.uploadProblem.LIMIT_FIELD_ARRAY_INDEX',
  STREAM_DESTROYED: 'errors.uploadProblem.STREAM_DESTROYED',
  INVALID_FIELD_NAME: 'errors.uploadProblem.INVALID_FIELD_NAME',
};

const isRefusalCode = (code: string): code is RefusalCode => Object.hasOwn(REFUSAL_TEXT, code);

type Param = string | number;

/**
 * How each of a refusal's values reads in the page's language, by its name (contracts' REFUSALS names them so): a
 * slot by its label, a day, a month and an instant through the formatters (Bengali digits and month names), a count
 * as a number, an upload's problem by its words. Each first checks the value is what its name says (the page does not pull REFUSALS' zod schemas in
 * for that); one that is not leaves the server's English. Any other value (meal ids) is data and stays as it came.
 */
const PARAM_FORMAT: Record<string, (value: Param) => string | undefined> = {
  slot: (slot) => (typeof slot === 'string' && Object.hasOwn(CATEGORY_KEYS, slot) ? uiT()(CATEGORY_KEYS[slot as keyof typeof CATEGORY_KEYS]) : undefined),
  date: (day) => (typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDay(day) : undefined),
  month: (month) => (typeof month === 'string' && /^\d{4}-\d{2}$/.test(month) ? formatMonth(month) : undefined),
  cutoffAt: (instant) => (typeof instant === 'string' && !Number.isNaN(Date.parse(instant)) ? formatDateTime(instant) : undefined),
  count: (count) => (typeof count === 'number' && Number.isInteger(count) ? formatNumber(count) : undefined),
  megabytes: (megabytes) => (typeof megabytes === 'number' && Number.isFinite(megabytes) ? formatNumber(megabytes) : undefined),
  problem: (code) => (typeof code === 'string' && Object.hasOwn(UPLOAD_PROBLEM_TEXT, code) ? uiT()(UPLOAD_PROBLEM_TEXT[code as UploadProblem]) : undefined),
};

/** A refusal with values in Bengali: the catalogue's sentence filled with them, when every value reads and none is missing. */
function refusalText(code: RefusalCode, params: Record<string, Param> | undefined): string | undefined {
  if (!params) return undefined;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    const text = Object.hasOwn(PARAM_FORMAT, name) ? PARAM_FORMAT[name]!(value) : String(value);
    if (text === undefined) return undefined;
    values[name] = text;
  }
  const sentence = uiT()(REFUSAL_TEXT[code], values);
  // A value the sentence names and the answer lacks stays a placeholder: the server's English says more than that.
  return sentence.includes('{{') ? undefined : sentence;
}

/**
 * What an API error says to the person: the server's English message in English (the spec's exact words); in
 * Bengali the catalogue's sentence for its code, and the server's message when it has none the catalogue knows.
 */
export function apiErrorText(err: ApiError): string {
  if (currentLanguage() === 'en' || err.code === undefined) return err.message;
  if (isRefusalCode(err.code)) return refusalText(err.code, err.params) ?? err.message;
  const key = Object.hasOwn(ERROR_TEXT, err.code) ? ERROR_TEXT[err.code] : undefined;
  return key ? uiT()(key) : err.message;
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
