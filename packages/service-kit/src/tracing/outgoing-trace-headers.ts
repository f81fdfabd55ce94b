import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { context, propagation } from '@opentelemetry/api';

/** What undici publishes on `undici:request:create`: the request, whose headers may still be added to. */
interface UndiciRequestMessage {
  request: { headers: unknown; addHeader(name: string, value: string): unknown };
}

const REQUEST_CREATED = 'undici:request:create';

function isUndiciRequestMessage(message: unknown): message is UndiciRequestMessage {
  const request = (message as { request?: { addHeader?: unknown } } | null)?.request;
  return typeof request?.addHeader === 'function';
}

/** undici keeps headers as a flat [name, value, ...] list (v6 and later) or as raw `name: value\r\n` text (earlier). */
export function hasTraceparent(headers: unknown): boolean {
  if (typeof headers === 'string') return /(^|\r\n)traceparent:/i.test(headers);
  if (!Array.isArray(headers)) return false;
  for (let index = 0; index < headers.length; index += 2) {
    const name = String(headers[index]);
    // Every outgoing call passes here: only a name of the right length is lowered, so the others cost no new string.
    if (name.length === 11 && name.toLowerCase() === 'traceparent') return true;
  }
  return false;
}

function stampActiveTrace(message: unknown): void {
  if (!isUndiciRequestMessage(message)) return;
  // A caller that set its own trace context (the gateway's proxy does) keeps it.
  if (hasTraceparent(message.request.headers)) return;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  for (const [name, value] of Object.entries(carrier)) message.request.addHeader(name, value);
}

/**
 * Every call through fetch (Node's undici) or undici itself carries the active trace context, so a
 * service's call to another joins the caller's trace without each client being told. undici
 * announces each request on a diagnostics channel: no module patching, no loader hook.
 * Returns the unsubscribe.
 */
export function propagateOverHttpClients(): () => void {
  subscribe(REQUEST_CREATED, stampActiveTrace);
  return () => {
    unsubscribe(REQUEST_CREATED, stampActiveTrace);
  };
}
