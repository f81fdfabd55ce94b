import { citiesByStateCode, cityLabel, listStates } from '@stallplan/contracts';
import { Field } from '../../../ui/form/field.js';
import { ChoiceSelect } from './choice-select.js';

// Built-in data (see docs/planner.md#built-in-geography): computed once, never fetched.
const STATE_OPTIONS = listStates().map((state) => ({ value: state.code, label: state.name }));

interface StateCityFieldsProps {
  stateLabel: string;
  cityLabel: string;
  stateCode: string;
  city: string;
  /** The chosen city belongs to the old state, so the caller clears it with the new code. */
  onStateChange: (stateCode: string) => void;
  onCityChange: (city: string) => void;
}

/** A state select and the select of that state's cities, which waits for a state. */
export function StateCityFields({ stateLabel, cityLabel: cityFieldLabel, stateCode, city, onStateChange, onCityChange }: StateCityFieldsProps) {
  const cityOptions = citiesByStateCode(stateCode).map((option) => ({ value: option.name, label: cityLabel(option) }));
  return (
    <>
      <Field label={stateLabel} required>
        {(ids) => <ChoiceSelect {...ids} required placeholder="Select state" options={STATE_OPTIONS} value={stateCode} onChange={onStateChange} />}
      </Field>
      <Field label={cityFieldLabel} required>
        {(ids) => (
          <ChoiceSelect
            {...ids}
            required
            disabled={stateCode === ''}
            placeholder={stateCode === '' ? 'Choose a state first' : 'Select city'}
            options={cityOptions}
            value={city}
            onChange={onCityChange}
          />
        )}
      </Field>
    </>
  );
}
