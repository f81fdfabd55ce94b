import { describe, expect, it } from 'vitest';
import { stateCodeSchema } from './state-code.js';

describe('state code', () => {
  it('accepts IN- followed by two capital letters', () => {
    expect(stateCodeSchema.parse('IN-MH')).toBe('IN-MH');
  });

  it.each(['MH', 'in-mh', 'IN-MAH', 'IN_MH', ' IN-MH'])('refuses %j with a sentence showing the form', (code) => {
    const result = stateCodeSchema.safeParse(code);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('A state code must look like IN-MH: "IN-" followed by two capital letters.');
  });
});
