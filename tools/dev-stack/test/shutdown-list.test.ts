import { describe, expect, it } from 'vitest';
import { ShutdownList } from '../src/shutdown-list.js';

describe('ShutdownList', () => {
  it('stops the gateway, then the services, then the infrastructure, once', async () => {
    const order: string[] = [];
    const item = (name: string) => ({ name, stop: async () => void order.push(name) });
    const list = new ShutdownList();
    list.add('infrastructure', item('redis'));
    list.add('services', item('catalog'));
    list.add('gateway', item('gateway'));
    await Promise.all([list.stopAll(), list.stopAll()]);
    expect(order).toEqual(['gateway', 'catalog', 'redis']);
  });

  it('stops at once anything added after stopping began', async () => {
    const order: string[] = [];
    const list = new ShutdownList();
    await list.stopAll();
    list.add('services', { name: 'late', stop: async () => void order.push('late') });
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['late']);
  });
});
