import type { TradeEvent } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { eventSpaceTariffOf, findKnownShow, showKey } from './known-show.js';

const show = (name: string, raw: number, builtUp: number) => ({ name, typicalBoothCostPerSqm: raw, typicalBuiltUpCostPerSqm: builtUp }) as TradeEvent;
const events = [show('IMTEX', 12_000, 14_000), show('CPHI & PMEC India', 15_000, 17_500)];

describe('findKnownShow', () => {
  it('matches a show whatever the case, punctuation or edition year', () => {
    expect(findKnownShow('imtex', events)?.name).toBe('IMTEX');
    expect(findKnownShow(' IMTEX 2027 ', events)?.name).toBe('IMTEX');
    expect(findKnownShow('CPHI and PMEC India', events)).toBeUndefined();
    expect(findKnownShow('cphi & pmec india', events)?.name).toBe('CPHI & PMEC India');
  });

  it('matches nothing for a blank or unknown name', () => {
    expect(findKnownShow('', events)).toBeUndefined();
    expect(findKnownShow('2027', events)).toBeUndefined();
    expect(findKnownShow('Our own roadshow', events)).toBeUndefined();
  });

  it('keeps digits that are not a year', () => {
    expect(showKey('Expo 360')).toBe('expo360');
  });
});

describe('eventSpaceTariffOf', () => {
  it('gives the show’s raw and built-up rates', () => {
    expect(eventSpaceTariffOf(events[0])).toEqual({ eventName: 'IMTEX', rawPerSqm: 12_000, builtUpPerSqm: 14_000 });
    expect(eventSpaceTariffOf(undefined)).toBeNull();
  });
});
