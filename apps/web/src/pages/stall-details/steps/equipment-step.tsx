import { audioVisualOptions, stallFurnitureOptions, stallTechnologyOptions } from '@stallplan/contracts';
import { CheckboxGroup } from '../../../ui/form/checkbox-group.js';
import { CheckboxInput } from '../../../ui/form/checkbox-input.js';
import type { StepProps } from './step-props.js';

export function EquipmentStep({ form }: StepProps) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <div className="space-y-6">
      <CheckboxGroup
        legend="Furniture"
        required
        hint="Choose at least one."
        options={stallFurnitureOptions.options}
        registration={register('furniture')}
        error={errors.furniture?.message}
      />
      <CheckboxGroup legend="Audio-Visual" options={audioVisualOptions.options} registration={register('audioVisual')} error={errors.audioVisual?.message} />
      <CheckboxGroup legend="Technology" options={stallTechnologyOptions.options} registration={register('technology')} error={errors.technology?.message} />
      <fieldset>
        <legend className="field-label">Marketing Materials</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          <CheckboxInput label="Brochures" control={form.control} name="brochures" />
          <CheckboxInput label="Giveaways" control={form.control} name="giveaways" />
          <CheckboxInput label="Digital Displays" control={form.control} name="digitalDisplays" />
          <CheckboxInput label="Product Samples" control={form.control} name="productSamples" />
        </div>
      </fieldset>
    </div>
  );
}
