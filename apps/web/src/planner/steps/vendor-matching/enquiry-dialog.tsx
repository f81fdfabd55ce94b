import { AlertCircle, CheckCircle2, Loader2, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { planStore } from '../../../current-plan/plan-store.js';
import { Dialog } from '../../../ui/dialog.js';
import { enquiryPayloadOf, type EnquiryRecipient } from './enquiry-payload.js';
import { useEnquiry } from './use-enquiry.js';

/** The success state closes itself after three seconds (see docs/planner.md#enquiry). */
export const ENQUIRY_AUTO_CLOSE_MS = 3000;
/** Back to idle a moment after closing, once the dialog is out of sight (see docs/planner.md#enquiry). */
export const ENQUIRY_RESET_MS = 300;

interface EnquiryDialogProps {
  vendor: EnquiryRecipient | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Sends the plan's booth requirements to one vendor as soon as it opens (see docs/planner.md#enquiry). */
export function EnquiryDialog({ vendor, open, onOpenChange }: EnquiryDialogProps) {
  const { state, send, reset } = useEnquiry();
  // One send per opening: StrictMode runs effects twice on mount, and a second enquiry would
  // mail the vendor twice.
  const sentForOpening = useRef(false);

  const sendNow = () => {
    if (vendor) void send(() => enquiryPayloadOf(planStore.get(), vendor));
  };

  useEffect(() => {
    if (!open) {
      sentForOpening.current = false;
      const timer = setTimeout(reset, ENQUIRY_RESET_MS);
      return () => clearTimeout(timer);
    }
    if (sentForOpening.current || !vendor) return undefined;
    sentForOpening.current = true;
    void send(() => enquiryPayloadOf(planStore.get(), vendor));
    return undefined;
  }, [open, vendor, send, reset]);

  useEffect(() => {
    if (!open || state.status !== 'success') return undefined;
    const timer = setTimeout(() => onOpenChange(false), ENQUIRY_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, state.status, onOpenChange]);

  // Until the first send starts, the opening dialog already reads as sending.
  const status = state.status === 'idle' ? 'sending' : state.status;
  const vendorName = vendor?.name ?? 'the vendor';
  const titles = { sending: 'Sending Enquiry...', success: 'Enquiry Sent Successfully!', error: 'Unable to Send Enquiry' } as const;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={status !== 'sending'}
      size="sm"
      title={titles[status]}
      footer={
        status === 'error' ? (
          <>
            <button type="button" className="btn-secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </button>
            <button type="button" className="btn-primary" onClick={sendNow}>
              <RotateCcw className="size-4" aria-hidden />
              Try Again
            </button>
          </>
        ) : undefined
      }
    >
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-3 text-center" data-testid="enquiry-state" data-status={status}>
        {status === 'sending' && (
          <>
            <Loader2 className="size-10 animate-spin text-brand-600" aria-hidden />
            <p className="text-sm text-slate-700">Sending your booth requirements to {vendorName}...</p>
          </>
        )}
        {status === 'success' && (
          <>
            <CheckCircle2 className="size-10 text-green-600" aria-hidden />
            <p className="text-sm text-slate-700">
              Your booth requirements have been sent to {vendorName}. They will contact you shortly with a personalized quote.
            </p>
            <p className="text-xs text-slate-500">Closing automatically in 3 seconds...</p>
          </>
        )}
        {state.status === 'error' && (
          <>
            <AlertCircle className="size-10 text-red-600" aria-hidden />
            <p className="text-sm text-slate-700">{state.message}</p>
          </>
        )}
      </div>
    </Dialog>
  );
}
