/** A provider was chosen by configuration but this build cannot reach it. */
export class ProviderNotConfiguredError extends Error {
  override readonly name = 'ProviderNotConfiguredError';
}
