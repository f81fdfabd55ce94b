import { colorSchemeOptions, designThemeOptions, stallBrandingOptions } from '@stallplan/contracts';
import { CheckboxGroup } from '../../../ui/form/checkbox-group.js';
import { SelectInput } from '../../../ui/form/select-input.js';
import type { StepProps } from './step-props.js';

export function DesignStep({ form }: StepProps) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <SelectInput
        label="Design Theme"
        required
        placeholder="Select a theme"
        options={designThemeOptions.options}
        registration={register('designTheme')}
        error={errors.designTheme?.message}
      />
      <SelectInput
        label="Colour Scheme"
        required
        placeholder="Select colours"
        options={colorSchemeOptions.options}
        registration={register('colorScheme')}
        error={errors.colorScheme?.message}
      />
      <div className="sm:col-span-2">
        <CheckboxGroup
          legend="Branding Elements"
          options={stallBrandingOptions.options}
          registration={register('brandingElements')}
          error={errors.brandingElements?.message}
        />
      </div>
    </div>
  );
}
