import { ACCEPTED_IMAGE_TYPES } from '@stallplan/contracts';
import { Loader2, X } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { uploadImages, type UploadKind } from '../../api/upload-images.js';
import { checkChosenImages, imageRuleFor } from './check-image-files.js';
import { describedBy } from './described-by.js';
import type { UploadTracking } from './use-upload-tracking.js';

const FILE_INPUT_CLASS = [
  'block w-full text-sm text-slate-600 disabled:opacity-50',
  'file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-800 hover:file:bg-brand-100',
].join(' ');

interface ImageUploadProps {
  label: string;
  /** The limits, stated under the picker (see docs/marketplace.md#uploads). */
  hint: string;
  kind: UploadKind;
  /** Images this field may hold; a single image (the logo) is replaced by the next one chosen. */
  max: number;
  multiple: boolean;
  /** The sentence for too many: portfolio or testimonial. */
  tooManyMessage: string;
  urls: readonly string[];
  onChange: (urls: string[]) => void;
  /** Runs the upload counted with the form's others, so the form is held while any runs. */
  track: UploadTracking['track'];
  disabled?: boolean | undefined;
  /** A message about this field from the form or the server. */
  error?: string | undefined;
}

/**
 * A file picker that checks the chosen images here first (count, type, size and the file's own
 * bytes), uploads them and shows what is stored, each removable. Errors appear in a red banner.
 */
export function ImageUpload({ label, hint, kind, max, multiple, tooManyMessage, urls, onChange, track, disabled, error: fieldError }: ImageUploadProps) {
  const id = useId();
  const [uploadError, setError] = useState<string | null>(null);
  const error = uploadError ?? fieldError;
  // This field's own upload, as opposed to any upload holding the form.
  const [uploading, setUploading] = useState(false);
  const remaining = multiple ? max - urls.length : 1;

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (files.length === 0) return;
    setError(null);
    const problem = await checkChosenImages(files, imageRuleFor({ max, multiple, tooManyMessage }, urls.length));
    if (problem) {
      setError(problem);
      return;
    }
    setUploading(true);
    const outcome = await track(uploadImages(kind, files)).finally(() => setUploading(false));
    if (!outcome.ok) setError(outcome.error);
    else onChange(multiple ? [...urls, ...outcome.urls] : outcome.urls.slice(0, 1));
  }

  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        multiple={multiple}
        disabled={disabled || uploading || remaining <= 0}
        onChange={(event) => void onFiles(event)}
        aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`, uploading && `${id}-status`)}
        aria-invalid={error ? true : undefined}
        className={FILE_INPUT_CLASS}
      />
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      {uploading && (
        <p id={`${id}-status`} role="status" className="mt-2 inline-flex items-center gap-2 text-sm text-brand-800">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Uploading image(s)...
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {urls.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-3" aria-label={`${label}: uploaded`}>
          {urls.map((url, index) => (
            <li key={`${index}-${url}`} className="relative">
              <img src={url} alt={`${label} ${index + 1}`} className="size-20 rounded-lg border border-slate-200 object-cover" />
              <button
                type="button"
                className="absolute -right-2 -top-2 rounded-full border border-slate-200 bg-white p-1 shadow-sm hover:bg-slate-50 disabled:opacity-50"
                onClick={() => onChange(urls.filter((_url, position) => position !== index))}
                disabled={disabled || uploading}
                aria-label={`Remove ${label.toLowerCase()} ${index + 1}`}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
