import type { OutboxKind, OutboxStatus, QuotePdfStatus } from '@stallplan/contracts';
import type { StatusTone } from './status-pill.js';

/** `held`: no mail server is configured, so only this list shows the message. */
const OUTBOX: Record<OutboxStatus, { label: string; tone: StatusTone }> = {
  queued: { label: 'Queued', tone: 'blue' },
  sent: { label: 'Sent', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
  held: { label: 'Held', tone: 'amber' },
};

const QUOTE_PDF: Record<QuotePdfStatus, { label: string; tone: StatusTone }> = {
  rendering: { label: 'PDF rendering', tone: 'blue' },
  ready: { label: 'PDF ready', tone: 'green' },
  failed: { label: 'PDF failed', tone: 'red' },
  expired: { label: 'PDF expired', tone: 'amber' },
};

const OUTBOX_KINDS: Record<OutboxKind, string> = {
  enquiry: 'Enquiry',
  'enquiry-copy': 'Enquiry copy',
  'form-notification': 'Planner notification',
  'stall-requirements': 'Stall requirements',
  'stall-confirmation': 'Stall confirmation',
  'vendor-registration': 'Vendor registration',
  'brief-invitation': 'Brief invitation',
  'brief-sent': 'Brief sent',
  'bid-received': 'Bid received',
  'bid-awarded': 'Bid awarded',
  'bid-not-awarded': 'Bid not awarded',
  'review-invitation': 'Review invitation',
  'plan-saved': 'Plan edit link',
  'plan-sign-in': 'My plans sign-in link',
  'plan-response': 'Answer to a shared plan',
  'plan-retention-warning': 'Plan retention warning',
};

export const outboxStatus = (status: OutboxStatus) => OUTBOX[status];
export const quotePdfStatus = (status: QuotePdfStatus) => QUOTE_PDF[status];
export const outboxKindLabel = (kind: OutboxKind) => OUTBOX_KINDS[kind];
