import { describe, expect, it } from 'vitest';
import { additionalRoomOptions, stallExtraOptions } from './stall-options.js';

describe('premium extras and additional rooms', () => {
  it('are told apart by their labels: no extra reads as a room', () => {
    const rooms = additionalRoomOptions.options.map((option) => option.label.toLowerCase());
    for (const extra of stallExtraOptions.options) expect(rooms, extra.label).not.toContain(extra.label.toLowerCase());
  });

  it('name the fit-outs as fit-outs', () => {
    expect(stallExtraOptions.label('meeting_room')).toBe('Meeting room fit-out');
    expect(stallExtraOptions.label('pantry_fitout')).toBe('Pantry fit-out');
    expect(additionalRoomOptions.label('Meeting Room')).toBe('Meeting Room');
  });
});
