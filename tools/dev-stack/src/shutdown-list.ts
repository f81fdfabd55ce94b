/**
 * Stop order: the gateway first, then the queue workers (while the API whose jobs they finish is
 * still up), then the services, then the infrastructure they use.
 */
export type ShutdownTier = 'gateway' | 'workers' | 'services' | 'infrastructure';

const TIERS: ShutdownTier[] = ['gateway', 'workers', 'services', 'infrastructure'];

interface Stoppable {
  name: string;
  stop(): Promise<unknown>;
}

/**
 * Everything a launcher started, stopped tier by tier. stopAll() is idempotent, and anything
 * added once stopping has begun is stopped at once, so an interrupted start-up leaves nothing.
 */
export class ShutdownList {
  private readonly items = new Map<ShutdownTier, Stoppable[]>(TIERS.map((tier) => [tier, []]));
  private stopping: Promise<void> | undefined;

  get isStopping(): boolean {
    return this.stopping !== undefined;
  }

  add(tier: ShutdownTier, item: Stoppable): void {
    if (this.stopping) {
      void item.stop().catch(() => undefined);
      return;
    }
    this.items.get(tier)?.push(item);
  }

  stopAll(): Promise<void> {
    this.stopping ??= (async () => {
      for (const tier of TIERS) {
        await Promise.allSettled((this.items.get(tier) ?? []).map((item) => item.stop()));
      }
    })();
    return this.stopping;
  }
}
