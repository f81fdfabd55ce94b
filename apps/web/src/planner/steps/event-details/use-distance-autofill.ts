import { useEffect, useRef } from 'react';
import { planStore } from '../../../current-plan/plan-store.js';
import { shouldFillDistance } from './distance-autofill.js';
import { useDistanceEstimate } from './use-distance-estimate.js';

/**
 * Puts the estimate for the chosen cities into the distance field when an answer arrives for a
 * new pair (see docs/planner.md#distance), and returns it for the "Auto" button. Typing in the field re-runs nothing here,
 * so a distance the user typed stays until the cities change.
 */
export function useDistanceAutofill(originCity: string, destinationCity: string): number | null {
  const { pair, km } = useDistanceEstimate(originCity, destinationCity);
  const openingPair = useRef(pair);
  const pairChosenNow = useRef(false);

  useEffect(() => {
    if (pair !== openingPair.current) pairChosenNow.current = true;
    if (km === null) return;
    // Read from the store, not a prop: the latest value, without re-running on every keystroke.
    const current = planStore.get().eventDetails.distance;
    if (shouldFillDistance(km, current, pairChosenNow.current)) planStore.setEventDetails({ distance: km });
  }, [pair, km]);

  return km;
}
