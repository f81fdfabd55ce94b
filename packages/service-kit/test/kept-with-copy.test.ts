import { describe, expect, it, vi } from 'vitest';
import { KeptWithCopy } from '../src/kept-with-copy.js';

interface Item {
  id: string;
  text: string;
}

const store = new Map(['a', 'b', 'c', 'd'].map((id) => [id, { id, text: `text of ${id}` }]));
const reader = () => vi.fn(async (ids: string[]) => ids.flatMap((id) => (store.has(id) ? [store.get(id) as Item] : [])));

describe('KeptWithCopy', () => {
  it('answers in the order asked, leaves out what the read leaves out, and reads a kept record only once per copy', async () => {
    const kept = new KeptWithCopy<object, Item>(10, (item) => item.id);
    const copy = {};
    const read = reader();
    expect((await kept.get(copy, ['c', 'gone', 'a'], read)).map((item) => item.id)).toEqual(['c', 'a']);
    expect((await kept.get(copy, ['a', 'b', 'c'], read)).map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(read.mock.calls).toEqual([[['c', 'gone', 'a']], [['b']]]);
  });

  it('reads again for a new copy, as after a reload', async () => {
    const kept = new KeptWithCopy<object, Item>(10, (item) => item.id);
    const read = reader();
    await kept.get({}, ['a'], read);
    await kept.get({}, ['a'], read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps no more than its limit, and still answers what it read beyond it', async () => {
    const kept = new KeptWithCopy<object, Item>(2, (item) => item.id);
    const copy = {};
    const read = reader();
    expect((await kept.get(copy, ['a', 'b', 'c'], read)).map((item) => item.id)).toEqual(['a', 'b', 'c']);
    await kept.get(copy, ['a', 'b', 'c'], read);
    expect(read.mock.calls.at(-1)).toEqual([['c']]);
  });
});
