import type { FieldIssue } from '@stallplan/contracts';
import { TAG_FIELDS } from './vendor-form-values.js';

export interface FieldMessage {
  /** react-hook-form's dotted name: `contact.email`, `testimonials.0.text`. */
  field: string;
  message: string;
}

/**
 * Where an issue shows in the form. Tag and image lists show one message for the whole list
 * (`specialties.3` → `specialties`); a testimonial's stall images likewise.
 */
export function formFieldOf(path: string): string {
  const parts = path.split('.');
  if ((TAG_FIELDS as readonly string[]).includes(parts[0] ?? '') || parts[0] === 'portfolioImages') return parts[0] ?? '';
  if (parts[0] === 'testimonials' && parts[2] === 'stallImages') return parts.slice(0, 3).join('.');
  return path;
}

/**
 * The server writes `contact.email: Email must be…`, or `testimonials.0.text is required`; by the
 * field the path would only repeat itself.
 */
export function messageForField(issue: FieldIssue): string {
  if (issue.path !== '' && issue.message === `${issue.path} is required`) return 'This field is required.';
  const prefix = `${issue.path}: `;
  return issue.path !== '' && issue.message.startsWith(prefix) ? issue.message.slice(prefix.length) : issue.message;
}

/** One message per form field, the first issue winning, as the form shows them. */
export function fieldErrorsFrom(issues: readonly FieldIssue[]): FieldMessage[] {
  return splitServerIssues(issues, () => true).fields;
}

/**
 * Issues split into messages for fields the form shows and the rest (for a banner or a toast).
 * The first message per field wins, as the form shows one at a time.
 */
export function splitServerIssues(details: readonly FieldIssue[], isFormField: (field: string) => boolean): { fields: FieldMessage[]; other: string[] } {
  const fields: FieldMessage[] = [];
  const other: string[] = [];
  for (const issue of details) {
    const field = formFieldOf(issue.path);
    if (issue.path !== '' && isFormField(field)) {
      if (!fields.some((known) => known.field === field)) fields.push({ field, message: messageForField(issue) });
    } else {
      other.push(issue.message);
    }
  }
  return { fields, other };
}

/** Whether a dotted path names a field of these values: every step must exist (`testimonials.0.text`). */
export function hasPath(values: unknown, path: string): boolean {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || !(key in current)) return false;
    current = (current as Record<string, unknown>)[key];
  }
  return true;
}
