/**
 * A card's reasons list what counted for the show first and cautions last, as plain sentences;
 * the response has no field telling them apart. These are the ways catalog words a caution
 * (services/catalog recommend-events.ts renderReason): over budget, an edition outside the
 * timeline or too soon to build a stall, a show demanding for the exhibitor's experience.
 */
const CAUTION_WORDING = [/\bis above your\b/i, /\b(sooner|later) than your timeline\b/i, /\blittle time to\b/i, /\bdemanding for\b/i];

export function isCautionReason(reason: string): boolean {
  return CAUTION_WORDING.some((pattern) => pattern.test(reason));
}
