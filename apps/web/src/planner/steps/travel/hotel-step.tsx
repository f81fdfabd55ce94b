import { LaterStep } from '../later-step.js';

export function HotelStep() {
  return <LaterStep step={5} />;
}
