import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { replayableBody, replayableBytesOf } from './replayable-body.js';

describe('replayableBody', () => {
  it('streams its bytes and keeps them for another send', async () => {
    const body = replayableBody(Buffer.from('{"a":1e309}'));
    expect(replayableBytesOf(body)?.toString()).toBe('{"a":1e309}');
    expect(await text(body)).toBe('{"a":1e309}');
  });

  it('finds no bytes in any other body', () => {
    expect(replayableBytesOf(Readable.from(['x']))).toBeUndefined();
    expect(replayableBytesOf('x')).toBeUndefined();
    expect(replayableBytesOf(undefined)).toBeUndefined();
  });
});
