import type { AirportTier } from '../../domain/airports.js';

export interface Carrier {
  /** IATA airline designator. */
  code: string;
  name: string;
  /** Roughly its share of Indian domestic seats, for how often it flies a route. */
  share: number;
  /** Its fares against a typical carrier's. */
  fareFactor: number;
  /** The flight numbers it uses on domestic routes, as [first, last] ranges. */
  flightNumbers: ReadonlyArray<readonly [number, number]>;
  /** Whether it serves an airport of this tier. */
  serves: (tier: AirportTier) => boolean;
  /** What its basic economy fare typically includes or sells on board; carriers change these, so they are indicative. */
  services: readonly string[];
}

const everywhere = () => true;

/** The domestic carriers the built-in inventory flies. */
export const CARRIERS: readonly Carrier[] = [
  {
    code: '6E',
    name: 'IndiGo',
    share: 0.62,
    fareFactor: 1,
    flightNumbers: [
      [101, 999],
      [2001, 2999],
      [5001, 6999],
    ],
    serves: everywhere,
    services: [
      'Cabin bag 7 kg',
      'Check-in bag 15 kg',
      'Free web check-in',
      'Snacks and meals to buy',
      'Seat selection for a fee',
      'Extra-legroom seats to buy',
    ],
  },
  {
    code: 'AI',
    name: 'Air India',
    share: 0.18,
    fareFactor: 1.12,
    flightNumbers: [
      [401, 999],
      [2401, 2999],
    ],
    serves: (tier) => tier !== 'regional',
    services: ['Cabin bag 7 kg', 'Check-in bag 15 kg', 'Complimentary meal', 'Free web check-in', 'Seat selection for a fee'],
  },
  {
    code: 'IX',
    name: 'Air India Express',
    share: 0.1,
    fareFactor: 0.94,
    flightNumbers: [
      [1101, 1999],
      [2701, 2999],
    ],
    serves: everywhere,
    services: ['Cabin bag 7 kg', 'Check-in bag 15 kg', 'Free web check-in', 'Hot meals to pre-book', 'Seat selection for a fee'],
  },
  {
    code: 'QP',
    name: 'Akasa Air',
    share: 0.06,
    fareFactor: 0.97,
    flightNumbers: [[1101, 1899]],
    serves: (tier) => tier !== 'regional',
    services: [
      'Cabin bag 7 kg',
      'Check-in bag 15 kg',
      'Free web check-in',
      'Meals to buy (Café Akasa)',
      'Seat selection for a fee',
      'USB charging at most seats',
    ],
  },
  {
    code: 'SG',
    name: 'SpiceJet',
    share: 0.04,
    fareFactor: 0.95,
    flightNumbers: [
      [101, 999],
      [8101, 8999],
    ],
    serves: everywhere,
    services: ['Cabin bag 7 kg', 'Check-in bag 15 kg', 'Free web check-in', 'Meals to buy', 'Seat selection for a fee'],
  },
];
