import type { api } from '../api/api-client.js';

/** The calls the autosave makes, so tests can answer them without a server. */
export type PlanApi = Pick<typeof api, 'createPlan' | 'updatePlan' | 'getPlan'>;
