import type { ApiKey } from '@stallplan/contracts';
import type { StatusTone } from '../dashboard/status-pill.js';
import { formatAdminDateTime } from '../dashboard/format-admin-date.js';

const count = new Intl.NumberFormat('en-US');

/** `sp_key_Ab12Cd…`: the visible start of a secret, marked as cut short. */
export function keyStartText(key: Pick<ApiKey, 'keyStart'>): string {
  return `${key.keyStart}…`;
}

/** `600/min · 50,000/day` */
export function keyLimitsText(key: Pick<ApiKey, 'ratePerMinute' | 'dailyQuota'>): string {
  return `${count.format(key.ratePerMinute)}/min · ${count.format(key.dailyQuota)}/day`;
}

/** `1,204 in all · 18 today` (today is the UTC day, as the quota counts it). */
export function keyRequestsText(key: Pick<ApiKey, 'requestCount' | 'requestsToday'>): string {
  return `${count.format(key.requestCount)} in all · ${count.format(key.requestsToday)} today`;
}

export function keyLastUsedText(key: Pick<ApiKey, 'lastUsedAt'>): string {
  return key.lastUsedAt ? formatAdminDateTime(key.lastUsedAt) : 'Never';
}

export function keyStatus(key: Pick<ApiKey, 'status'>): { label: string; tone: StatusTone } {
  return key.status === 'active' ? { label: 'Active', tone: 'green' } : { label: 'Revoked', tone: 'red' };
}
