/** A provider did not answer within the configured time. */
export class ProviderTimeoutError extends Error {
  override readonly name = 'ProviderTimeoutError';

  constructor(
    readonly provider: string,
    readonly timeoutMs: number,
  ) {
    super(`The ${provider} provider did not answer within ${timeoutMs} ms.`);
  }
}
