import { planResponseRequestSchema, type PlanDecision, type PlanResponse } from '@stallplan/contracts';
import type { z } from 'zod';

/** The answer form as its inputs hold it: no decision until one is picked. */
export interface PlanAnswerValues {
  decision: PlanDecision | null;
  name: string;
  note: string;
}

export const EMPTY_PLAN_ANSWER: PlanAnswerValues = { decision: null, name: '', note: '' };

export type PlanAnswerBody = z.output<typeof planResponseRequestSchema>;
export type PlanAnswerErrors = Partial<Record<keyof PlanAnswerValues, string>>;

export const CHOOSE_DECISION_MESSAGE = 'Choose whether you approve this version or ask for changes.';
export const NOTE_REQUIRED_MESSAGE = 'Please say what should change.';

/**
 * The contract's own rules on the viewer's answer, with its messages, plus the page's one rule of
 * its own: asking for changes needs a note saying which; an approval may come without one.
 */
export function checkPlanAnswer(values: PlanAnswerValues, versionNumber: number): { ok: true; body: PlanAnswerBody } | { ok: false; errors: PlanAnswerErrors } {
  const note = values.note.trim();
  const parsed = planResponseRequestSchema.safeParse({
    versionNumber,
    decision: values.decision ?? undefined,
    name: values.name.trim(),
    ...(note ? { note } : {}),
  });
  const errors: PlanAnswerErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'name' || field === 'note') && !errors[field]) errors[field] = issue.message;
    }
  }
  if (values.decision === null) errors.decision = CHOOSE_DECISION_MESSAGE;
  if (values.decision === 'changes-requested' && !note) errors.note = NOTE_REQUIRED_MESSAGE;
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, body: parsed.data };
  return { ok: false, errors };
}

/** `Approved version 3` / `Asked for changes to version 3`. */
export function decisionText(response: Pick<PlanResponse, 'decision' | 'versionNumber'>): string {
  return response.decision === 'approved' ? `Approved version ${response.versionNumber}` : `Asked for changes to version ${response.versionNumber}`;
}

/** What the page says once the answer is in: who was told, of what. */
export function answerSentText(response: Pick<PlanResponse, 'decision' | 'versionNumber' | 'name'>): string {
  const what =
    response.decision === 'approved' ? `your approval of version ${response.versionNumber}` : `your request for changes to version ${response.versionNumber}`;
  return `Thank you, ${response.name}. The plan’s owner has been told of ${what}.`;
}

/** Earlier answers, the newest first. */
export function newestFirst(responses: readonly PlanResponse[]): PlanResponse[] {
  return [...responses].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
