import { useState } from 'react';
import { EVENT_DETAILS_REQUIRED_LABELS } from '../../missing-fields.js';
import { emailProblem } from './email-check.js';
import { TextField } from './text-field.js';

/** The e-mail input; a wrong address is pointed out once the user leaves the field, not while typing. */
export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [left, setLeft] = useState(false);
  const problem = left ? emailProblem(value) : null;
  return (
    <TextField
      label={EVENT_DETAILS_REQUIRED_LABELS.emailAddress}
      type="email"
      required
      autoComplete="email"
      placeholder="name@company.com"
      value={value}
      onChange={onChange}
      onBlur={() => setLeft(true)}
      invalid={problem !== null}
      hint={
        problem && (
          <span role="alert" className="text-red-700">
            {problem}
          </span>
        )
      }
    />
  );
}
