import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** What every labelled input of the kit takes: its label, its react-hook-form registration, hint and error. */
export interface LabelledInputProps {
  label: string;
  registration: UseFormRegisterReturn;
  required?: boolean | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string | undefined;
}
