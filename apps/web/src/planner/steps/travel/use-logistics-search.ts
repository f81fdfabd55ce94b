import {
  cargoLoadFor,
  DEFAULT_LOGISTICS_ORIGIN,
  logisticsSearchRequestFrom,
  type LogisticsOption,
  type LogisticsSearchRequestInput,
} from '@stallplan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../api/api-client.js';
import type { PlanState } from '../../../current-plan/plan-state.js';
import { plannerFormDataOf } from '../../plan-requests.js';
import { missingCitiesFor } from './missing-cities.js';
import { SEARCH_TEXTS } from './search-texts.js';
import { logisticsStallSqm } from './stall-size.js';

async function searchLogistics(request: LogisticsSearchRequestInput, signal: AbortSignal): Promise<LogisticsOption[]> {
  const response = await api.searchLogistics({ body: request, signal });
  if (response.status !== 200) throw new Error(SEARCH_TEXTS.logistics.failure);
  return response.body.logistics;
}

/** Step 6's search for freight sized to the stall; it waits until the destination is known (see docs/planner.md#search-requests). */
export function useLogisticsSearch(details: PlanState['eventDetails'], design: PlanState['stallDesign']) {
  const stallSqm = logisticsStallSqm(details.boothSize, design);
  const request = useMemo(() => logisticsSearchRequestFrom(plannerFormDataOf(details), stallSqm), [details, stallSqm]);
  const missing = missingCitiesFor('logistics', details);
  const query = useQuery({
    queryKey: ['logistics', request],
    queryFn: ({ signal }) => searchLogistics(request, signal),
    enabled: missing.length === 0,
  });
  const search = {
    origin: details.originCity.trim() || DEFAULT_LOGISTICS_ORIGIN,
    destination: details.destinationCity.trim(),
    stallSqm,
    weightKg: cargoLoadFor(stallSqm).weight,
  };
  return { search, missing, query };
}
