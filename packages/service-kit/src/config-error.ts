/** Raised at start-up when the environment is missing or has a bad variable; the message names it. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';

  constructor(
    readonly service: string,
    readonly problems: string[],
  ) {
    super(`${service} cannot start: ${problems.join('; ')}`);
  }
}
