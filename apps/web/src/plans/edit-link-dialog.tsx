import { Dialog } from '../ui/dialog.js';
import { CopyField } from './copy-field.js';

export interface NewEditLink {
  editUrl: string;
  mailed: boolean;
  ownerEmail: string;
}

/** The private edit link, shown once after a save: whoever has it can open and change the plan. */
export function EditLinkDialog({ link, title = 'Your plan is saved', onClose }: { link: NewEditLink | null; title?: string; onClose: () => void }) {
  return (
    <Dialog
      open={link !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description="This private link opens and changes your plan on any device. Keep it to yourself; share a read-only link from Versions & sharing instead."
      footer={
        <button type="button" className="btn-primary" onClick={onClose}>
          Done
        </button>
      }
    >
      {link && (
        <div className="space-y-3">
          <CopyField label="Your private edit link" value={link.editUrl} testId="edit-link" />
          <p
            className={link.mailed ? 'text-sm text-slate-700' : 'rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900'}
            data-testid="edit-link-mail"
          >
            {link.mailed
              ? `We have e-mailed this link to ${link.ownerEmail}.`
              : `We have not e-mailed this link to ${link.ownerEmail || 'you'}, so copy it now: it is not shown again.`}
          </p>
        </div>
      )}
    </Dialog>
  );
}
