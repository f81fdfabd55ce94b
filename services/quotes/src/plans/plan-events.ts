import type { SavedPlan, WebhookContact, WebhookEventData } from '@stallplan/contracts';
import { plannerContact } from '../domain/quote-generated-event.js';
import type { PlanResponseDocument } from './plan-models.js';

/**
 * plan.saved for a new plan or a save that made a new version: ids, the version's total and the
 * show. The owner's details go in `contact`; no edit link or token anywhere.
 */
export function planSavedEvent(plan: SavedPlan): { data: WebhookEventData<'plan.saved'>; contact: WebhookContact } {
  const form = plan.content.eventDetails;
  const { exhibitionName, destinationCity: city } = form;
  return {
    data: {
      planId: plan.id,
      version: plan.latestVersion,
      total: plan.quote.totals.grandTotal,
      ...(exhibitionName ? { exhibitionName } : {}),
      ...(city ? { city } : {}),
      savedAt: plan.updatedAt,
    },
    contact: { ...plannerContact(form), email: plan.ownerEmail },
  };
}

/** plan.approved: which version was approved and when; the reviewer's name and note stay with the owner. */
export function planApprovedEvent(response: PlanResponseDocument): WebhookEventData<'plan.approved'> {
  return {
    planId: response.planId.toHexString(),
    version: response.versionNumber,
    responseId: response._id.toHexString(),
    respondedAt: response.createdAt.toISOString(),
  };
}
