import { LaterStep } from '../later-step.js';

export function FinalQuoteStep() {
  return <LaterStep step={7} />;
}
