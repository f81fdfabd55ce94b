import { Building2 } from 'lucide-react';
import { EVENT_DETAILS_REQUIRED_LABELS as LABELS } from '../../missing-fields.js';
import { EmailField } from './email-field.js';
import { FormSection } from './form-section.js';
import type { SectionProps } from './section-props.js';
import { TextField } from './text-field.js';

export function CompanySection({ details, update }: SectionProps) {
  return (
    <FormSection title="Company Information" icon={Building2}>
      <TextField
        label={LABELS.companyName}
        required
        autoComplete="organization"
        value={details.companyName}
        onChange={(companyName) => update({ companyName })}
      />
      <TextField label={LABELS.yourName} required autoComplete="name" value={details.yourName} onChange={(yourName) => update({ yourName })} />
      <TextField
        label={LABELS.mobileNumber}
        type="tel"
        required
        autoComplete="tel"
        placeholder="+91 98765 43210"
        value={details.mobileNumber}
        onChange={(mobileNumber) => update({ mobileNumber })}
      />
      <EmailField value={details.emailAddress} onChange={(emailAddress) => update({ emailAddress })} />
    </FormSection>
  );
}
