import { isIP } from 'node:net';
import type { ResolveHost } from '../../src/integrations/domain/webhook-address-guard.js';

/** A resolver answering from a table (ENOTFOUND for any other name), recording every name it was asked for. */
export function fakeResolver(table: Record<string, string[]>): ResolveHost & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (host: string) => {
    asked.push(host);
    const addresses = table[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: isIP(address) }));
  };
  return Object.assign(resolve, { asked });
}

/** What a promise rejected with; fails the test when it was fulfilled. */
export async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  let fulfilled = false;
  const reason = await promise.then(
    () => {
      fulfilled = true;
    },
    (caught: unknown) => caught,
  );
  if (fulfilled || !(reason instanceof Error)) throw new Error('Expected the promise to reject with an Error.');
  return reason;
}
