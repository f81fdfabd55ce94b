import { MAX_STALL_IMAGES, MAX_TESTIMONIALS, uploadMessages, type VendorRegistration } from '@stallplan/contracts';
import { MessageSquareQuote, Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { TextArea, TextInput } from '../stall-details/form-inputs.js';
import { ImageUpload } from './image-upload.js';
import { EMPTY_TESTIMONIAL, type VendorFormValues } from './vendor-form-values.js';

interface TestimonialsFieldProps {
  form: UseFormReturn<VendorFormValues, unknown, VendorRegistration>;
  onBusyChange: (busy: boolean) => void;
  disabled: boolean;
}

/** Testimonials from past clients (§3): client contact and text required, name optional, up to 5 stall photos each. */
export function TestimonialsField({ form, onBusyChange, disabled }: TestimonialsFieldProps) {
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'testimonials' });
  const errors = formState.errors.testimonials;

  return (
    <div className="space-y-4">
      {fields.length === 0 && <p className="text-sm text-slate-500">No testimonials yet. A word from a past client helps exhibitors choose you.</p>}
      <ol className="space-y-4">
        {fields.map((field, index) => (
          <li key={field.id}>
            <fieldset className="rounded-xl border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-ink">Testimonial {index + 1}</legend>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <TextInput label="Client Name" hint="Optional." registration={register(`testimonials.${index}.clientName`)} error={errors?.[index]?.clientName?.message} />
                <TextInput
                  label="Client Contact"
                  required
                  hint="An e-mail or phone number we may check with."
                  registration={register(`testimonials.${index}.clientContact`)}
                  error={errors?.[index]?.clientContact?.message}
                />
                <TextArea
                  label="Testimonial"
                  required
                  className="sm:col-span-2"
                  registration={register(`testimonials.${index}.text`)}
                  error={errors?.[index]?.text?.message}
                />
                <div className="sm:col-span-2">
                  <Controller
                    control={control}
                    name={`testimonials.${index}.stallImages`}
                    render={({ field: images, fieldState }) => (
                      <ImageUpload
                        label={`Stall Images for testimonial ${index + 1}`}
                        hint={`Up to ${MAX_STALL_IMAGES} photos of the stall. JPG/PNG/WebP, under 5MB each.`}
                        kind="testimonial"
                        max={MAX_STALL_IMAGES}
                        multiple
                        tooManyMessage={uploadMessages.tooManyStallImages}
                        urls={images.value}
                        onChange={images.onChange}
                        onBusyChange={onBusyChange}
                        disabled={disabled}
                        fieldError={fieldState.error?.message}
                      />
                    )}
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
      <button type="button" className="btn-secondary" onClick={() => append({ ...EMPTY_TESTIMONIAL, stallImages: [] })} disabled={disabled || fields.length >= MAX_TESTIMONIALS}>
        {fields.length === 0 ? <MessageSquareQuote className="size-4" aria-hidden /> : <Plus className="size-4" aria-hidden />}
        Add Testimonial
      </button>
    </div>
  );
}
