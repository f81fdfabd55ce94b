import { useEffect } from 'react';
import { api } from '../../../api/api-client.js';
import { planStore } from '../../../current-plan/plan-store.js';
import { formNotificationRequest, shouldNotifyAdmin } from './document-requests.js';
import type { QuoteFigures, QuotePlan } from './quote-figures.js';

/**
 * Plans whose notification is on its way. StrictMode runs an effect twice, and the store's flag is
 * set only once the answer arrives, so this set is what keeps the second run from posting again.
 */
const inFlight = new Set<string>();

async function notifyAdmin(planId: string, quotePlan: QuotePlan, figures: QuoteFigures): Promise<void> {
  inFlight.add(planId);
  try {
    const body = formNotificationRequest({ ...planStore.get(), eventSpaceTariff: quotePlan.eventSpaceTariff ?? null }, figures);
    const response = await api.sendFormNotification({ body });
    if (response.status === 200) {
      // A duplicate means notify already mailed for this plan: nothing is left to send either way.
      if (planStore.get().planId === planId) planStore.markNotificationSent();
    } else {
      console.warn('The admin notification was not accepted', response.status, response.body);
    }
  } catch (error) {
    console.warn('The admin notification could not be sent', error);
  } finally {
    inFlight.delete(planId);
  }
}

/**
 * On the quote's first display the admin hears about the plan once (a failure is only logged). It
 * waits for the figures, which exist only once the show's space rates are in, so the mail's total
 * is the screen's.
 */
export function useAdminNotification(quotePlan: QuotePlan, figures: QuoteFigures | null): void {
  const ready = figures !== null;
  useEffect(() => {
    if (!figures) return;
    const plan = planStore.get();
    if (inFlight.has(plan.planId) || !shouldNotifyAdmin(plan, figures.quote.totals.grandTotal)) return;
    void notifyAdmin(plan.planId, quotePlan, figures);
    // Only the first priced display counts: later edits to the figures do not send again.
  }, [ready]);
}
