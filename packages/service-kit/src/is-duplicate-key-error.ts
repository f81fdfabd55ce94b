/**
 * A write refused by a unique index: MongoDB (and FerretDB) report code 11000, alone or, for a
 * batch write, once per refused document. A batch counts only when every document was refused,
 * so a batch that also failed for another reason is not mistaken for "already there".
 */
export function isDuplicateKeyError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, writeErrors } = error as { code?: unknown; writeErrors?: Array<{ code?: unknown; err?: { code?: unknown } }> };
  if (code === 11000) return true;
  return Array.isArray(writeErrors) && writeErrors.length > 0 && writeErrors.every((entry) => (entry.code ?? entry.err?.code) === 11000);
}
