import { createHash } from 'node:crypto';

/** The limits a self-registration or a brief is counted against, as the rate limiter takes them. */
export interface SubmissionLimit {
  key: string;
  limit: number;
  windowMs: number;
  message: string;
}

export interface RegistrationLimitSettings {
  perClientPerHour: number;
  perDomainPerDay: number;
  perSharedDomainPerDay: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Confirmation mails one address may receive a day, however many clients ask for them. */
export const CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY = 3;

/**
 * Webmail domains that many unrelated vendors share: a per-domain limit sized for `acme.in`
 * would let ten gmail.com registrations a day block everyone else's, so these get their own.
 */
const SHARED_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.in',
  'yahoo.in',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'rediffmail.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'zoho.com',
  'zohomail.in',
]);

export const registrationLimitMessages = {
  client: 'Too many vendor registrations have come from your connection in the last hour. Please try again later.',
  domain: (domain: string) => `Too many vendor registrations have used e-mail addresses at ${domain} today. Please try again tomorrow, or contact us.`,
  address:
    'A confirmation link has already been sent to this e-mail address several times today. Please look for it in your inbox (and spam folder), or try again tomorrow.',
} as const;

export const BRIEFS_PER_CLIENT_MESSAGE = 'Too many briefs have been sent from your connection today. Please try again tomorrow, or contact us.';

/** Counters hold hashes, never a client's address or an e-mail. */
export function limitKeyPart(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase(), 'utf8').digest('hex');
}

/** `Asha@Acme.IN` → `acme.in`. */
export function emailDomainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return email
    .slice(at + 1)
    .trim()
    .toLowerCase();
}

export function isSharedMailDomain(domain: string): boolean {
  return SHARED_MAIL_DOMAINS.has(domain);
}

/**
 * A registration counts against its client address (per hour), its e-mail domain (per day) and
 * its e-mail address (per day, so nobody can have one inbox mailed again and again). They are
 * checked in this order and the first one passed refuses it.
 */
export function registrationLimits(clientAddress: string, email: string, settings: RegistrationLimitSettings): SubmissionLimit[] {
  const domain = emailDomainOf(email);
  return [
    {
      key: `registration-client:${limitKeyPart(clientAddress)}`,
      limit: settings.perClientPerHour,
      windowMs: HOUR_MS,
      message: registrationLimitMessages.client,
    },
    {
      key: `registration-domain:${limitKeyPart(domain)}`,
      limit: isSharedMailDomain(domain) ? settings.perSharedDomainPerDay : settings.perDomainPerDay,
      windowMs: DAY_MS,
      message: registrationLimitMessages.domain(domain),
    },
    {
      key: `registration-address:${limitKeyPart(email)}`,
      limit: CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY,
      windowMs: DAY_MS,
      message: registrationLimitMessages.address,
    },
  ];
}

/** Briefs count per client address per day, besides the per-e-mail limit the brief route keeps. */
export function briefClientLimit(clientAddress: string, perClientPerDay: number): SubmissionLimit {
  return { key: `brief-client:${limitKeyPart(clientAddress)}`, limit: perClientPerDay, windowMs: DAY_MS, message: BRIEFS_PER_CLIENT_MESSAGE };
}
