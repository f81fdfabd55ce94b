import { type Readable, Transform } from 'node:stream';
import { BODY_OVER_LIMIT_CODE, CLIENT_GONE_CODE } from '../../domain/failed-call.js';

/** The body ran past the limit while it streamed (a chunked body declares no length to check first). */
export class BodyOverLimitError extends Error {
  override readonly name = 'BodyOverLimitError';
  readonly code = BODY_OVER_LIMIT_CODE;

  constructor(readonly maxBytes: number) {
    super(`The request body ran past ${maxBytes} bytes.`);
  }
}

/** The client went away before its body was complete. */
export class BodyCutShortError extends Error {
  override readonly name = 'BodyCutShortError';
  readonly code = CLIENT_GONE_CODE;

  constructor() {
    super('The client closed the connection before the request body was complete.');
  }
}

/**
 * The request body as a stream that ends in an error once more than `maxBytes` have passed, so
 * the call to the service is aborted instead of carrying on. Only a chunk at a time is held. The
 * client's stream is never destroyed from here: its socket must stay open for the 413.
 */
export function limitedBody(source: Readable, maxBytes: number): Readable {
  let seen = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) {
        source.unpipe(limited);
        callback(new BodyOverLimitError(maxBytes));
        return;
      }
      callback(null, chunk);
    },
  });
  // A client that disconnects half-way must not leave the call to the service waiting for the rest.
  source.once('close', () => {
    if (!source.readableEnded && !limited.destroyed) limited.destroy(new BodyCutShortError());
  });
  source.once('error', (error) => limited.destroy(error));
  source.pipe(limited);
  return limited;
}
