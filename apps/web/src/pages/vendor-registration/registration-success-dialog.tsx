import { VENDOR_REGISTERED_MESSAGE } from '@stallplan/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
import { Dialog } from '../../ui/dialog.js';

/** The success overlay closes by itself after 3 s (see docs/marketplace.md#vendor-registration); the page keeps a notice of the confirmation link. */
export const SUCCESS_OVERLAY_MS = 3000;

export function RegistrationSuccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(onClose, SUCCESS_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [open, onClose]);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      size="sm"
      title={
        <span className="inline-flex items-center gap-2">
          <CheckCircle2 className="size-6 text-green-600" aria-hidden />
          Registration Successful!
        </span>
      }
      description={`${VENDOR_REGISTERED_MESSAGE} Once an admin approves it, your profile is listed on Find Builders.`}
    />
  );
}
