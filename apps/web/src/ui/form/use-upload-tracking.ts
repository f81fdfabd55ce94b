import { useCallback, useState } from 'react';

export interface UploadTracking {
  /** Runs one upload, counted while it runs. */
  track: <T>(work: Promise<T>) => Promise<T>;
  /** Whether any upload of the form is running; the form is held meanwhile (see docs/marketplace.md#vendor-form). */
  uploading: boolean;
}

/** Counts a form's uploads under way, however many image fields start them. */
export function useUploadTracking(): UploadTracking {
  const [running, setRunning] = useState(0);
  const track = useCallback(async <T>(work: Promise<T>): Promise<T> => {
    setRunning((count) => count + 1);
    try {
      return await work;
    } finally {
      setRunning((count) => count - 1);
    }
  }, []);
  return { track, uploading: running > 0 };
}
