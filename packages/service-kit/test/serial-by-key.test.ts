import { describe, expect, it } from 'vitest';
import { SerialByKey } from '../src/serial-by-key.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('SerialByKey', () => {
  it('never overlaps work on one key and keeps the order it was asked in', async () => {
    const serial = new SerialByKey();
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        serial.run('vendor-1', async () => {
          running += 1;
          most = Math.max(most, running);
          await tick();
          order.push(index);
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(serial.size).toBe(0);
  });

  it('runs different keys side by side', async () => {
    const serial = new SerialByKey();
    let running = 0;
    let most = 0;
    const work = async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
    };
    await Promise.all([serial.run('a', work), serial.run('b', work), serial.run('c', work)]);
    expect(most).toBe(3);
  });

  it('goes on after a failure and hands each caller its own outcome', async () => {
    const serial = new SerialByKey();
    const failed = serial.run('k', async () => {
      throw new Error('refused');
    });
    const next = serial.run('k', async () => 'written');
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toBe('written');
  });
});
