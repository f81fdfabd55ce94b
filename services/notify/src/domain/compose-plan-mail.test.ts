import { planMailSchema } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { composePlanMail } from './compose-plan-mail.js';

const owner = 'asha@acme.example';
const SHOW = 'Auto Expo <2026> & Co';
const SHOW_HTML = 'Auto Expo &lt;2026&gt; &amp; Co';
const MY_PLANS = 'https://stallplan.example/my-plans';
const STOP_URL = 'https://stallplan.example/mail/stop/Zm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm8';

function compose(input: Record<string, unknown>) {
  return composePlanMail(planMailSchema.parse(input), STOP_URL);
}

/** The link reaches both parts: as text, and as the button's href. */
function expectLink(mail: { text: string; html: string }, url: string) {
  expect(mail.text).toContain(url);
  expect(mail.html).toContain(`<a href="${url}"`);
}

describe('composePlanMail: plan-saved', () => {
  const editUrl = 'https://stallplan.example/plans/edit/tok123';
  const mail = compose({ kind: 'plan-saved', key: 'saved:p1', to: owner, exhibitionName: SHOW, editUrl });

  it('mails the owner the private edit link, and says what it allows', () => {
    expect(mail.to).toEqual([{ address: owner }]);
    expect(mail.subject).toBe('Your StallPlan plan is saved');
    expect(mail.text).toContain(`Open your plan: ${editUrl}`);
    expectLink(mail, editUrl);
    expect(mail.text).toContain('opens your plan on any device');
    expect(mail.text).toContain('Anyone with this link can change your plan, so keep it private');
    expect(mail.text).toContain('My plans on StallPlan can mail a new sign-in link to this address.');
  });

  it('escapes the show name in the HTML', () => {
    expect(mail.html).toContain(SHOW_HTML);
    expect(mail.html).not.toContain('<2026>');
  });
});

describe('composePlanMail: plan-sign-in', () => {
  const signInUrl = 'https://stallplan.example/my-plans/sign-in?t=abc';
  const signIn = (overrides: Record<string, unknown> = {}) =>
    compose({ kind: 'plan-sign-in', key: 'sign-in:1', to: owner, signInUrl, validMinutes: 15, planCount: 3, ...overrides });

  it('sends the one-time link, how long it works and how many plans it shows', () => {
    const mail = signIn();
    expect(mail.subject).toBe('Your sign-in link to My plans');
    expectLink(mail, signInUrl);
    expect(mail.text).toContain('It shows the 3 plans saved with this address.');
    expect(mail.text).toContain('The link works once, within 15 minutes.');
    expect(mail.text).toContain('If you did not ask for this link, you can ignore this mail.');
  });

  it('speaks of one plan and one minute in the singular', () => {
    const mail = signIn({ planCount: 1, validMinutes: 1 });
    expect(mail.text).toContain('It shows the 1 plan saved with this address.');
    expect(mail.text).toContain('within 1 minute.');
  });
});

describe('composePlanMail: plan-response', () => {
  const response = (overrides: Record<string, unknown> = {}) =>
    compose({
      kind: 'plan-response',
      key: 'response:1',
      to: owner,
      exhibitionName: SHOW,
      decision: 'approved',
      reviewerName: 'Ravi <b>Kumar</b>',
      note: 'Looks good.',
      versionNumber: 3,
      myPlansUrl: MY_PLANS,
      ...overrides,
    });

  it('says who approved which version, quotes the note and links to My plans', () => {
    const mail = response();
    expect(mail.subject).toBe('Your StallPlan plan was approved');
    expect(mail.text).toContain(`Ravi <b>Kumar</b> approved version 3 of your plan for ${SHOW}.`);
    expect(mail.text).toContain('Ravi <b>Kumar</b> wrote:\n> Looks good.');
    expectLink(mail, MY_PLANS);
    expect(mail.html).toContain('Ravi &lt;b&gt;Kumar&lt;/b&gt; approved version 3');
    expect(mail.html).not.toContain('<b>Kumar</b>');
  });

  it('says when changes were asked for', () => {
    const mail = response({ decision: 'changes-requested', versionNumber: 2 });
    expect(mail.subject).toBe('Changes were asked for on your StallPlan plan');
    expect(mail.text).toContain('to make the changes');
  });

  it('shows a note with markup as text, line breaks kept, never as HTML', () => {
    const note = 'Move the counter.\n<script>alert("x")</script> & "more"';
    const mail = response({ decision: 'changes-requested', note });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;more&quot;');
    expect(mail.html).toContain('white-space:pre-line');
    expect(mail.text).toContain('> Move the counter.\n> <script>alert("x")</script> & "more"');
  });

  it('leaves the quote out when there is no note', () => {
    const mail = response({ note: '   ' });
    expect(mail.text).not.toContain('wrote:');
    expect(mail.html).not.toContain('<blockquote');
  });

  it('keeps the subject on one line when the reviewer name carries line breaks', () => {
    const mail = response({ reviewerName: 'Ravi\r\nBcc: evil@example.com' });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toBe('Your StallPlan plan was approved');
  });
});

describe('composePlanMail: plan-retention-warning', () => {
  const mail = compose({ kind: 'plan-retention-warning', key: 'retention:1', to: owner, exhibitionName: SHOW, deleteOn: '2026-11-27', myPlansUrl: MY_PLANS });

  it('names the date, says why, and how to keep the plan', () => {
    expect(mail.subject).toBe('Your StallPlan plan will be deleted on 27 November 2026');
    expect(mail.text).toContain('has not been opened or changed for 24 months, so we will delete it on 27 November 2026.');
    expect(mail.text).toContain('To keep the plan, open it from My plans before 27 November 2026.');
    expect(mail.text).toContain(`Open My plans: ${MY_PLANS}`);
    expectLink(mail, MY_PLANS);
    expect(mail.html).toContain(SHOW_HTML);
    expect(mail.html).not.toContain('<2026>');
  });
});

describe('composePlanMail: what anyone could make us send', () => {
  const kinds = [
    { kind: 'plan-saved', key: 'k1', to: owner, exhibitionName: SHOW, editUrl: 'https://stallplan.example/plans/t' },
    { kind: 'plan-sign-in', key: 'k2', to: owner, signInUrl: MY_PLANS, validMinutes: 15, planCount: 1 },
    {
      kind: 'plan-response',
      key: 'k3',
      to: owner,
      exhibitionName: SHOW,
      decision: 'approved',
      reviewerName: 'URGENT verify your account',
      note: '',
      versionNumber: 1,
      myPlansUrl: MY_PLANS,
    },
    { kind: 'plan-retention-warning', key: 'k4', to: owner, exhibitionName: SHOW, deleteOn: '2026-11-27', myPlansUrl: MY_PLANS },
  ];

  it('never puts typed words in a subject, and every mail carries the link that stops them all', () => {
    for (const input of kinds) {
      const mail = compose(input);
      expect(mail.subject, input.kind).not.toContain('Auto Expo');
      expect(mail.subject, input.kind).not.toContain('URGENT');
      expect(mail.text, input.kind).toContain(`Stop all StallPlan mail to this address: ${STOP_URL}`);
      expect(mail.html, input.kind).toContain(`<a href="${STOP_URL}"`);
    }
  });
});
