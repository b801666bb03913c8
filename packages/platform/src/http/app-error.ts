import { refusalMessage, type RefusalCode, type RefusalParams, type RefusalParamsOf } from '@hostel/contracts/refusals';

/** How soon a caller may retry while a dependency is down: long enough to let it come back, short enough to notice. */
export const RETRY_AFTER_SECONDS = 5;

/** A refusal with values (contracts' REFUSALS): its code and the values its sentence is made of. */
export interface Refusal {
  code: RefusalCode;
  params: RefusalParams;
}

/** The one error type for expected failures; the central handler maps it to `{ success: false, message }`. */
export class AppError extends Error {
  override readonly name = 'AppError';
  /** Sent as `Retry-After`: when a caller may try again (429, 503). */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly status: number,
    message: string,
    retryAfterSeconds?: number,
    /** Answered as `code` and `params` beside the English message, for a browser to say it in its language. */
    readonly refusal?: Refusal,
  ) {
    super(message);
    // DESIGN §6: a dependency that is down answers 503 with Retry-After, whoever raised it and however.
    this.retryAfterSeconds = retryAfterSeconds ?? (status === 503 ? RETRY_AFTER_SECONDS : undefined);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Unauthorized access') => new AppError(401, message);
export const forbidden = (message = 'Forbidden access') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const unavailable = (message = 'Service unavailable, please try again shortly', retryAfterSeconds = RETRY_AFTER_SECONDS) =>
  new AppError(503, message, retryAfterSeconds);

/** A refusal with values: the English sentence of contracts' REFUSALS, with its code and params. */
export const refuse = <C extends RefusalCode>(status: number, code: C, params: RefusalParamsOf<C>) =>
  new AppError(status, refusalMessage(code, params), undefined, { code, params });
