/**
 * The sentence a refusal carries: `error` from the services, `message` from the admin login.
 * Blank or missing gives undefined, so callers fall back to the spec's own wording.
 */
export function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { error, message } = body as { error?: unknown; message?: unknown };
  const text = typeof error === 'string' ? error : typeof message === 'string' ? message : undefined;
  return text?.trim() || undefined;
}
