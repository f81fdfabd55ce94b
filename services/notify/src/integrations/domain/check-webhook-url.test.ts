import { describe, expect, it } from 'vitest';
import { checkWebhookUrl } from './check-webhook-url.js';

const development = { allowedHosts: ['127.0.0.1', 'localhost'], production: false };
const production = { allowedHosts: [], production: true };

describe('a webhook URL at registration', () => {
  it('passes a public https name without resolving it', async () => {
    expect(await checkWebhookUrl('https://hooks.example.com/stallplan', production)).toBeNull();
  });

  it('refuses http outside the allowed hosts', async () => {
    expect(await checkWebhookUrl('http://hooks.example.com/stallplan', production)).toBe('Webhook URL must be an https:// address.');
  });

  it('refuses literal private, loopback and link-local addresses with a sentence', async () => {
    for (const url of [
      'https://10.0.0.1/hook',
      'https://169.254.169.254/latest',
      'https://[::1]/hook',
      'https://127.0.0.1/hook',
      'https://[::ffff:10.0.0.1]/',
      'https://[2002:a9fe:a9fe::1]/',
    ]) {
      expect(await checkWebhookUrl(url, production), url).toMatch(/private address/);
    }
  });

  it('lets the allowed hosts through over http, outside production only', async () => {
    expect(await checkWebhookUrl('http://127.0.0.1:4000/hook', development)).toBeNull();
    expect(await checkWebhookUrl('http://localhost:4000/hook', development)).toBeNull();
    expect(await checkWebhookUrl('https://127.0.0.1:4000/hook', { ...development, production: true })).toMatch(/private address/);
  });
});
