import { describe, expect, it } from 'vitest';
import { notifyWithSink } from './notify-with-sink.js';

const TEAM = 'team@stallplan.test';

function submission(overrides: Record<string, unknown> = {}) {
  return {
    companyName: `Stall Co ${Date.now()}`,
    contactPerson: 'Meera Iyer',
    email: `meera-${Date.now()}@client.example`,
    phone: '+91 90000 11111',
    preferredLocation: 'corner',
    powerRequirement: '10kw',
    designTheme: 'modern',
    colorScheme: 'blue-white',
    furniture: ['Reception Counter'],
    setupDate: '2026-10-01',
    eventDate: '2026-10-02',
    budgetRange: '2l-5l',
    specialInstructions: '<b>Bring</b> extra lights',
    ...overrides,
  };
}

describe('POST /api/stall-requirements', () => {
  const notify = notifyWithSink({ TEAM_EMAIL: TEAM });

  it('stores the form, mails the team and confirms to the submitter', async () => {
    const form = submission();
    const res = await notify.app.inject({ method: 'POST', url: '/api/stall-requirements', payload: form });
    expect(res.statusCode).toBe(201);
    const { reference } = res.json();
    expect(res.json()).toEqual({ success: true, reference: expect.stringMatching(/^SR-\d{8}-[A-Z2-9]{6}$/) });

    await notify.sink.waitFor(() => notify.sink.to(TEAM).length >= 1 && notify.sink.to(form.email).length === 1);
    const teamMail = notify.sink.to(TEAM).find((m) => m.parsed.subject?.includes(reference));
    expect(teamMail?.parsed.subject).toBe(`Stall requirements ${reference} from ${form.companyName}`);
    expect(teamMail?.parsed.replyTo?.value[0]?.address).toBe(form.email);
    expect(teamMail?.parsed.text).toContain('Contact person: Meera Iyer');
    expect(teamMail?.parsed.text).toContain('Furniture: Reception Counter');
    expect(String(teamMail?.parsed.html)).toContain('&lt;b&gt;Bring&lt;/b&gt; extra lights');

    const confirmation = notify.sink.to(form.email)[0];
    expect(confirmation?.rcptTo).toEqual([form.email]);
    expect(confirmation?.parsed.subject).toBe(`We received your stall requirements (${reference})`);
    expect(confirmation?.parsed.text).toContain('Our team will contact you within 24 hours');
  });

  it('refuses an incomplete form with 400 and sentences, and mails nothing', async () => {
    const before = notify.sink.messages.length;
    const res = await notify.app.inject({ method: 'POST', url: '/api/stall-requirements', payload: submission({ furniture: [], email: 'nope' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().error).toContain('Please enter a valid e-mail address.');
    expect(res.json().error).toContain('Choose at least one furniture item.');

    const dates = await notify.app.inject({ method: 'POST', url: '/api/stall-requirements', payload: submission({ setupDate: '2026-10-05' }) });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().error).toContain('Setup date must be on or before the event date.');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(notify.sink.messages.length).toBe(before);
  });
});
