import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface S3Server {
  endpoint: string;
  stop(): Promise<void>;
}

/** Started in the child: s3rver on a free port of 127.0.0.1, its files in the folder it is given; prints the port once it listens. */
const SERVER_SCRIPT = `
const S3rver = require(process.argv[1]);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[2] });
server.run().then(({ port }) => process.stdout.write(JSON.stringify({ port }) + '\\n'));
process.on('SIGTERM', () => server.close().finally(() => process.exit(0)));
`;

/**
 * A real S3-compatible server (s3rver) in a process of its own. It runs with OpenSSL's legacy
 * provider: s3rver seals its ListObjectsV2 continuation tokens with DES, which OpenSSL 3 leaves out.
 */
export async function startS3Server(): Promise<S3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'stallplan-s3rver-'));
  const s3rver = createRequire(import.meta.url).resolve('s3rver');
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', SERVER_SCRIPT, s3rver, directory], { stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    await rm(directory, { recursive: true, force: true });
  };
  try {
    const lines = createInterface({ input: child.stdout });
    const [line] = (await Promise.race([
      once(lines, 'line'),
      once(child, 'exit').then(([code]) => {
        throw new Error(`s3rver exited with code ${String(code)} before it listened`);
      }),
    ])) as [string];
    lines.close();
    const { port } = JSON.parse(line) as { port: number };
    return { endpoint: `http://127.0.0.1:${port}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
