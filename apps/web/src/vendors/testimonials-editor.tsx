import { MAX_STALL_IMAGES, MAX_TESTIMONIALS, uploadMessages } from '@stallplan/contracts';
import { MessageSquareQuote, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FieldError } from '../ui/form/error.js';
import { useFieldError } from '../ui/form/use-field-error.js';
import type { UploadTracking } from '../ui/form/use-upload-tracking.js';
import { emptyTestimonial, type VendorFormValues } from './vendor-form-values.js';
import { ImageListField } from './vendor-image-fields.js';
import { VendorTextField } from './vendor-text-field.js';

/** How a form words the testimonial fields: the admin and a registering vendor are spoken to differently. */
export interface TestimonialLabels {
  clientName: string;
  clientNameHint?: string | undefined;
  clientContact: string;
  clientContactHint: string;
  text: string;
  /** The stall images' label for the testimonial at this position (0-based). */
  stallImages: (index: number) => string;
  stallImagesHint: string;
  /** Shown while there are none. */
  empty: string;
}

interface TestimonialsEditorProps {
  labels: TestimonialLabels;
  track: UploadTracking['track'];
  disabled?: boolean | undefined;
}

/** Testimonials from past clients (see docs/marketplace.md#vendor-record): client contact and text required, the name optional, photos of the stall. */
export function TestimonialsEditor({ labels, track, disabled }: TestimonialsEditorProps) {
  const { control } = useFormContext<VendorFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'testimonials' });
  const listError = useFieldError('testimonials');
  return (
    <div className="space-y-4">
      {fields.length === 0 && <p className="text-sm text-slate-500">{labels.empty}</p>}
      <ol className="space-y-4">
        {fields.map((field, index) => (
          <li key={field.id}>
            <fieldset className="rounded-xl border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-ink">Testimonial {index + 1}</legend>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <VendorTextField name={`testimonials.${index}.clientName`} label={labels.clientName} hint={labels.clientNameHint} />
                <VendorTextField name={`testimonials.${index}.clientContact`} label={labels.clientContact} required hint={labels.clientContactHint} />
                <VendorTextField name={`testimonials.${index}.text`} label={labels.text} required rows={3} className="sm:col-span-2" />
                <div className="sm:col-span-2">
                  <ImageListField
                    name={`testimonials.${index}.stallImages`}
                    kind="testimonial"
                    max={MAX_STALL_IMAGES}
                    tooManyMessage={uploadMessages.tooManyStallImages}
                    label={labels.stallImages(index)}
                    hint={labels.stallImagesHint}
                    track={track}
                    disabled={disabled}
                  />
                </div>
              </div>
              <button type="button" className="btn-ghost mt-3 text-red-700" onClick={() => remove(index)} disabled={disabled}>
                <Trash2 className="size-4" aria-hidden />
                Remove testimonial {index + 1}
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      <FieldError id={undefined}>{listError}</FieldError>
      <button type="button" className="btn-secondary" onClick={() => append(emptyTestimonial())} disabled={disabled || fields.length >= MAX_TESTIMONIALS}>
        {fields.length === 0 ? <MessageSquareQuote className="size-4" aria-hidden /> : <Plus className="size-4" aria-hidden />}
        Add Testimonial
      </button>
    </div>
  );
}
