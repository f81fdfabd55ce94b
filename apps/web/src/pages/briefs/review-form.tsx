import { REVIEW_CRITERIA, REVIEW_CRITERION_LABELS, type Review } from '@stallplan/contracts';
import { Loader2, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { listError } from '../../ui/form/list-error.js';
import { focusFirstInvalid } from '../../ui/form/focus-first-invalid.js';
import { type Refusal } from '../../api/refusal.js';
import { formResolver } from '../../ui/form/form-resolver.js';
import { ImageUpload } from '../../ui/form/image-upload.js';
import { TextArea } from '../../ui/form/text-area.js';
import { useUploadTracking } from '../../ui/form/use-upload-tracking.js';
import { reviewBuilder } from './brief-actions.js';
import {
  EMPTY_REVIEW_FORM,
  MAX_REVIEW_PHOTOS,
  reviewFieldOf,
  reviewFormSchema,
  reviewTextCount,
  type ReviewData,
  type ReviewFormValues,
} from './review-form-values.js';
import { StarRatingInput } from './star-rating-input.js';
import { RefusalAlert } from '../../ui/refusal-alert.js';

interface ReviewFormProps {
  token: string;
  builderName: string;
  onReviewed: (review: Review) => void;
  /** 409 or 401: a review exists already, or the link ended; the page loads again. */
  onStale: () => void;
}

/**
 * The exhibitor's review of the builder they chose, after the show: four ratings, a few words and
 * up to five photos. It is checked by StallPlan before it shows on the builder's profile.
 */
export function ReviewForm({ token, builderName, onReviewed, onStale }: ReviewFormProps) {
  const [submitting, setSubmitting] = useState(false);
  const { track, uploading } = useUploadTracking();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { control, register, handleSubmit, setError, formState } = useForm<ReviewFormValues, unknown, ReviewData>({
    resolver: formResolver(reviewFormSchema),
    defaultValues: EMPTY_REVIEW_FORM,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const { errors } = formState;
  const text = useWatch({ control, name: 'text' });
  const busy = submitting || uploading;

  async function send(review: ReviewData) {
    setSubmitting(true);
    setRefusal(null);
    const outcome = await reviewBuilder(token, review);
    setSubmitting(false);
    if (outcome.ok) {
      onReviewed(outcome.review);
      return;
    }
    const placed: string[] = [];
    outcome.refusal.details.forEach((issue) => {
      const field = reviewFieldOf(issue.path);
      if (!field || placed.includes(field)) return;
      placed.push(field);
      setError(field as FieldPath<ReviewFormValues>, { type: 'server', message: issue.message });
    });
    focusFirstInvalid(formRef.current);
    setRefusal({ ...outcome.refusal, details: outcome.refusal.details.filter((issue) => reviewFieldOf(issue.path) === null) });
    if (outcome.refusal.status === 409 || outcome.refusal.status === 401) onStale();
  }
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void handleSubmit(send, () => focusFirstInvalid(formRef.current))(event)}
      className="card min-w-0 space-y-5"
      aria-labelledby="review-title"
      data-testid="review-form"
    >
      <div>
        <h2 id="review-title" className="section-title mb-1">
          Review {builderName}
        </h2>
        <p className="text-sm text-slate-600">
          How did the build go? Your review helps other exhibitors choose. It shows on {builderName}’s profile, with your company and show, once StallPlan has
          checked it.
        </p>
      </div>
      <fieldset disabled={busy} className="min-w-0 space-y-5">
        <legend className="sr-only">Your review</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {REVIEW_CRITERIA.map((criterion) => (
            <Controller
              key={criterion}
              control={control}
              name={`ratings.${criterion}`}
              render={({ field, fieldState }) => (
                <StarRatingInput
                  label={REVIEW_CRITERION_LABELS[criterion]}
                  name={criterion}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={fieldState.error?.message}
                  disabled={busy}
                />
              )}
            />
          ))}
        </div>
        <TextArea label="Your review" required rows={5} hint={reviewTextCount(text)} registration={register('text')} error={errors.text?.message} />
        <Controller
          control={control}
          name="photos"
          render={({ field, fieldState }) => (
            <ImageUpload
              label="Photos of the stall"
              hint={`Optional: up to ${MAX_REVIEW_PHOTOS} photos. JPG/PNG/WebP, under 5MB each.`}
              kind="testimonial"
              max={MAX_REVIEW_PHOTOS}
              multiple
              tooManyMessage={`Add at most ${MAX_REVIEW_PHOTOS} photos.`}
              urls={field.value}
              onChange={field.onChange}
              track={track}
              disabled={busy}
              error={listError(fieldState.error)}
            />
          )}
        />
      </fieldset>
      <RefusalAlert refusal={refusal} testId="review-error" />
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={busy}>
          {submitting ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Send className="size-4" aria-hidden />}
          {uploading ? 'Uploading...' : submitting ? 'Sending...' : 'Send review'}
        </button>
      </div>
    </form>
  );
}
