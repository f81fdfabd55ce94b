/** A failure the launcher explains in one sentence; the CLI prints its message without a stack. */
export class DevStackError extends Error {
  override readonly name: string = 'DevStackError';
}
