const DUPLICATE_KEY = 11000;

/**
 * A write refused by a unique index: MongoDB (and FerretDB) report code 11000. A batch write lists
 * each refused document (mongoose as `{ err, index }`) and carries the first one's code at the top,
 * so a batch counts only when every refused document was a duplicate: one refused for another
 * reason is a real failure, not "already there".
 */
export function isDuplicateKeyError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, writeErrors } = error as { code?: unknown; writeErrors?: Array<{ code?: unknown; err?: { code?: unknown } }> };
  if (Array.isArray(writeErrors) && writeErrors.length > 0) return writeErrors.every((entry) => (entry.code ?? entry.err?.code) === DUPLICATE_KEY);
  return code === DUPLICATE_KEY;
}
