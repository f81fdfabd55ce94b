import { ACCEPTED_IMAGE_TYPES } from '@stallplan/contracts';
import { ImagePlus, X } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { FieldError } from './field-error.js';
import { uploadImages, type UploadKind } from '../../../api/upload-images.js';

interface ImageUploadFieldProps {
  kind: UploadKind;
  label: string;
  hint: string;
  urls: string[];
  onChange: (urls: string[]) => void;
  /** The first reason the chosen files cannot go, checked before anything is sent. */
  check: (files: File[]) => string | null;
  /** Runs the upload while the whole form is held (§4 "Upload"). */
  track: <T>(work: Promise<T>) => Promise<T>;
  uploading: boolean;
  /** Server-side issue with the saved list, such as too many images. */
  error?: string;
}

/**
 * An image list (or the single logo): thumbnails with Remove, and a file input that checks the
 * files in the browser with the contract's limits, then stores them through the upload route.
 */
export function ImageUploadField({ kind, label, hint, urls, onChange, check, track, uploading, error }: ImageUploadFieldProps) {
  const id = useId();
  const [uploadError, setUploadError] = useState<string | null>(null);
  // This field's own upload, as opposed to any upload holding the form.
  const [sending, setSending] = useState(false);
  const single = kind === 'logo';

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Choosing the same file again must fire change again.
    event.target.value = '';
    if (files.length === 0) return;
    const problem = check(files);
    setUploadError(problem);
    if (problem) return;
    setSending(true);
    const result = await track(uploadImages(kind, files)).finally(() => setSending(false));
    if (!result.ok) {
      setUploadError(result.error);
      return;
    }
    onChange(single ? result.urls.slice(0, 1) : [...urls, ...result.urls]);
  };

  return (
    <div>
      <p className="field-label">{label}</p>
      {urls.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label={`${label}: uploaded`}>
          {urls.map((url, index) => (
            <li key={`${url}-${index}`} className="relative">
              <img src={url} alt={`${label} ${index + 1}`} className="size-20 rounded-lg border border-slate-200 bg-slate-50 object-cover" />
              <button
                type="button"
                className="absolute -right-2 -top-2 rounded-full border border-slate-200 bg-white p-1 text-slate-700 shadow hover:bg-red-50 hover:text-red-700"
                onClick={() => onChange(urls.filter((_url, position) => position !== index))}
                aria-label={`Remove ${label.toLowerCase()} ${index + 1}`}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label
        htmlFor={id}
        className="flex cursor-pointer items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-600 hover:border-brand-500 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
      >
        <ImagePlus className="size-4 text-brand-600" aria-hidden />
        <span>{sending ? 'Uploading image(s)...' : single && urls.length > 0 ? 'Replace logo' : single ? 'Choose a logo' : 'Choose images'}</span>
        <input
          id={id}
          type="file"
          className="sr-only"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          multiple={!single}
          onChange={(event) => void choose(event)}
          disabled={uploading}
          aria-label={label}
          aria-describedby={`${id}-hint`}
        />
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      {uploadError && (
        <p role="alert" className="mt-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {uploadError}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
