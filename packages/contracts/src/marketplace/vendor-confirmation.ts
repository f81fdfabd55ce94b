import { z } from 'zod';

/** How long a registration's confirmation link works; an unconfirmed registration is deleted after it. */
export const VENDOR_CONFIRMATION_HOURS = 48;

export const VENDOR_CONFIRMED_MESSAGE = 'Thank you: your e-mail address is confirmed. Your vendor profile is now awaiting approval.';

/**
 * The confirmation link's token, sent back by the page the link opens. Only its length is checked
 * here: a token of the wrong shape gets the same answer as a wrong token (INVALID_LINK_MESSAGE).
 */
export const vendorConfirmationSchema = z.object({
  token: z
    .string({ error: 'The confirmation token is required.' })
    .min(1, 'The confirmation token is required.')
    .max(200, 'The confirmation token is too long.'),
});
export type VendorConfirmationInput = z.input<typeof vendorConfirmationSchema>;

export const vendorConfirmationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.string(), name: z.string() }),
});
export type VendorConfirmationResponse = z.infer<typeof vendorConfirmationResponseSchema>;

/** The confirmation link as mailed: `${PUBLIC_BASE_URL}/vendor/confirm/<token>`. */
export const VENDOR_CONFIRM_PATH = '/vendor/confirm';
