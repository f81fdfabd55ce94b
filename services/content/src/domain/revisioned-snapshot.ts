/** Where a snapshot comes from: a cheap revision number that changes with every write, and the full load. */
export interface SnapshotSource<T> {
  readRevision(): Promise<number>;
  load(): Promise<T>;
}

export interface RevisionedSnapshotOptions {
  /** Reload even at the same revision after this long, in case a write never raised it (in the background: the copy is served meanwhile). */
  maxAgeMs: number;
  now?: () => number;
}

interface Held<T> {
  revision: number;
  value: T;
  loadedAt: number;
}

/**
 * An in-memory copy of a data set that is checked against the stored revision on every read, so a
 * write made through any instance is seen by the next read everywhere. Concurrent reads that find
 * it stale share one load.
 */
export class RevisionedSnapshot<T> {
  #held: Held<T> | undefined;
  #loading: { revision: number; promise: Promise<T> } | undefined;
  /** Raised by `invalidate`, so a load that started before it is not kept. */
  #generation = 0;
  readonly #now: () => number;

  constructor(
    private readonly source: SnapshotSource<T>,
    private readonly options: RevisionedSnapshotOptions,
  ) {
    this.#now = options.now ?? Date.now;
  }

  async get(): Promise<T> {
    const revision = await this.source.readRevision();
    const held = this.#held;
    if (held && held.revision === revision) {
      // Past its age with no write since: the copy is still right as far as anyone knows, so it is
      // served while a fresh one loads, rather than making this reader wait for the whole load.
      if (this.#now() - held.loadedAt >= this.options.maxAgeMs && !this.#loading) this.#load(revision).catch(() => undefined);
      return held.value;
    }
    if (this.#loading?.revision === revision) return this.#loading.promise;
    return this.#load(revision);
  }

  async #load(revision: number): Promise<T> {
    // The revision is read before the data, so a write that lands during the load raises it and
    // the next read loads again.
    const generation = this.#generation;
    const promise = this.source.load().then((value) => {
      const newer = this.#held && this.#held.revision > revision;
      if (generation === this.#generation && !newer) this.#held = { revision, value, loadedAt: this.#now() };
      return value;
    });
    const loading = { revision, promise };
    this.#loading = loading;
    try {
      return await promise;
    } finally {
      if (this.#loading === loading) this.#loading = undefined;
    }
  }

  /** Forgets the copy: the next read loads, even if the revision could not be raised. */
  invalidate(): void {
    this.#held = undefined;
    this.#loading = undefined;
    this.#generation += 1;
  }
}
