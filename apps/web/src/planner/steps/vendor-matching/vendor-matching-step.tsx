import { MAX_BRIEF_BUILDERS, type VendorCategory, type VendorRecommendation } from '@stallplan/contracts';
import { Sparkles } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useToast } from '../../../ui/toaster.js';
import { planStore, usePlan } from '../../../current-plan/plan-store.js';
import { SentBriefLinks } from '../../sent-brief-links.js';
import { BriefBar } from './brief-bar.js';
import { BriefDialog } from './brief-dialog.js';
import { isInBrief, toggleBriefBuilder, type BriefBuilder } from './brief-selection.js';
import { CategoryFilter } from './category-filter.js';
import { EnquiryDialog } from './enquiry-dialog.js';
import type { EnquiryRecipient } from './enquiry-payload.js';
import { matchingRequest } from './matching-request.js';
import { isVendorSelected, quoteToggleToast, toggleVendor } from './selected-vendors.js';
import { useFocusReturn } from './use-focus-return.js';
import { useSmartVendors } from './use-smart-vendors.js';
import { VendorCard } from './vendor-card.js';
import { VendorList } from './vendor-list.js';
import { CompleteDetailsNotice, NoVendorsNotice, VendorsErrorNotice } from './vendor-notices.js';
import { VendorProfileDialog } from './vendor-profile-dialog.js';
import { VendorSkeletons } from './vendor-skeleton.js';
import { VendorSummaryDialog } from './vendor-summary-dialog.js';

type OpenDialog = 'summary' | 'profile' | 'enquiry' | 'brief' | null;

function recipientOf(vendor: VendorRecommendation): EnquiryRecipient | null {
  const email = vendor.email ?? vendor.contact.email;
  return email ? { id: vendor.id, name: vendor.name, email } : null;
}

/**
 * Step 3 (see docs/planner.md#step-3-vendor-matching): vendors for the destination city and booth size, with a
 * quick look, the full profile, an enquiry, and a place in the final quote. The dialogs keep
 * their vendor after closing, so their content does not vanish while they close.
 */
