import { LaterStep } from '../later-step.js';

export function LogisticsStep() {
  return <LaterStep step={6} />;
}
