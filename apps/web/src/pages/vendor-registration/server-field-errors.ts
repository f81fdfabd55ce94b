import type { FieldIssue } from '@stallplan/contracts';

export interface FieldMessage {
  /** react-hook-form's dotted name: `contact.email`, `testimonials.0.text`. */
  field: string;
  message: string;
}

/** The service's messages name their field first (`contact.email: ...`); beside the field that is said already. */
function withoutPath(path: string, message: string): string {
  if (message === `${path} is required`) return 'This field is required.';
  return message.startsWith(`${path}: `) ? message.slice(path.length + 2) : message;
}

/**
 * A 400's details split into messages for fields the form shows and the rest. The first message
 * per field wins, as the form shows one at a time.
 */
export function splitServerIssues(details: readonly FieldIssue[], isFormField: (field: string) => boolean): { fields: FieldMessage[]; other: string[] } {
  const fields: FieldMessage[] = [];
  const other: string[] = [];
  for (const { path, message } of details) {
    if (path !== '' && isFormField(path)) {
      if (!fields.some((known) => known.field === path)) fields.push({ field: path, message: withoutPath(path, message) });
    } else {
      other.push(message);
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
