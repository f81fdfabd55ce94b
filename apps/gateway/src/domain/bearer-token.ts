/**
 * The token of an `Authorization: Bearer <token>` header (RFC 6750: the scheme is case-insensitive),
 * or undefined when there is no such header; another scheme counts as no key.
 */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return match?.[1];
}
