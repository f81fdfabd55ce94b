import {
  budgetRangeOptions,
  colorSchemeOptions,
  designThemeOptions,
  preferredLocationOptions,
  stallPowerOptions,
  approvalStatusOptions,
  type StallRequirements,
} from '@stallplan/contracts';
import type { ComposedMail, Mailbox } from './composed-mail.js';
import { headerText, mailbox } from './mail-header.js';
import { renderHtml, renderText, type MailBody, type MailSection } from './mail-layout.js';

export interface StallRequirementsMails {
  team: ComposedMail;
  confirmation: ComposedMail;
}

function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

function listOrNone(values: readonly string[]): string | undefined {
  return values.length ? values.join(', ') : undefined;
}

function requirementSections(form: StallRequirements): MailSection[] {
  return [
    {
      title: 'Contact details',
      rows: [
        ['Company', form.companyName],
        ['Contact person', form.contactPerson],
        ['E-mail', form.email],
        ['Phone', form.phone],
        ['Website', form.website],
      ],
    },
    {
      title: 'Stall specifications',
      rows: [
        ['Preferred location', preferredLocationOptions.label(form.preferredLocation)],
        ['Power', stallPowerOptions.label(form.powerRequirement)],
        ['Accessibility needed', yesNo(form.accessibility)],
        ['Special requirements', form.specialRequirements],
      ],
    },
    {
      title: 'Design & branding',
      rows: [
        ['Design theme', designThemeOptions.label(form.designTheme)],
        ['Colour scheme', colorSchemeOptions.label(form.colorScheme)],
        ['Branding elements', listOrNone(form.brandingElements)],
      ],
    },
    {
      title: 'Equipment & services',
      rows: [
        ['Furniture', listOrNone(form.furniture)],
        ['Audio-visual', listOrNone(form.audioVisual)],
        ['Technology', listOrNone(form.technology)],
        ['Brochures', yesNo(form.brochures)],
        ['Giveaways', yesNo(form.giveaways)],
        ['Digital displays', yesNo(form.digitalDisplays)],
        ['Product samples', yesNo(form.productSamples)],
      ],
    },
    {
      title: 'Timeline & budget',
      rows: [
        ['Setup date', form.setupDate],
        ['Event date', form.eventDate],
        ['Dismantle date', form.dismantleDate],
        ['Budget', budgetRangeOptions.label(form.budgetRange)],
        ['Approval status', form.approvalStatus && approvalStatusOptions.label(form.approvalStatus)],
        ['Special instructions', form.specialInstructions],
      ],
    },
  ];
}

/** The submission for the team (replies reach the submitter) and the submitter's confirmation. */
export function composeStallRequirementsMails(form: StallRequirements, reference: string, team: Mailbox): StallRequirementsMails {
  const submitter = mailbox(form.email, form.contactPerson);
  if (!submitter) throw new TypeError('The submitter e-mail is not an address.');
  const sections = requirementSections(form);

  const teamBody: MailBody = { intro: [`New stall requirements from ${form.companyName} (reference ${reference}).`], sections };
  const confirmationBody: MailBody = {
    intro: [
      `Dear ${form.contactPerson},`,
      `Thank you: we received your stall requirements (reference ${reference}). Our team will contact you within 24 hours to discuss your requirements.`,
      'This is what you sent us:',
    ],
    sections,
    outro: ['Reply to this e-mail if anything needs changing.'],
  };
  return {
    team: {
      to: [team],
      cc: [],
      replyTo: submitter,
      subject: headerText(`Stall requirements ${reference} from ${form.companyName}`),
      text: renderText(teamBody),
      html: renderHtml(teamBody),
    },
    confirmation: {
      to: [submitter],
      cc: [],
      replyTo: team,
      subject: headerText(`We received your stall requirements (${reference})`),
      text: renderText(confirmationBody),
      html: renderHtml(confirmationBody),
    },
  };
}
