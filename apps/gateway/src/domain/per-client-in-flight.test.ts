import { describe, expect, it } from 'vitest';
import { PerClientInFlight } from './per-client-in-flight.js';

describe('PerClientInFlight', () => {
  it('counts each client on its own', () => {
    const inFlight = new PerClientInFlight();
    inFlight.enter('10.0.0.1');
    inFlight.enter('10.0.0.1');
    inFlight.enter('10.0.0.2');
    expect(inFlight.count('10.0.0.1')).toBe(2);
    expect(inFlight.count('10.0.0.2')).toBe(1);
    expect(inFlight.count('10.0.0.3')).toBe(0);
  });

  it('frees one place per release, however often that release is called', () => {
    const inFlight = new PerClientInFlight();
    const first = inFlight.enter('10.0.0.1');
    inFlight.enter('10.0.0.1');
    first();
    first();
    expect(inFlight.count('10.0.0.1')).toBe(1);
  });

  it('forgets a client once nothing of it is in flight, so the map does not grow with every address seen', () => {
    const inFlight = new PerClientInFlight();
    const release = inFlight.enter('10.0.0.1');
    expect(inFlight.clients).toBe(1);
    release();
    expect(inFlight.clients).toBe(0);
    expect(inFlight.count('10.0.0.1')).toBe(0);
  });
});
