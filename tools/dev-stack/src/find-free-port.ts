import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Below this, ports are left to the system's well-known and registered services. */
const LOWEST_CHOSEN_PORT = 20_000;
const ATTEMPTS = 50;

/**
 * The first port the kernel hands out for outgoing connections (Linux's ip_local_port_range), or
 * undefined when it cannot be read.
 */
function ephemeralRangeStart(): number | undefined {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    return low !== undefined && Number.isInteger(low) && low > LOWEST_CHOSEN_PORT + 1000 ? low : undefined;
  } catch {
    return undefined;
  }
}

/** Listens on `port` for a moment to see that nobody else does; resolves the port it got, or undefined. */
function probe(port: number, host: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(undefined));
    server.listen({ port, host, exclusive: true }, () => {
      const address = server.address();
      const got = typeof address === 'object' && address ? address.port : undefined;
      server.close(() => resolve(got));
    });
  });
}

/**
 * A TCP port nobody listens on at the moment. A stack chooses its ports seconds before its
 * processes bind them, and meanwhile every outgoing connection (to FerretDB, Redis, the services)
 * takes a port from the kernel's ephemeral range — which is where port 0 would have come from, so
 * one of them could take a port chosen that way first. Ports are therefore picked at random below
 * that range, where outgoing connections never land; port 0 is the fallback when the range is
 * unknown or nothing below it is free.
 */
export async function findFreePort(host = '127.0.0.1'): Promise<number> {
  const ephemeralStart = ephemeralRangeStart();
  if (ephemeralStart !== undefined) {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const candidate = LOWEST_CHOSEN_PORT + Math.floor(Math.random() * (ephemeralStart - LOWEST_CHOSEN_PORT));
      const port = await probe(candidate, host);
      if (port !== undefined) return port;
    }
  }
  const port = await probe(0, host);
  if (port === undefined) throw new Error('no free port was assigned');
  return port;
}
