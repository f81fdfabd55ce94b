import { describe, expect, it } from 'vitest';
import { generateWebhookSecret, signWebhook, verifyWebhook, WebhookVerificationError, webhookHeaders } from './webhook-signature.js';

// The Standard Webhooks specification's test vector, as its libraries' tests use it.
const vector = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

const event = JSON.stringify({ type: 'brief.created', timestamp: '2026-11-27T10:00:00.000Z', data: { briefId: 'b1' } });
const sentAt = 1_795_000_000;
const atSentTime = new Date(sentAt * 1000);

async function signedEvent(secrets: string[], overrides: { id?: string; timestamp?: number; body?: string } = {}) {
  return webhookHeaders({ secrets, id: overrides.id ?? 'msg_one', timestamp: overrides.timestamp ?? sentAt, body: overrides.body ?? event });
}

async function refusal(promise: Promise<unknown>): Promise<WebhookVerificationError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WebhookVerificationError);
  return error as WebhookVerificationError;
}

describe('signWebhook', () => {
  it('matches the Standard Webhooks test vector', async () => {
    const { secret, id, timestamp, body } = vector;
    await expect(signWebhook({ secrets: [secret], id, timestamp, body })).resolves.toBe(vector.signature);
  });

  it('signs with every secret during a rotation, space-separated, current first', async () => {
    const next = generateWebhookSecret();
    const { secret, id, timestamp, body } = vector;
    const header = await signWebhook({ secrets: [next, secret], id, timestamp, body });
    const [first, second] = header.split(' ');
    expect(first).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(first).not.toBe(vector.signature);
    expect(second).toBe(vector.signature);
  });

  it('refuses to sign without a secret or with a secret that is not base64', async () => {
    await expect(signWebhook({ secrets: [], id: 'msg', timestamp: 1, body: '{}' })).rejects.toThrow(TypeError);
    await expect(signWebhook({ secrets: ['whsec_not base64!'], id: 'msg', timestamp: 1, body: '{}' })).rejects.toThrow(TypeError);
  });
});

describe('generateWebhookSecret', () => {
  it('gives whsec_ and 32 fresh random bytes in base64', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(atob(secret.slice('whsec_'.length))).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(secret);
  });
});

describe('verifyWebhook', () => {
  it('accepts the test vector signature (and then finds its body is no StallPlan event)', async () => {
    const headers = { 'webhook-id': vector.id, 'webhook-timestamp': String(vector.timestamp), 'webhook-signature': vector.signature };
    const error = await refusal(verifyWebhook({ secret: vector.secret, headers, body: vector.body, now: new Date(vector.timestamp * 1000) }));
    expect(error.message).toBe('The webhook body is not a StallPlan event.');
  });

  it('returns the parsed event of a signed delivery, from plain or fetch headers', async () => {
    const secret = generateWebhookSecret();
    const headers = await signedEvent([secret]);
    const expected = { type: 'brief.created', timestamp: '2026-11-27T10:00:00.000Z', data: { briefId: 'b1' } };
    await expect(verifyWebhook({ secret, headers, body: event, now: atSentTime })).resolves.toEqual(expected);
    await expect(verifyWebhook({ secret, headers: new Headers({ ...headers }), body: event, now: atSentTime })).resolves.toEqual(expected);
    const nodeStyle = {
      'Webhook-Id': headers['webhook-id'],
      'webhook-timestamp': [headers['webhook-timestamp']],
      'webhook-signature': headers['webhook-signature'],
    };
    await expect(verifyWebhook({ secret, headers: nodeStyle, body: event, now: atSentTime })).resolves.toEqual(expected);
  });

  it('lets a receiver holding either secret verify during a rotation', async () => {
    const previous = generateWebhookSecret();
    const next = generateWebhookSecret();
    const headers = await signedEvent([next, previous]);
    await expect(verifyWebhook({ secret: previous, headers, body: event, now: atSentTime })).resolves.toMatchObject({ type: 'brief.created' });
    await expect(verifyWebhook({ secret: next, headers, body: event, now: atSentTime })).resolves.toMatchObject({ type: 'brief.created' });
    const other = generateWebhookSecret();
    expect((await refusal(verifyWebhook({ secret: other, headers, body: event, now: atSentTime }))).message).toBe('No webhook signature matches the secret.');
  });

  it('refuses a tampered body, id or timestamp', async () => {
    const secret = generateWebhookSecret();
    const headers = await signedEvent([secret]);
    const tampered = [
      { headers, body: event.replace('b1', 'b2') },
      { headers: { ...headers, 'webhook-id': 'msg_two' }, body: event },
      { headers: { ...headers, 'webhook-timestamp': String(sentAt + 1) }, body: event },
    ];
    for (const { headers: sent, body } of tampered) {
      expect((await refusal(verifyWebhook({ secret, headers: sent, body, now: atSentTime }))).message).toBe('No webhook signature matches the secret.');
    }
  });

  it('refuses a missing header, naming it', async () => {
    const secret = generateWebhookSecret();
    const headers = await signedEvent([secret]);
    for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const) {
      const { [name]: _dropped, ...rest } = headers;
      expect((await refusal(verifyWebhook({ secret, headers: rest, body: event, now: atSentTime }))).message).toBe(`The ${name} header is missing.`);
    }
  });

  it('refuses a timestamp outside the tolerance either way, and one that is not whole seconds', async () => {
    const secret = generateWebhookSecret();
    const headers = await signedEvent([secret]);
    const at = (seconds: number) => new Date((sentAt + seconds) * 1000);
    await expect(verifyWebhook({ secret, headers, body: event, now: at(300) })).resolves.toBeDefined();
    await expect(verifyWebhook({ secret, headers, body: event, now: at(-300) })).resolves.toBeDefined();
    expect((await refusal(verifyWebhook({ secret, headers, body: event, now: at(301) }))).message).toBe('The webhook timestamp is too old.');
    expect((await refusal(verifyWebhook({ secret, headers, body: event, now: at(-301) }))).message).toBe('The webhook timestamp is too far in the future.');
    await expect(verifyWebhook({ secret, headers, body: event, now: at(3_000), toleranceSeconds: 3_600 })).resolves.toBeDefined();
    const fractional = { ...headers, 'webhook-timestamp': `${sentAt}.5` };
    expect((await refusal(verifyWebhook({ secret, headers: fractional, body: event, now: atSentTime }))).message).toMatch(/whole number/);
  });

  it('ignores signatures of other versions and malformed entries', async () => {
    const secret = generateWebhookSecret();
    const headers = await signedEvent([secret]);
    const [, signature] = headers['webhook-signature'].split(',');
    const others = { ...headers, 'webhook-signature': `v1a,${signature} v2,${signature} v1,%%% v1` };
    expect((await refusal(verifyWebhook({ secret, headers: others, body: event, now: atSentTime }))).message).toBe('No webhook signature matches the secret.');
    const mixed = { ...headers, 'webhook-signature': `v1a,${signature} v1,${signature}` };
    await expect(verifyWebhook({ secret, headers: mixed, body: event, now: atSentTime })).resolves.toBeDefined();
  });

  it('refuses a signed body that is not a JSON event', async () => {
    const secret = generateWebhookSecret();
    const body = 'not json';
    const headers = await signedEvent([secret], { body });
    expect((await refusal(verifyWebhook({ secret, headers, body, now: atSentTime }))).message).toBe('The webhook body is not JSON.');
  });

  it('names its error, so a receiver can tell it from others', () => {
    expect(new WebhookVerificationError('x').name).toBe('WebhookVerificationError');
  });
});
