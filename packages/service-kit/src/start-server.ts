import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

export interface ListenOptions {
  port: number;
  host: string;
  /** How long in-flight requests get to finish on SIGTERM before the process exits anyway. */
  graceMs?: number;
}

/** Listens and closes cleanly on SIGINT/SIGTERM: in-flight requests finish, connections close. */
export async function startServer(server: FastifyInstance, options: ListenOptions): Promise<void> {
  closeWithGrace({ delay: options.graceMs ?? 10_000 }, async ({ signal, err }) => {
    if (err) server.log.error({ err }, 'shutting down after an error');
    else server.log.info({ signal }, 'shutting down');
    await server.close();
  });
  await server.listen({ port: options.port, host: options.host });
}
