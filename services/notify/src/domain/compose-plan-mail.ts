import type { PlanMail } from '@stallplan/contracts';
import type { ComposedMail } from './composed-mail.js';
import { layoutMail, recipientOf } from './layout-mail.js';
import { calendarDay } from './mail-dates.js';
import type { MailAction, MailBody } from './mail-layout.js';

/** The mail of one kind, narrowed from the union. */
type PlanMailOf<K extends PlanMail['kind']> = Extract<PlanMail, { kind: K }>;

const GREETING = 'Hello,';
/** Anyone can type any address into the planner: each mail says how to stop them all. */
const STOP_LABEL = 'Not you, or no more of these mails? Stop all StallPlan mail to this address:';
const OPEN_MY_PLANS = 'Open My plans';

function plural(count: number, one: string, many: string): string {
  return count === 1 ? `1 ${one}` : `${count} ${many}`;
}

/**
 * The edit link is the plan's only key, so the mail says plainly what it allows and how to get
 * another. Subjects never carry what someone typed (the show's name, a reviewer's name): a mail
 * anyone can send to any address must not let them write its subject line.
 */
function planSaved(mail: PlanMailOf<'plan-saved'>, stop: MailAction): ComposedMail {
  const body: MailBody = {
    intro: [
      GREETING,
      `Your stall plan for ${mail.exhibitionName} is saved.`,
      'The link below opens your plan on any device, where you can carry on editing it.',
    ],
    sections: [],
    action: { label: 'Open your plan', url: mail.editUrl },
    outro: [
      'Anyone with this link can change your plan, so keep it private and do not forward this mail.',
      'Lost the link? My plans on StallPlan can mail a new sign-in link to this address.',
    ],
    stop,
  };
  return layoutMail(recipientOf(mail.to), 'Your StallPlan plan is saved', body);
}

function planSignIn(mail: PlanMailOf<'plan-sign-in'>, stop: MailAction): ComposedMail {
  const body: MailBody = {
    intro: [GREETING, `Here is your link to My plans. It shows the ${plural(mail.planCount, 'plan', 'plans')} saved with this address.`],
    sections: [],
    action: { label: OPEN_MY_PLANS, url: mail.signInUrl },
    outro: [
      `The link works once, within ${plural(mail.validMinutes, 'minute', 'minutes')}. If it has expired, ask for a new one on My plans.`,
      'If you did not ask for this link, you can ignore this mail.',
    ],
    stop,
  };
  return layoutMail(recipientOf(mail.to), 'Your sign-in link to My plans', body);
}

/** A viewer's answer to one version; their note is quoted as written (escaped by the layout). */
function planResponse(mail: PlanMailOf<'plan-response'>, stop: MailAction): ComposedMail {
  const version = `version ${mail.versionNumber} of your plan for ${mail.exhibitionName}`;
  const news = mail.decision === 'approved' ? `${mail.reviewerName} approved ${version}` : `${mail.reviewerName} asked for changes to ${version}`;
  const body: MailBody = {
    intro: [GREETING, `${news}.`],
    ...(mail.note ? { quote: { by: mail.reviewerName, text: mail.note } } : {}),
    sections: [],
    action: { label: OPEN_MY_PLANS, url: mail.myPlansUrl },
    outro: [
      mail.decision === 'approved'
        ? 'Open the plan from My plans to see the version that was approved.'
        : 'Open the plan from My plans to make the changes; saving it again makes a new version.',
    ],
    stop,
  };
  const subject = mail.decision === 'approved' ? 'Your StallPlan plan was approved' : 'Changes were asked for on your StallPlan plan';
  return layoutMail(recipientOf(mail.to), subject, body);
}

/** Plans untouched for 24 months are deleted; opening one before the date keeps it. */
function planRetentionWarning(mail: PlanMailOf<'plan-retention-warning'>, stop: MailAction): ComposedMail {
  const deleteOn = calendarDay(mail.deleteOn);
  const body: MailBody = {
    intro: [
      GREETING,
      `Your stall plan for ${mail.exhibitionName} has not been opened or changed for 24 months, so we will delete it on ${deleteOn}.`,
      'We delete plans nobody uses, so that we keep no more of your details than we need.',
    ],
    sections: [],
    action: { label: OPEN_MY_PLANS, url: mail.myPlansUrl },
    outro: [`To keep the plan, open it from My plans before ${deleteOn}.`, 'If you no longer need it, there is nothing to do.'],
    stop,
  };
  return layoutMail(recipientOf(mail.to), `Your StallPlan plan will be deleted on ${deleteOn}`, body);
}

/** One mail about a saved plan, to its owner, composed from the facts quotes sends, with the address's "not me" link. */
export function composePlanMail(mail: PlanMail, stopUrl: string): ComposedMail {
  const stop: MailAction = { label: STOP_LABEL, url: stopUrl };
  switch (mail.kind) {
    case 'plan-saved':
      return planSaved(mail, stop);
    case 'plan-sign-in':
      return planSignIn(mail, stop);
    case 'plan-response':
      return planResponse(mail, stop);
    case 'plan-retention-warning':
      return planRetentionWarning(mail, stop);
  }
}
