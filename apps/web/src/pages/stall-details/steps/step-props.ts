import type { StallRequirements } from '@stallplan/contracts';
import type { UseFormReturn } from 'react-hook-form';
import type { StallFormValues } from '../stall-steps.js';

export interface StepProps {
  form: UseFormReturn<StallFormValues, unknown, StallRequirements>;
}
