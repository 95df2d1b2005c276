// The errors a service throws for what a user can cause; plugins/errors.ts answers each one in
// the shape of docs/api.md. On the ground floor, so every layer may throw them (decision 037).
import { MSG } from '@boldcall/shared/messages';

/** An error a user can cause: thrown by services, answered as-is. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  constructor(statusCode: number, code: string, message: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') =>
  new AppError(400, code, message);
export const unauthorized = (message: string = MSG.authRequired) =>
  new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string, code = 'FORBIDDEN') => new AppError(403, code, message);
export const notFound = (message: string = MSG.notFound) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
