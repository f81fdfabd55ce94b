import { createHash, createHmac } from 'node:crypto';

/** An address as mail reaches it: case and surrounding spaces do not make another recipient. */
function normalised(address: string): string {
  return address.trim().toLowerCase();
}

export function addressHashOf(address: string): string {
  return createHash('sha256').update(normalised(address)).digest('hex');
}

/**
 * The token of an address's "not me" link: the same in every mail to it, so an older mail's link
 * works too, and unguessable without the secret (256 bits). Only its hash is stored.
 */
export function stopTokenFor(secret: string, address: string): string {
  return createHmac('sha256', secret)
    .update(`mail-stop\n${normalised(address)}`)
    .digest('base64url');
}

export function stopTokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