export function VendorMatchingStep() {
  const destinationCity = usePlan((plan) => plan.eventDetails.destinationCity);
  const boothSize = usePlan((plan) => plan.eventDetails.boothSize);
  const area = usePlan((plan) => plan.stallDesign.area);
  const areaUnit = usePlan((plan) => plan.stallDesign.areaUnit);
  const selected = usePlan((plan) => plan.selections.vendors);
  const request = useMemo(() => matchingRequest({ destinationCity, boothSize }, { area, areaUnit }), [destinationCity, boothSize, area, areaUnit]);

  const [category, setCategory] = useState<VendorCategory | undefined>(undefined);
  const vendors = useSmartVendors(request, category);
  const [active, setActive] = useState<VendorRecommendation | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [recipient, setRecipient] = useState<EnquiryRecipient | null>(null);
  const toast = useToast();
  const rememberOpener = useFocusReturn(dialog !== null);
  // The builders for one brief; kept across category filters, emptied once the brief is sent.
  const [briefBuilders, setBriefBuilders] = useState<BriefBuilder[]>([]);
  const [briefNotice, setBriefNotice] = useState<string | null>(null);

  const open = (vendor: VendorRecommendation, which: Exclude<OpenDialog, null>) => {
    rememberOpener();
    setActive(vendor);
    if (which === 'enquiry') {
      const to = recipientOf(vendor);
      if (!to) return;
      setRecipient(to);
    }
    setDialog(which);
  };
  const closeIf = (which: OpenDialog) => (next: boolean) => {
    if (!next) setDialog((current) => (current === which ? null : current));
  };
  const closeEnquiry = useCallback((next: boolean) => {
    if (!next) setDialog((current) => (current === 'enquiry' ? null : current));
  }, []);

  const toggleBrief = (vendor: VendorRecommendation) => {
    const result = toggleBriefBuilder(briefBuilders, vendor);
    if (!result.ok) {
      // Said in the brief bar, which is on screen at the foot of the list; a toast would cover it.
      setBriefNotice(result.message);
      return;
    }
    setBriefNotice(null);
    setBriefBuilders(result.chosen);
  };
  const openBrief = () => {
    rememberOpener();
    setDialog('brief');
  };
  const closeBrief = useCallback((next: boolean) => {
    if (!next) setDialog((current) => (current === 'brief' ? null : current));
  }, []);
  const briefSent = useCallback(() => {
    setBriefBuilders([]);
    setBriefNotice(null);
  }, []);

  const toggleQuote = (vendor: VendorRecommendation) => {
    const toggle = toggleVendor(planStore.get().selections.vendors, vendor);
    planStore.setSelections({ vendors: toggle.vendors });
    toast(quoteToggleToast(toggle, vendor.name));
  };

  return (
    <section aria-labelledby="step-title">
      <header className="mb-6">
        <h2 id="step-title" className="flex items-center gap-2 text-xl font-semibold text-ink sm:text-2xl">
          <Sparkles className="size-6 text-brand-600" aria-hidden />
          Smart Vendor Matching
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {request
            ? `Vendors for your ${request.boothSize} sq m booth in ${request.destinationCity}, best match first. Add the ones you want to your final quote, or choose up to ${MAX_BRIEF_BUILDERS} builders and send them one brief to compare their bids.`
            : 'Vendors matched to your exhibition city and booth size.'}
        </p>
      </header>

      <SentBriefLinks className="mb-5" />

      {request ? (
        <div className="space-y-5">
          <CategoryFilter value={category} onChange={setCategory} />
          {vendors.isPending ? (
            <VendorSkeletons />
          ) : vendors.isError ? (
            <VendorsErrorNotice message={vendors.error.message} onRetry={() => void vendors.refetch()} />
          ) : vendors.data.length === 0 ? (
            <NoVendorsNotice filtered={category !== undefined} onShowAll={() => setCategory(undefined)} />
          ) : (
            <VendorList
              key={`${request.destinationCity}|${request.boothSize}|${category ?? 'all'}`}
              vendors={vendors.data}
              selectedCount={selected.length}
              renderCard={(vendor) => (
                <VendorCard
                  vendor={vendor}
                  selected={isVendorSelected(selected, vendor.id)}
                  inPlan={selected.find((entry) => entry.id === vendor.id)}
                  inBrief={isInBrief(briefBuilders, vendor.id)}
                  onToggleBrief={() => toggleBrief(vendor)}
                  onToggleQuote={() => toggleQuote(vendor)}
                  onEnquire={() => open(vendor, 'enquiry')}
                  onView={() => open(vendor, 'summary')}
                />
              )}
            />
          )}
          <BriefBar
            chosen={briefBuilders}
            notice={briefNotice}
            onSend={openBrief}
            onClear={() => {
              setBriefBuilders([]);
              setBriefNotice(null);
            }}
          />
        </div>
      ) : (
        <CompleteDetailsNotice onGoToDetails={() => planStore.goToStep(1)} />
      )}

      <VendorSummaryDialog
        vendor={active}
        inPlan={active ? selected.find((entry) => entry.id === active.id) : undefined}
        boothSize={request?.boothSize ?? null}
        open={dialog === 'summary'}
        onOpenChange={closeIf('summary')}
        onSendEnquiry={() => active && open(active, 'enquiry')}
        onViewProfile={() => setDialog('profile')}
      />
      <VendorProfileDialog
        vendor={active}
        open={dialog === 'profile'}
        onOpenChange={closeIf('profile')}
        onSendEnquiry={() => active && open(active, 'enquiry')}
      />
      <EnquiryDialog vendor={recipient} open={dialog === 'enquiry'} onOpenChange={closeEnquiry} />
      <BriefDialog open={dialog === 'brief'} onOpenChange={closeBrief} builders={briefBuilders} onSent={briefSent} />
    </section>
  );
}
