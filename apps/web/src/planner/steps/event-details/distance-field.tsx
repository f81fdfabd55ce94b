import { DISTANCE_KM_MAX } from '@stallplan/contracts';
import { Wand2 } from 'lucide-react';
import { Field } from '../../../ui/form/field.js';
import { numberFromInput } from './number-input.js';
import type { SectionProps } from './section-props.js';
import { useDistanceAutofill } from './use-distance-autofill.js';

/** Distance (km), 0 to 5000 (see docs/planner.md#distance), filled from the two cities, with a button that restores the estimate. */
export function DistanceField({ details, update }: SectionProps) {
  const estimateKm = useDistanceAutofill(details.originCity, details.destinationCity);
  const hasEstimate = estimateKm !== null && estimateKm > 0;
  return (
    <Field
      label="Distance (km)"
      hint={hasEstimate ? 'Estimated from the two cities; type your own if you know better.' : 'Filled in once both cities are chosen.'}
    >
      {({ id, describedBy }) => (
        <div className="flex gap-2">
          <input
            id={id}
            aria-describedby={describedBy}
            className="field-input"
            type="number"
            inputMode="numeric"
            min={0}
            max={DISTANCE_KM_MAX}
            step={1}
            value={details.distance}
            onChange={(event) => update({ distance: numberFromInput(event.target.value, 0, DISTANCE_KM_MAX, { whole: true }) })}
          />
          {hasEstimate && (
            <button type="button" className="btn-secondary shrink-0" title="Use the estimated distance" onClick={() => update({ distance: estimateKm })}>
              <Wand2 className="size-4" aria-hidden />
              Auto: {estimateKm} km
            </button>
          )}
        </div>
      )}
    </Field>
  );
}
