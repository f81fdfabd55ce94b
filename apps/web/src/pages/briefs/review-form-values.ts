import { REVIEW_CRITERIA, reviewInputSchema, type ReviewCriterion } from '@stallplan/contracts';
import { z } from 'zod';

export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
export const MAX_REVIEW_PHOTOS = 5;

/** The review form as its inputs hold it: a star count per criterion (null until chosen), the text, the uploaded photos. */
export interface ReviewFormValues {
  ratings: Record<ReviewCriterion, number | null>;
  text: string;
  photos: string[];
}

export const EMPTY_REVIEW_FORM: ReviewFormValues = {
  ratings: Object.fromEntries(REVIEW_CRITERIA.map((criterion) => [criterion, null])) as Record<ReviewCriterion, number | null>,
  text: '',
  photos: [],
};

/** The form's values as the contract reads them: an unrated criterion is missing, so it says "Please rate …". */
export function reviewInputCandidate(values: ReviewFormValues): Record<string, unknown> {
  return {
    ratings: Object.fromEntries(REVIEW_CRITERIA.map((criterion) => [criterion, values.ratings[criterion] ?? undefined])),
    text: values.text,
    photos: values.photos,
  };
}

/** What the form submits: the contract's parsed review. */
export type ReviewData = z.output<typeof reviewInputSchema>;

/** The resolver's schema: the contract's own rules, with its messages, on the form's fields. */
export const reviewFormSchema = z.preprocess((values) => reviewInputCandidate(values as ReviewFormValues), reviewInputSchema);

/** Under the text box: how much is written against the limits. */
export function reviewTextCount(text: string): string {
  const length = text.trim().length;
  if (length < REVIEW_TEXT_MIN) return `${length} characters; at least ${REVIEW_TEXT_MIN}`;
  return `${length.toLocaleString('en-IN')} of ${REVIEW_TEXT_MAX.toLocaleString('en-IN')} characters`;
}

/** A refusal's field path as the form names it: `ratings.design`, `text`, `photos` (any photo). */
export function reviewFieldOf(path: string): string | null {
  const [head, second] = path.split('.');
  if (head === 'ratings') return second && (REVIEW_CRITERIA as readonly string[]).includes(second) ? `ratings.${second}` : null;
  if (head === 'text' || head === 'photos') return head;
  return null;
}
