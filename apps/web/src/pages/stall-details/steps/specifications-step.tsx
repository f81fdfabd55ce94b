import { preferredLocationOptions, stallPowerOptions } from '@stallplan/contracts';
import { CheckboxInput } from '../../../ui/form/checkbox-input.js';
import { SelectInput } from '../../../ui/form/select-input.js';
import { TextArea } from '../../../ui/form/text-area.js';
import type { StepProps } from './step-props.js';

export function SpecificationsStep({ form }: StepProps) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <SelectInput
        label="Preferred Location"
        required
        placeholder="Select a location in the hall"
        options={preferredLocationOptions.options}
        registration={register('preferredLocation')}
        error={errors.preferredLocation?.message}
      />
      <SelectInput
        label="Power Requirement"
        required
        placeholder="Select power load"
        options={stallPowerOptions.options}
        registration={register('powerRequirement')}
        error={errors.powerRequirement?.message}
      />
      <TextArea
        label="Special Requirements"
        className="sm:col-span-2"
        placeholder="Water connection, hanging structure, extra height…"
        registration={register('specialRequirements')}
        error={errors.specialRequirements?.message}
      />
      <div className="sm:col-span-2">
        <CheckboxInput label="Wheelchair accessibility needed" hint="A ramp and a step-free stall floor." control={form.control} name="accessibility" />
      </div>
    </div>
  );
}
