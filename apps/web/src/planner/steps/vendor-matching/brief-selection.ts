import { MAX_BRIEF_BUILDERS } from '@stallplan/contracts';

/** A builder chosen for the brief: the id the service needs and the name the bar shows. */
export interface BriefBuilder {
  id: string;
  name: string;
}

export type BriefToggle = { ok: true; chosen: BriefBuilder[] } | { ok: false; message: string };

export function briefLimitMessage(name: string): string {
  return `A brief goes to at most ${MAX_BRIEF_BUILDERS} builders. Remove one before adding ${name}.`;
}

export function isInBrief(chosen: readonly BriefBuilder[], id: string): boolean {
  return chosen.some((builder) => builder.id === id);
}

/** Adds the builder, or takes it out when already chosen; a sixth is refused with a sentence saying why. */
export function toggleBriefBuilder(chosen: readonly BriefBuilder[], builder: BriefBuilder): BriefToggle {
  if (isInBrief(chosen, builder.id)) return { ok: true, chosen: chosen.filter((kept) => kept.id !== builder.id) };
  if (chosen.length >= MAX_BRIEF_BUILDERS) return { ok: false, message: briefLimitMessage(builder.name) };
  return { ok: true, chosen: [...chosen, { id: builder.id, name: builder.name }] };
}

/** "Send brief to 1 builder" / "Send brief to 3 builders". */
export function sendBriefLabel(count: number): string {
  return `Send brief to ${count} ${count === 1 ? 'builder' : 'builders'}`;
}
