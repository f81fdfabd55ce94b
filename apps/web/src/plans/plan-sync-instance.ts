import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../api/api-client.js';
import { planStore } from '../current-plan/plan-store.js';
import { PlanSync, type PlanSyncSnapshot } from './plan-sync.js';
import { savedLinkStore } from './saved-link.js';

/** The one autosave of this tab: it outlives the planner's page, so a pending save still goes while the overview is open. */
export const planSync = new PlanSync({
  plans: planStore,
  links: savedLinkStore,
  api,
  isOnline: () => navigator.onLine,
  onOnline: (listener) => {
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
  onHidden: (listener) => {
    const hidden = () => (document.visibilityState === 'hidden' ? listener() : undefined);
    document.addEventListener('visibilitychange', hidden);
    return () => document.removeEventListener('visibilitychange', hidden);
  },
});

/** The autosave's state for the save bar; starts the autosave on first use. */
export function usePlanSync(): PlanSyncSnapshot {
  useEffect(() => planSync.start(), []);
  return useSyncExternalStore(planSync.subscribe, planSync.get);
}
