import { INVALID_LINK_MESSAGE, STALE_PLAN_MESSAGE } from '@stallplan/contracts';
import { AppError } from '@stallplan/service-kit';

/** Every link that opens nothing (bad shape, unknown, revoked, expired, another plan's) gets this one 401. */
export function invalidLink(): AppError {
  return new AppError('UNAUTHORIZED', INVALID_LINK_MESSAGE);
}

/** A save against an older revision: 409 with the revision the plan now has; nothing was written. */
export class StalePlanError extends AppError {
  constructor(readonly currentRevision: number) {
    super('CONFLICT', STALE_PLAN_MESSAGE);
  }
}

export const PLAN_NOT_FOUND_MESSAGE = 'No plan with that id is saved for your address.';
export const VERSION_NOT_FOUND_MESSAGE = 'This plan has no version with that number.';
export const SHARE_NOT_FOUND_MESSAGE = 'This plan has no share link with that id.';
export const OWNER_EMAIL_MISSING_MESSAGE = 'Add your e-mail address in step 1 before saving, so the edit link can be mailed to you.';
