import { useEffect, useRef } from 'react';

/** Sent by the budget wizard when it closes; the Live Cost sidebar closes with it (see docs/planner.md#live-cost-sidebar). */
export const CLOSE_BUDGET_WIZARD_EVENT = 'closeBudgetWizard';
/** Sent when a budget allocation changes; its detail may carry a partial stall design (see docs/planner.md#live-cost-sidebar). */
export const BUDGET_ALLOCATION_UPDATED_EVENT = 'budgetAllocationUpdated';

/**
 * Listens to a window event for as long as the component is mounted. The listener is attached
 * once and calls the latest handler, so re-renders neither miss events nor stack listeners.
 */
export function useWindowEvent(type: string, handler: (event: Event) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener = (event: Event) => latest.current(event);
    window.addEventListener(type, listener);
    return () => window.removeEventListener(type, listener);
  }, [type]);
}
