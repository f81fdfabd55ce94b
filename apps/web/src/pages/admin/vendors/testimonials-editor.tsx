import { MAX_STALL_IMAGES, MAX_TESTIMONIALS, uploadMessages } from '@stallplan/contracts';
import { MessageSquareQuote, Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { checkAddedImages } from './image-checks.js';
import { ImageUploadField } from './image-upload-field.js';
import { useFieldError } from './field-error.js';
import { emptyTestimonial, type VendorFormValues } from './vendor-form-values.js';
import { VendorTextField } from './vendor-text-field.js';

interface UploadTracking {
  track: <T>(work: Promise<T>) => Promise<T>;
  uploading: boolean;
}

function StallImages({ index, track, uploading }: { index: number } & UploadTracking) {
  const { control } = useFormContext<VendorFormValues>();
  const error = useFieldError(`testimonials.${index}.stallImages`);
  return (
    <Controller
      control={control}
      name={`testimonials.${index}.stallImages`}
      render={({ field }) => (
        <ImageUploadField
          kind="testimonial"
          label="Stall images"
          hint={`JPG/PNG/WebP, under 5MB each, up to ${MAX_STALL_IMAGES} per testimonial.`}
          urls={field.value}
          onChange={field.onChange}
          check={(files) => checkAddedImages(field.value.length, files, MAX_STALL_IMAGES, uploadMessages.tooManyStallImages)}
          track={track}
          uploading={uploading}
          error={error}
        />
      )}
    />
  );
}

/** §3 "Testimonial": client contact and text required, the client's name optional, photos of the stall. */
export function TestimonialsEditor({ track, uploading }: UploadTracking) {
  const { control } = useFormContext<VendorFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'testimonials' });
  const listError = useFieldError('testimonials');
  return (
    <div className="space-y-4">
      {fields.length === 0 && <p className="text-sm text-slate-500">No testimonials yet.</p>}
      {fields.map((field, index) => (
        <fieldset key={field.id} className="rounded-lg border border-slate-200 p-4">
          <div className="mb-3 flex items-center justify-between gap-2">
            <legend className="flex items-center gap-2 text-sm font-semibold text-ink">
              <MessageSquareQuote className="size-4 text-brand-600" aria-hidden />
              Testimonial {index + 1}
            </legend>
            <button type="button" className="btn-ghost px-2 py-1 text-red-700 hover:bg-red-50" onClick={() => remove(index)} aria-label={`Remove testimonial ${index + 1}`}>
              <Trash2 className="size-4" aria-hidden />
              Remove
            </button>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <VendorTextField name={`testimonials.${index}.clientName`} label="Client name" />
            <VendorTextField name={`testimonials.${index}.clientContact`} label="Client contact" required hint="E-mail or phone of the client." />
            <VendorTextField name={`testimonials.${index}.text`} label="Testimonial" required rows={3} className="sm:col-span-2" />
            <div className="sm:col-span-2">
              <StallImages index={index} track={track} uploading={uploading} />
            </div>
          </div>
        </fieldset>
      ))}
      {listError && <p className="text-xs font-medium text-red-700">{listError}</p>}
      <button type="button" className="btn-secondary" onClick={() => append(emptyTestimonial())} disabled={fields.length >= MAX_TESTIMONIALS}>
        <Plus className="size-4" aria-hidden />
        Add Testimonial
      </button>
    </div>
  );
}
