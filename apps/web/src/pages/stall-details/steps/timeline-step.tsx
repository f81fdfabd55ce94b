import { approvalStatusOptions, budgetRangeOptions } from '@stallplan/contracts';
import { SelectInput } from '../../../ui/form/select-input.js';
import { TextArea } from '../../../ui/form/text-area.js';
import { TextInput } from '../../../ui/form/text-input.js';
import type { StepProps } from './step-props.js';

export function TimelineStep({ form }: StepProps) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <TextInput label="Setup Date" type="date" required registration={register('setupDate')} error={errors.setupDate?.message} />
      <TextInput label="Event Date" type="date" required registration={register('eventDate')} error={errors.eventDate?.message} />
      <TextInput label="Dismantle Date" type="date" hint="Optional." registration={register('dismantleDate')} error={errors.dismantleDate?.message} />
      <SelectInput
        label="Budget Range"
        required
        className="sm:col-span-3 md:col-span-1"
        placeholder="Select a budget"
        options={budgetRangeOptions.options}
        registration={register('budgetRange')}
        error={errors.budgetRange?.message}
      />
      <SelectInput
        label="Approval Status"
        className="sm:col-span-3 md:col-span-2"
        placeholder="Not decided yet"
        options={approvalStatusOptions.options}
        registration={register('approvalStatus')}
        error={errors.approvalStatus?.message}
      />
      <TextArea
        label="Special Instructions"
        className="sm:col-span-3"
        rows={4}
        registration={register('specialInstructions')}
        error={errors.specialInstructions?.message}
      />
    </div>
  );
}
