import { normalizeWebsite } from '@stallplan/contracts';
import { TextInput } from '../../../ui/form/text-input.js';
import type { StepProps } from './step-props.js';

export function ContactStep({ form }: StepProps) {
  const { register, setValue, formState } = form;
  const { errors } = formState;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextInput label="Company Name" required autoComplete="organization" registration={register('companyName')} error={errors.companyName?.message} />
      <TextInput label="Contact Person" required autoComplete="name" registration={register('contactPerson')} error={errors.contactPerson?.message} />
      <TextInput label="Email" type="email" required autoComplete="email" registration={register('email')} error={errors.email?.message} />
      <TextInput label="Phone" type="tel" required autoComplete="tel" registration={register('phone')} error={errors.phone?.message} />
      <TextInput
        label="Website"
        className="sm:col-span-2"
        autoComplete="url"
        inputMode="url"
        placeholder="www.example.com"
        hint="Optional."
        registration={register('website', { onBlur: (event: { target: { value: string } }) => setValue('website', normalizeWebsite(event.target.value)) })}
        error={errors.website?.message}
      />
    </div>
  );
}
