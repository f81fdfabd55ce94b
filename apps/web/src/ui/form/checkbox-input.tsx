import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

/** One yes/no choice as a chip, bound to its form value as a true/false flag. */
export function CheckboxInput<Values extends FieldValues, Output>({
  label,
  control,
  name,
  hint,
}: {
  label: string;
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  hint?: string;
}) {
  const { field } = useController<Values, Path<Values>, Output>({ control, name });
  return (
    <label className="choice-chip">
      <input
        type="checkbox"
        className="size-4 accent-brand-700"
        name={field.name}
        ref={field.ref}
        checked={field.value === true}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
      />
      <span>
        {label}
        {hint && <span className="block text-xs text-slate-500">{hint}</span>}
      </span>
    </label>
  );
}
