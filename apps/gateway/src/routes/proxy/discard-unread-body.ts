import type { Readable } from 'node:stream';

/** How long a client that keeps sending after its answer is listened to before its connection is cut. */
export const LINGER_MS = 5000;

/**
 * Reads and drops what is left of a request body the gateway answered without reading whole
 * (a service that failed mid-upload, a body cut off at the limit). Closing at once would make the
 * kernel reset a connection with unread data, and a client still sending would see a broken pipe
 * instead of the answer; reading on lets it see the answer. A client that never stops is cut off
 * after LINGER_MS.
 */
export function discardUnreadBody(request: Readable & { socket?: { destroy(): unknown } | null }, lingerMs = LINGER_MS): void {
  if (request.readableEnded) return;
  const cutOff = setTimeout(() => request.socket?.destroy(), lingerMs);
  cutOff.unref();
  request.once('end', () => clearTimeout(cutOff));
  request.once('close', () => clearTimeout(cutOff));
  request.resume();
}
