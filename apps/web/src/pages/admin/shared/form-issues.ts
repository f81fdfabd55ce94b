import type { FieldIssue } from '@stallplan/contracts';
import { messageForField } from '../../../vendors/vendor-field-errors.js';

/** Above a form's button when the server's refusal is already shown field by field. */
export const FIX_FIELDS = 'Please correct the highlighted fields.';

export interface FormIssues<Field extends string> {
  /** One message per field the form shows, the first issue winning. */
  fields: Array<{ field: Field; message: string }>;
  /** What no field can show (a refusal of the whole request), for the form's alert. */
  other: FieldIssue[];
}

/**
 * Issues from the form's own check or a 400's `details`, placed on the form's fields. A list field
 * shows one message for the whole list (`scopes.2` → `scopes`), as its checkboxes share one error.
 */
export function formIssuesFor<Field extends string>(issues: readonly FieldIssue[], fields: readonly Field[]): FormIssues<Field> {
  const placed: FormIssues<Field> = { fields: [], other: [] };
  for (const issue of issues) {
    const head = issue.path.split('.')[0] ?? '';
    const field = fields.find((known) => known === head);
    if (field === undefined) placed.other.push(issue);
    else if (!placed.fields.some((known) => known.field === field)) placed.fields.push({ field, message: messageForField(issue) });
  }
  return placed;
}

/** A zod check's issues in the server's `details` shape, so both reach the form the same way. */
export function issuesOfCheck(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FieldIssue[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
