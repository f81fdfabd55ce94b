import { AppError } from '@stallplan/service-kit';

/** What a caller reads when the database would not take the message: nothing was sent, try again. */
export function mailUnavailable(what: string): AppError {
  return new AppError('SERVICE_UNAVAILABLE', `${what} could not be saved right now. Please try again in a moment.`);
}
