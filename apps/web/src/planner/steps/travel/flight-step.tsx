import { LaterStep } from '../later-step.js';

export function FlightStep() {
  return <LaterStep step={4} />;
}
