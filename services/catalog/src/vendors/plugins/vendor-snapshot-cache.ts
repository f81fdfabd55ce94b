import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

type Redis = FastifyInstance['redis'];

/** Served while Redis, which says when vendors changed, cannot be asked. */
const UNCHECKED_MAX_AGE_MS = 5_000;
/** Refreshed in the background after this, for changes made outside the service (a restore, a script). */
const CHECKED_MAX_AGE_MS = 60_000;

interface Snapshot<T> {
  token: string | null;
  loadedAt: number;
  candidates: T;
}

/**
 * Vendors prepared for a public read (matching, the Find Builders list), held in memory: FerretDB
 * takes seconds to return thousands of documents, far too long for each search. Every write through the repository bumps
 * a version in Redis, so each instance of the service reloads on its next search after any
 * instance changed a vendor; reading that version costs one Redis GET per search.
 */
export class VendorSnapshotCache<T> {
  private snapshot: Snapshot<T> | undefined;
  private loading: { token: string | null; promise: Promise<Snapshot<T>> } | undefined;
  private localChanges = 0;
  private loadsStarted = 0;
  private newestApplied = 0;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly redis: Redis,
    private readonly versionKey: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async get(): Promise<T> {
    const token = await this.currentToken();
    const current = this.snapshot;
    if (current && token !== null && current.token === token) {
      if (Date.now() - current.loadedAt > CHECKED_MAX_AGE_MS) this.refreshInBackground(token);
      return current.candidates;
    }
    if (current && token === null) {
      if (Date.now() - current.loadedAt > UNCHECKED_MAX_AGE_MS) this.refreshInBackground(null);
      return current.candidates;
    }
    return (await this.refresh(token)).candidates;
  }

  /** Called after every write; the write itself has already succeeded. */
  async changed(): Promise<void> {
    this.localChanges += 1;
    try {
      await this.redis.incr(this.versionKey);
    } catch (error) {
      this.log.warn({ err: error }, 'could not announce a vendor change; other instances catch up within a minute');
    }
  }

  private async currentToken(): Promise<string | null> {
    try {
      return `${(await this.redis.get(this.versionKey)) ?? '0'}:${this.localChanges}`;
    } catch {
      return null;
    }
  }

  private refreshInBackground(token: string | null): void {
    this.refresh(token).catch((error: unknown) => this.log.warn({ err: error }, 'could not refresh the vendors for matching'));
  }

  private refresh(token: string | null): Promise<Snapshot<T>> {
    if (this.loading && this.loading.token === token) return this.loading.promise;
    const sequence = ++this.loadsStarted;
    const promise = this.load()
      .then((candidates) => {
        const snapshot = { token, loadedAt: Date.now(), candidates };
        // A slower, older load must not replace what a newer one already put in place.
        if (sequence > this.newestApplied) {
          this.newestApplied = sequence;
          this.snapshot = snapshot;
        }
        return snapshot;
      })
      .finally(() => {
        if (this.loading?.promise === promise) this.loading = undefined;
      });
    this.loading = { token, promise };
    return promise;
  }
}
