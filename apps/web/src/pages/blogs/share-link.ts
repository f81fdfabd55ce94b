/** The parts of `navigator` sharing needs, so the choice between them can be tested. */
export interface ShareCapabilities {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText(text: string): Promise<void> };
}

/** What happened: shared natively, copied, cancelled by the reader, or neither was possible. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export const LINK_COPIED_MESSAGE = 'Link copied to clipboard!';

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * Share (see docs/marketplace.md#blog-article): the device's share sheet where there is one, else the link copied to the clipboard.
 * Closing the share sheet is the reader's choice, so it copies nothing; a share sheet that fails
 * for another reason (no user gesture, blocked by policy) falls back to copying.
 */
export async function shareLink(data: { title: string; url: string }, device: ShareCapabilities): Promise<ShareOutcome> {
  if (typeof device.share === 'function') {
    try {
      await device.share({ title: data.title, url: data.url });
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
    }
  }
  if (!device.clipboard) return 'failed';
  try {
    await device.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
