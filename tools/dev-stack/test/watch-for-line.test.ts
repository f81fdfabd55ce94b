import { describe, expect, it } from 'vitest';
import { watchForLine } from '../src/watch-for-line.js';

describe('watchForLine', () => {
  it('passes every line on and resolves at the first that matches', async () => {
    const logged: string[] = [];
    const watch = watchForLine((source, line) => logged.push(`${source}: ${line}`), /worker started/);
    let seen = false;
    void watch.seen.then(() => {
      seen = true;
    });
    watch.log('quotes-worker', 'connecting');
    await Promise.resolve();
    expect(seen).toBe(false);
    watch.log('quotes-worker', '{"msg":"pdf worker started"}');
    watch.log('quotes-worker', 'pdf worker started again');
    await watch.seen;
    expect(seen).toBe(true);
    expect(logged).toEqual(['quotes-worker: connecting', 'quotes-worker: {"msg":"pdf worker started"}', 'quotes-worker: pdf worker started again']);
  });
});
