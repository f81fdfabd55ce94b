import { z } from 'zod';
import { errorResponseSchema } from '../envelope.js';
import { defineRoutes } from '../http/define-routes.js';

/**
 * The "not me" link every mail about a saved plan carries (docs/saved-plans.md#mails): anyone who
 * receives such a mail at an address that is not theirs, or wants no more of it, stops all of it
 * there. The token names the address without showing it: 256 bits, 43 base64url characters.
 */
export const MAIL_STOP_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const MAIL_STOP_PATH = '/mail/stop';
export const MAIL_STOPPED_MESSAGE = 'StallPlan will send no more mail to this address.';
export const MAIL_STOP_UNKNOWN_MESSAGE = 'This link is not one StallPlan sent. Open it from the mail again.';
export const TOO_MANY_MAIL_STOPS_MESSAGE = 'Too many stop links opened from your address. Please wait an hour and try again.';
/** Mails about saved plans one address gets in a day (edit links, sign-in links, answers), whoever asks for them. */
export const PLAN_MAILS_PER_ADDRESS_PER_DAY = 5;

export const mailStopParamsSchema = z.object({
  token: z.string().regex(MAIL_STOP_TOKEN_PATTERN, 'This stop link is not complete. Open it from the mail again.'),
});
export const mailStopResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MailStopResponse = z.infer<typeof mailStopResponseSchema>;

export const mailStopRoutes = defineRoutes({
  stopMail: {
    method: 'POST',
    path: '/api/mail-stops/:token',
    summary: 'Stop all mail about saved plans to the address a mail was sent to',
    params: mailStopParamsSchema,
    responses: { 200: mailStopResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema },
  },
});
