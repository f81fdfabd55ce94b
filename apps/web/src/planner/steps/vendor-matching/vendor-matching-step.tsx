import { LaterStep } from '../later-step.js';

export function VendorMatchingStep() {
  return <LaterStep step={3} />;
}
