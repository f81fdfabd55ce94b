import { Readable } from 'node:stream';

const BYTES = Symbol('stallplan.replayableBodyBytes');

type ReplayableBody = Readable & { [BYTES]: Buffer };

/**
 * A request body read whole, as a stream (the proxy forwards a stream's bytes as they are, where
 * it would serialise a string again) that keeps its bytes, so a request that never reached one
 * upstream can be sent to another.
 */
export function replayableBody(bytes: Buffer): Readable {
  return Object.assign(Readable.from([bytes]), { [BYTES]: bytes });
}

/** The bytes of a body made by replayableBody; undefined for anything else. */
export function replayableBytesOf(body: unknown): Buffer | undefined {
  return body instanceof Readable && BYTES in body ? (body as ReplayableBody)[BYTES] : undefined;
}
