import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Dialog } from '../../../ui/dialog.js';

export const SHOWN_ONCE_SENTENCE = 'This is the only time it is shown: copy it now, it will not be shown again.';
const COPY_FAILED = 'Could not copy. Select the text above and copy it yourself.';

export interface OneTimeSecret {
  /** `New key issued`, `Signing secret`… */
  title: string;
  /** What the secret is for, e.g. the key's name. */
  subject: string;
  /** `API key`, `Signing secret`: the label of the field that holds it. */
  label: string;
  secret: string;
}

function OpenSecretDialog({ shown, onClose }: { shown: OneTimeSecret; onClose: () => void }) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const fieldId = useId();
  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(shown.secret);
      setCopy('copied');
    } catch (error) {
      console.error('Copying the secret failed', error);
      setCopy('failed');
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="lg"
      title={shown.title}
      description={`${shown.subject}. ${SHOWN_ONCE_SENTENCE}`}
      footer={
        <button type="button" className="btn-primary" onClick={onClose}>
          Done
        </button>
      }
    >
      <label htmlFor={fieldId} className="field-label">
        {shown.label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={fieldId}
          readOnly
          value={shown.secret}
          data-testid="one-time-secret"
          className="field-input min-w-0 flex-1 font-mono text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn-secondary shrink-0" onClick={() => void copySecret()}>
          {copy === 'copied' ? <Check className="size-4 text-green-700" aria-hidden /> : <Copy className="size-4" aria-hidden />}
          {copy === 'copied' ? 'Copied' : 'Copy'}
        </button>
      </div>
      <p role="status" className={copy === 'failed' ? 'mt-2 text-sm text-red-700' : 'mt-2 text-sm text-green-800'}>
        {copy === 'copied' ? 'Copied to the clipboard.' : copy === 'failed' ? COPY_FAILED : ''}
      </p>
    </Dialog>
  );
}

/**
 * A secret as it is issued (a key, a webhook signing secret). The page keeps it only while this is
 * open: closing drops it, and the lists never hold more than its first characters.
 */
export function OneTimeSecretDialog({ shown, onClose }: { shown: OneTimeSecret | null; onClose: () => void }) {
  if (!shown) return null;
  return <OpenSecretDialog key={shown.secret} shown={shown} onClose={onClose} />;
}
