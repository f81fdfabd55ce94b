import {
  API_KEY_DAILY_QUOTA_DEFAULT,
  API_KEY_RATE_PER_MINUTE_DEFAULT,
  API_SCOPES,
  apiKeyCreateSchema,
  apiScopeDescriptions,
  type ApiKeyCreate,
  type FieldIssue,
} from '@stallplan/contracts';
import { issuesOfCheck } from '../shared/form-issues.js';

/** What the New key form holds: text as typed, the ticked scopes as a list. */
export interface KeyFormValues {
  name: string;
  ownerEmail: string;
  scopes: string[];
  ratePerMinute: string;
  dailyQuota: string;
}

export const KEY_FORM_FIELDS = ['name', 'ownerEmail', 'scopes', 'ratePerMinute', 'dailyQuota'] as const;
export type KeyFormField = (typeof KEY_FORM_FIELDS)[number];

/** Each scope with what it opens, in the contracts' order, for the form's checkboxes. */
export const SCOPE_OPTIONS = API_SCOPES.map((scope) => ({ value: scope, label: `${scope} — ${apiScopeDescriptions[scope]}` }));

export function emptyKeyFormValues(): KeyFormValues {
  return { name: '', ownerEmail: '', scopes: [], ratePerMinute: String(API_KEY_RATE_PER_MINUTE_DEFAULT), dailyQuota: String(API_KEY_DAILY_QUOTA_DEFAULT) };
}

/**
 * A typed count as a number for the schema: blank leaves the default to the server, digits may be
 * grouped (`50,000`); anything else stays NaN so the schema says it is not a number.
 */
export function countOf(text: string): number | undefined {
  const plain = text.trim().replaceAll(',', '').replaceAll('_', '');
  if (plain === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

export type KeyFormCheck = { success: true; data: ApiKeyCreate } | { success: false; issues: FieldIssue[] };

/** The form checked with the schema the server uses, so the admin sees the same words before sending. */
export function checkKeyForm(values: KeyFormValues): KeyFormCheck {
  const ratePerMinute = countOf(values.ratePerMinute);
  const dailyQuota = countOf(values.dailyQuota);
  const request = {
    name: values.name,
    ownerEmail: values.ownerEmail,
    scopes: values.scopes,
    ...(ratePerMinute === undefined ? {} : { ratePerMinute }),
    ...(dailyQuota === undefined ? {} : { dailyQuota }),
  };
  const parsed = apiKeyCreateSchema.safeParse(request);
  return parsed.success ? { success: true, data: parsed.data } : { success: false, issues: issuesOfCheck(parsed.error.issues) };
}
