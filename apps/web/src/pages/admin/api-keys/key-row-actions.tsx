import type { ApiKey } from '@stallplan/contracts';
import { Ban, RotateCw } from 'lucide-react';

export interface KeyActions {
  onRotate: (key: ApiKey) => void;
  onRevoke: (key: ApiKey) => void;
}

/** Rotate and Revoke, for an active key only: a revoked key stays revoked. */
export function KeyRowActions({ apiKey, onRotate, onRevoke }: { apiKey: ApiKey } & KeyActions) {
  if (apiKey.status !== 'active') return null;
  return (
    <div className="flex flex-wrap justify-end gap-1">
      <button type="button" className="btn-ghost px-2.5 py-1.5" onClick={() => onRotate(apiKey)} aria-label={`Rotate ${apiKey.name}`}>
        <RotateCw className="size-4" aria-hidden />
        Rotate
      </button>
      <button
        type="button"
        className="btn-ghost px-2.5 py-1.5 text-red-700 hover:bg-red-50"
        onClick={() => onRevoke(apiKey)}
        aria-label={`Revoke ${apiKey.name}`}
      >
        <Ban className="size-4" aria-hidden />
        Revoke
      </button>
    </div>
  );
}
