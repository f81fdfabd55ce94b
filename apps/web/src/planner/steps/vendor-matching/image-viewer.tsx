import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Dialog } from '../../../ui/dialog.js';
import { VendorImage } from './vendor-image.js';

export interface ViewerImages {
  images: string[];
  index: number;
  /** What the pictures are of, for the title and the alt text ("Portfolio of …"). */
  subject: string;
}

interface ImageViewerProps {
  viewing: ViewerImages | null;
  onChange: (viewing: ViewerImages | null) => void;
}

/** The full-size image over the profile; Escape returns to the gallery. */
export function ImageViewer({ viewing, onChange }: ImageViewerProps) {
  const count = viewing?.images.length ?? 0;
  const index = viewing ? Math.min(Math.max(viewing.index, 0), count - 1) : 0;
  const step = (by: number) => {
    if (viewing && count > 0) onChange({ ...viewing, index: (index + by + count) % count });
  };
  return (
    <Dialog
      open={viewing !== null && count > 0}
      onOpenChange={(open) => (open ? undefined : onChange(null))}
      size="xl"
      title={viewing ? `${viewing.subject}: image ${index + 1} of ${count}` : 'Image'}
      footer={
        count > 1 ? (
          <>
            <button type="button" className="btn-secondary" onClick={() => step(-1)}>
              <ChevronLeft className="size-4" aria-hidden />
              Previous image
            </button>
            <button type="button" className="btn-secondary" onClick={() => step(1)}>
              Next image
              <ChevronRight className="size-4" aria-hidden />
            </button>
          </>
        ) : undefined
      }
    >
      {viewing && (
        <div className="flex justify-center rounded-lg bg-slate-900/5">
          <VendorImage
            key={viewing.images[index]}
            src={viewing.images[index]}
            alt={`${viewing.subject}, image ${index + 1} of ${count}`}
            className="max-h-[70vh] w-auto max-w-full object-contain"
            data-testid="viewer-image"
          />
        </div>
      )}
    </Dialog>
  );
}
