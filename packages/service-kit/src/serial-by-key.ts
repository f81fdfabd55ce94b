/**
 * Runs work one after another per key, and work on different keys side by side.
 *
 * FerretDB v1 applies an update by reading the document and writing it back whole, with no
 * transaction around the two, so two updates of one document at the same moment can lose one of
 * them, and a filter on a version is no guard either. Writes to one record go through here, so
 * within a process they never overlap. (On MongoDB the single-document update is atomic by itself.)
 */
export class SerialByKey {
  readonly #tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = this.#tails.get(key) ?? Promise.resolve();
    // A failed write must not stop the ones queued behind it.
    const result = before.then(work, work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.#tails.set(key, tail);
    void tail.then(() => {
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    });
    return result;
  }

  /** Keys with work queued or running; for tests. */
  get size(): number {
    return this.#tails.size;
  }
}
