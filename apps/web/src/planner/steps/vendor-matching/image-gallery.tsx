import { VendorImage } from './vendor-image.js';

interface ImageGalleryProps {
  images: string[];
  subject: string;
  onOpen: (index: number) => void;
  /** Thumbnail size: the portfolio shows larger tiles than a review's photos. */
  size?: 'large' | 'small';
}

const GRID = { large: 'grid-cols-2 sm:grid-cols-3', small: 'grid-cols-4 sm:grid-cols-5' } as const;

/** Thumbnails as buttons, so each opens the viewer by keyboard as well as by pointer. */
export function ImageGallery({ images, subject, onOpen, size = 'large' }: ImageGalleryProps) {
  return (
    <ul className={`grid gap-2 ${GRID[size]}`}>
      {images.map((src, index) => (
        <li key={`${src}-${index}`}>
          <button
            type="button"
            onClick={() => onOpen(index)}
            className="block aspect-[4/3] w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
            aria-label={`Open ${subject} image ${index + 1} of ${images.length}`}
          >
            <VendorImage src={src} alt="" loading="lazy" className="size-full object-cover" />
          </button>
        </li>
      ))}
    </ul>
  );
}
