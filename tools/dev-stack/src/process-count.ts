import { DevStackError } from './dev-stack-error.js';

export interface ProcessCountRule {
  /** The environment variable that may set it, named in the error. */
  variable: string;
  fallback: number;
  min: number;
  max: number;
}

/**
 * How many copies of a process to run: the option if given, else the variable, else the fallback.
 * Anything but a whole number within the rule's range stops start-up with the variable's name.
 */
export function processCount(option: number | undefined, envText: string | undefined, rule: ProcessCountRule): number {
  const value = option ?? (envText === undefined ? rule.fallback : Number(envText.trim()));
  if (!Number.isInteger(value) || value < rule.min || value > rule.max) {
    const given = option === undefined ? `"${envText}"` : String(option);
    throw new DevStackError(`${rule.variable} must be a whole number from ${rule.min} to ${rule.max} (got ${given}).`);
  }
  return value;
}

/** The process names of `count` copies of one program: the bare name for one, `name-1`..`name-N` for several. */
export function replicaNames(base: string, count: number): string[] {
  if (count === 1) return [base];
  return Array.from({ length: count }, (_unused, index) => `${base}-${index + 1}`);
}
