import { ApiError } from '@stallplan/contracts';
import { serverMessage } from '../../../api/refusal.js';

/**
 * What a failed admin list says under its headline: the server's own sentence when it sent one
 * (a declared refusal, or a gateway answer the client could not map), nothing otherwise.
 */
export function loadFailureDetail(error: unknown): string | undefined {
  if (error instanceof ApiError) return serverMessage(error.body) ?? (error.status === undefined ? 'The server could not be reached.' : undefined);
  if (error instanceof Error) return error.message.trim() || undefined;
  return undefined;
}

/** Thrown by the admin lists' query functions for a declared refusal, carrying the server's sentence. */
export function refusal(what: string, body: unknown): Error {
  return new Error(serverMessage(body) ?? `Could not load ${what}.`);
}
