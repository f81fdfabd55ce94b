import { stallDesignDataSchema } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { designPatchFromDetail } from './design-patch.js';

const current = stallDesignDataSchema.parse({ area: 18, wallType: 'mdf' });

describe('designPatchFromDetail', () => {
  it('takes design fields from the detail or from its stallDesign', () => {
    expect(designPatchFromDetail({ ceiling: 'truss_lights' }, current)).toEqual({ ceiling: 'truss_lights' });
    expect(designPatchFromDetail({ stallDesign: { area: '24', extras: ['meeting_room', 'meeting_room'] } }, current)).toEqual({
      area: 24,
      extras: ['meeting_room'],
    });
  });

  it('ignores keys that are not design fields', () => {
    expect(designPatchFromDetail({ budget: 5, flooring: 'marble' }, current)).toEqual({ flooring: 'marble' });
  });

  it('refuses nothing usable or an invalid value', () => {
    expect(designPatchFromDetail(undefined, current)).toBeNull();
    expect(designPatchFromDetail({ budget: 5 }, current)).toBeNull();
    expect(designPatchFromDetail({ wallType: 'gold' }, current)).toBeNull();
    expect(designPatchFromDetail(['area'], current)).toBeNull();
  });
});
