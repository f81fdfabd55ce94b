import { webhookEndpointSchema } from '@stallplan/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EndpointRowActions } from './endpoint-row-actions.js';

const endpoint = webhookEndpointSchema.parse({
  id: '665f1c2ab3d4e5f6a7b8c9d0',
  keyId: '665f1c2ab3d4e5f6a7b8c9d1',
  keyName: 'Expo Portal',
  url: 'https://crm.example.com/hooks/stallplan',
  events: ['enquiry.created'],
  description: '',
  secretStart: 'whsec_AbC',
  createdAt: '2026-01-01T00:00:00.000Z',
  secretRotatedAt: null,
});

/** Each button's aria-label and the words it shows. */
function buttons(markup: string): Array<{ label: string; visible: string }> {
  return [...markup.matchAll(/<button[^>]*aria-label="([^"]*)"[^>]*>(.*?)<\/button>/g)].map(([, label = '', inner = '']) => ({
    label,
    visible: inner.replace(/<[^>]*>/g, '').trim(),
  }));
}

describe("a webhook endpoint's actions", () => {
  it('name each button by its visible words first, then the endpoint (WCAG 2.5.3, Label in Name)', () => {
    const markup = renderToStaticMarkup(
      <EndpointRowActions endpoint={endpoint} viewing={null} onDeliveries={() => {}} onRotate={() => {}} onDelete={() => {}} />,
    );
    expect(buttons(markup)).toEqual([
      { label: `Deliveries to ${endpoint.url}`, visible: 'Deliveries' },
      { label: `Rotate secret of ${endpoint.url}`, visible: 'Rotate secret' },
      { label: `Delete ${endpoint.url}`, visible: 'Delete' },
    ]);
  });
});
