/**
 * Records read for the pages of an in-memory copy (a list that stays the same object until a write
 * reloads it), kept with that copy up to a limit: the first pages most visitors read are read once
 * per copy, and go with it, so a kept record is never staler than the list it was listed from.
 */
export class KeptWithCopy<Copy extends object, T> {
  readonly #kept = new WeakMap<Copy, Map<string, T>>();

  constructor(
    private readonly limit: number,
    private readonly idOf: (item: T) => string,
  ) {}

  /** The records with these ids, in their order; those not kept are read with `read`, and one it leaves out is left out here too. */
  async get(copy: Copy, ids: readonly string[], read: (missing: string[]) => Promise<T[]>): Promise<T[]> {
    let kept = this.#kept.get(copy);
    if (!kept) this.#kept.set(copy, (kept = new Map()));
    const missing = ids.filter((id) => !kept.has(id));
    const fresh = new Map((missing.length > 0 ? await read(missing) : []).map((item) => [this.idOf(item), item]));
    for (const [id, item] of fresh) if (kept.size < this.limit) kept.set(id, item);
    return ids.flatMap((id) => {
      const item = kept.get(id) ?? fresh.get(id);
      return item === undefined ? [] : [item];
    });
  }
}
