/** The one error type for expected failures; the central handler maps it to `{ success: false, message }`. */
export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Unauthorized access') => new AppError(401, message);
export const forbidden = (message = 'Forbidden access') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const unavailable = (message = 'Service unavailable, please try again shortly') => new AppError(503, message);
