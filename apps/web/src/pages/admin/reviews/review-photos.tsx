import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '../../../ui/dialog.js';
import { photoLabel } from './review-display.js';

/** The exhibitor's photos as thumbnails; a thumbnail opens the photo full size. */
export function ReviewPhotos({ photos, subject }: { photos: readonly string[]; subject: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const shown = open === null ? undefined : photos[open];
  return (
    <>
      <ul className="flex flex-wrap gap-2" aria-label={`Photos in ${subject}`}>
        {photos.map((photo, index) => (
          <li key={`${index}-${photo}`}>
            <button
              type="button"
              className="block size-20 overflow-hidden rounded-lg border border-slate-200 bg-slate-100 hover:border-brand-500"
              onClick={() => setOpen(index)}
              aria-label={`Open ${photoLabel(index, photos.length).toLowerCase()} full size`}
            >
              <img src={photo} alt="" loading="lazy" className="size-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={shown !== undefined}
        onOpenChange={(next) => (next ? undefined : setOpen(null))}
        size="xl"
        title={open === null ? 'Photo' : photoLabel(open, photos.length)}
        description={subject}
        footer={
          shown && (
            <a href={shown} target="_blank" rel="noreferrer" className="btn-secondary">
              <ExternalLink className="size-4" aria-hidden />
              Open original
            </a>
          )
        }
      >
        {shown && open !== null && (
          <div className="flex justify-center rounded-lg bg-slate-900/5">
            <img src={shown} alt={`${photoLabel(open, photos.length)} in ${subject}`} className="max-h-[70vh] w-auto max-w-full object-contain" />
          </div>
        )}
      </Dialog>
    </>
  );
}
