/**
 * How many requests each client has in flight in this process. Each `enter` hands back its own
 * release, which counts once however often it is called, so a response that both finishes and
 * closes never frees two places.
 */
export class PerClientInFlight {
  readonly #counts = new Map<string, number>();

  count(client: string): number {
    return this.#counts.get(client) ?? 0;
  }

  /** Clients with at least one request in flight; a client at zero is forgotten. */
  get clients(): number {
    return this.#counts.size;
  }

  enter(client: string): () => void {
    this.#counts.set(client, this.count(client) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = this.count(client) - 1;
      if (left > 0) this.#counts.set(client, left);
      else this.#counts.delete(client);
    };
  }
}
