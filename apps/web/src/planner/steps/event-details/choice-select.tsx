interface ChoiceSelectProps {
  id: string;
  describedBy: string | undefined;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The blank first choice; left out when a value is always chosen. */
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A native select: the phone's own picker, and the keyboard works as people expect. */
export function ChoiceSelect({ id, describedBy, value, onChange, options, placeholder, required, disabled }: ChoiceSelectProps) {
  return (
    <select
      id={id}
      aria-describedby={describedBy}
      className="field-input"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required={required}
      disabled={disabled}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
