import { AlertTriangle } from 'lucide-react';
import { Dialog } from '../ui/dialog.js';

/** The missing-fields dialog (see docs/planner.md#missing-fields-dialog): its title, its sentence, the list, and "OK, I'll fill them". */
export function MissingFieldsDialog({ missing, onClose }: { missing: string[]; onClose: () => void }) {
  return (
    <Dialog
      open={missing.length > 0}
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="sm"
      title={
        <span className="flex items-center gap-2">
          <AlertTriangle className="size-5 text-amber-500" aria-hidden />
          Required Fields Missing
        </span>
      }
      description="Please fill in all required fields marked with * before proceeding to the next step."
      footer={
        <button type="button" className="btn-primary" onClick={onClose}>
          OK, I&apos;ll fill them
        </button>
      }
    >
      <ul className="list-disc space-y-1 pl-5 text-sm text-red-700" aria-label="Missing fields">
        {missing.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
    </Dialog>
  );
}
