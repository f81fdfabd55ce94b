import { reviewRejectionSchema, type FieldIssue } from '@stallplan/contracts';

/** The contract's limit, for the counter under the box; 500 should the schema stop saying. */
export const REASON_MAX_LENGTH = reviewRejectionSchema.shape.reason.maxLength ?? 500;

export type ReasonCheck = { ok: true; reason: string } | { ok: false; message: string };

/** The same check the server makes, so a bad reason is caught before it is sent. */
export function checkRejectionReason(reason: string): ReasonCheck {
  const parsed = reviewRejectionSchema.safeParse({ reason });
  if (parsed.success) return { ok: true, reason: parsed.data.reason };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please give a reason.' };
}

/** A 400's details split: the reason's own message goes under the box, the rest into the banner. */
export function splitReasonIssues(issues: readonly FieldIssue[]): { reason: string | null; other: string[] } {
  const reason = issues.find((issue) => issue.path === 'reason' || issue.path.endsWith('.reason'));
  return { reason: reason?.message ?? null, other: issues.filter((issue) => issue !== reason).map((issue) => issue.message) };
}
