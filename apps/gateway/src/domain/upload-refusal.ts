/** What the gateway knows of an upload before reading its body. */
export interface UploadRequestFacts {
  /** The declared `Content-Length`, or undefined for a chunked body. */
  declaredBytes: number | undefined;
  /** Uploads this client already has going through the gateway. */
  inFlight: number;
}

export interface UploadLimits {
  maxBodyBytes: number;
  maxConcurrentPerClient: number;
}

export type UploadRefusal = { status: 413; message: string } | { status: 429; message: string; retryAfterSeconds: number };

/** A client waiting on its own uploads should look again in a few seconds, not hammer the gateway. */
export const CONCURRENT_UPLOAD_RETRY_SECONDS = 5;

const MIB = 1024 * 1024;

/** The largest body the gateway forwards, in the words a person reads. */
export function bodyTooLargeMessage(maxBodyBytes: number): string {
  return `The upload is too large: one request may carry at most ${Math.floor(maxBodyBytes / MIB)} MB.`;
}

/**
 * Why an upload is refused before its body is read, or null to let it through. A body declared
 * larger than the limit is refused first (413), since waiting would not help it; then a client
 * with its full share of uploads still running is told to wait (429).
 */
export function uploadRefusal(facts: UploadRequestFacts, limits: UploadLimits): UploadRefusal | null {
  if (facts.declaredBytes !== undefined && facts.declaredBytes > limits.maxBodyBytes) {
    return { status: 413, message: bodyTooLargeMessage(limits.maxBodyBytes) };
  }
  if (facts.inFlight >= limits.maxConcurrentPerClient) {
    const uploads = limits.maxConcurrentPerClient === 1 ? 'an upload' : `${limits.maxConcurrentPerClient} uploads`;
    return {
      status: 429,
      message: `You already have ${uploads} in progress. Please wait for one to finish and try again.`,
      retryAfterSeconds: CONCURRENT_UPLOAD_RETRY_SECONDS,
    };
  }
  return null;
}

/** A `Content-Length` header as a number of bytes; undefined when absent or not a plain count. */
export function declaredBodyBytes(header: string | undefined): number | undefined {
  if (header === undefined || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}
