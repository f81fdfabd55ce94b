/** A write refused by a unique index (E11000), alone or for every document of a batch. */
export function isDuplicateKeyError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, writeErrors } = error as { code?: unknown; writeErrors?: Array<{ code?: unknown; err?: { code?: unknown } }> };
  if (code === 11000) return true;
  return Array.isArray(writeErrors) && writeErrors.length > 0 && writeErrors.every((entry) => (entry.code ?? entry.err?.code) === 11000);
}
