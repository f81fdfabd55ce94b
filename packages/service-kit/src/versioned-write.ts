/** A record version as contracts' record-version.ts defines it: 1 when created. */
const FIRST_VERSION = 1;
/** Tries at a write without If-Match, in case another instance versions an old record in between. */
const WRITE_ATTEMPTS = 3;

/** The three database steps of a versioned write of one record, each a single-document operation. */
export interface VersionedWriteSteps<T> {
  /** The update while the stored version is `expected` (any version when undefined), adding one to it; null when none matched. */
  updateVersioned(expected: number | undefined): Promise<T | null>;
  /** The update of a record stored before versions existed (no version field), setting version 2; null when none matched. */
  updateUnversioned(): Promise<T | null>;
  /** The stored version now, 1 for a record without one; null when there is no such record. */
  currentVersion(): Promise<number | null>;
}

export type VersionedWriteOutcome<T> = { kind: 'written'; record: T } | { kind: 'not-found' } | { kind: 'stale'; currentVersion: number };

/**
 * Writes one record, optionally only while it is at the `expected` version (If-Match), so a stale
 * edit is refused instead of overwriting a change it has not seen. A record without a version
 * counts as version 1. Run it inside `SerialByKey` for the record: see there why.
 */
export async function writeVersioned<T>(steps: VersionedWriteSteps<T>, expected: number | undefined): Promise<VersionedWriteOutcome<T>> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
    let written = await steps.updateVersioned(expected);
    if (!written && (expected === undefined || expected === FIRST_VERSION)) written = await steps.updateUnversioned();
    if (written) return { kind: 'written', record: written };
    const current = await steps.currentVersion();
    if (current === null) return { kind: 'not-found' };
    if (expected !== undefined) return { kind: 'stale', currentVersion: current };
  }
  throw new Error('the record kept changing while it was written');
}
