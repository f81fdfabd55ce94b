import { eventDetailsStepSchema } from '@stallplan/contracts';

/**
 * The sentence to show under a filled-in e-mail address that Next would refuse, or null.
 * It asks the contract's own rule, so the field and the missing-fields dialog never disagree;
 * a blank address is the dialog's to report.
 */
export function emailProblem(text: string): string | null {
  if (text.trim() === '') return null;
  const result = eventDetailsStepSchema.shape.emailAddress.safeParse(text);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Email Address must be a valid e-mail address.');
}
