import { TOO_MANY_PLAN_SAVES_MESSAGE } from '@stallplan/contracts';
import type { QuotesConfig } from '../config.js';
import type { RateLimit } from '@stallplan/service-kit';
import { hashPlanToken } from './plan-token.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const TOO_MANY_PLANS_MESSAGE = 'Too many plans saved from your address. Please wait an hour; your plan is kept in this browser meanwhile.';
export const TOO_MANY_SHARES_MESSAGE = 'Too many share links made for this plan. Please wait an hour, or revoke and reuse one you made.';
export const TOO_MANY_RESPONSES_MESSAGE = 'Too many answers sent from your address. Please wait an hour and try again.';
export const TOO_MANY_SIGN_IN_LINKS_MESSAGE = 'Too many sign-in links asked for. Please wait 15 minutes, then ask again.';

/** The limits of docs/saved-plans.md#limits, each counted in Redis across every API process. */
export function planRateLimits(config: Pick<QuotesConfig, 'PLAN_CREATES_PER_HOUR' | 'PLAN_SAVES_PER_MINUTE'>) {
  return {
    create: (ip: string): RateLimit => ({ key: `plan-create:${ip}`, limit: config.PLAN_CREATES_PER_HOUR, windowMs: HOUR, message: TOO_MANY_PLANS_MESSAGE }),
    save: (ip: string): RateLimit => ({ key: `plan-save:${ip}`, limit: config.PLAN_SAVES_PER_MINUTE, windowMs: MINUTE, message: TOO_MANY_PLAN_SAVES_MESSAGE }),
    share: (planId: string): RateLimit => ({ key: `plan-share:${planId}`, limit: 20, windowMs: HOUR, message: TOO_MANY_SHARES_MESSAGE }),
    respond: (ip: string): RateLimit => ({ key: `plan-response:${ip}`, limit: 10, windowMs: HOUR, message: TOO_MANY_RESPONSES_MESSAGE }),
    signInClient: (ip: string): RateLimit => ({ key: `plan-sign-in:${ip}`, limit: 5, windowMs: 15 * MINUTE, message: TOO_MANY_SIGN_IN_LINKS_MESSAGE }),
    // Counted by the address's hash: Redis never holds the address for this.
    signInAddress: (email: string): RateLimit => ({
      key: `plan-sign-in-address:${hashPlanToken(email)}`,
      limit: 3,
      windowMs: 15 * MINUTE,
      message: TOO_MANY_SIGN_IN_LINKS_MESSAGE,
    }),
  };
}
