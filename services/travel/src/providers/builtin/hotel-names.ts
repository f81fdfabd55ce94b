import type { SeededRandom } from '../../domain/seeded-random.js';

/** Words Indian hotels are often named after: trees, flowers, rivers, hills. Invented combinations, no real chain. */
const NAME_WORDS = [
  'Amaltas',
  'Gulmohar',
  'Kesar',
  'Peepal',
  'Banyan',
  'Neelkamal',
  'Chandan',
  'Saffron',
  'Mogra',
  'Tulsi',
  'Kaveri',
  'Narmada',
  'Aravali',
  'Sahyadri',
  'Nilgiri',
  'Deccan',
  'Vindhya',
  'Kasturi',
  'Champa',
  'Palash',
  'Kadamba',
  'Mayur',
  'Sarang',
  'Hamsa',
  'Vasant',
  'Silver Oak',
  'Teakwood',
  'Cedar',
  'Monsoon',
  'Coral',
  'Indus',
  'Emerald',
  'Sapphire',
  'Jasmine',
  'Sandalwood',
  'Tamarind',
  'Bodhi',
  'Ketaki',
  'Parijat',
  'Shivalik',
] as const;

const SUFFIXES_BY_STARS: Readonly<Record<number, readonly string[]>> = {
  5: ['Grand', 'Palace', 'Towers', 'Retreat', 'Imperial'],
  4: ['Residency', 'Regency', 'Suites', 'Court', 'Business Hotel', 'Crest'],
  3: ['Residency', 'Inn', 'Suites', 'Executive', 'Comforts', 'Park'],
  2: ['Inn', 'Lodge', 'Comfort Stay', 'Guest House', 'Stay'],
};

/** A plausible hotel name not yet used in the city: "The Kesar Grand", "Hotel Palash Inn", "Pragati Residency". */
export function hotelName(random: SeededRandom, stars: number, localityWord: string, taken: Set<string>): string {
  const suffixes = SUFFIXES_BY_STARS[stars] ?? SUFFIXES_BY_STARS[3] ?? ['Residency'];
  for (let attempt = 0; ; attempt += 1) {
    const suffix = random.pick(suffixes);
    const word = attempt < 20 && random.chance(0.2) ? localityWord : random.pick(NAME_WORDS);
    const pattern = random.int(0, 2);
    const name = pattern === 0 ? `The ${word} ${suffix}` : pattern === 1 && stars <= 3 ? `Hotel ${word} ${suffix}` : `${word} ${suffix}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

const EVERY_HOTEL = ['Free WiFi', 'Air conditioning', 'Power backup', '24-hour front desk'];
const THREE_STARS_UP = ['Restaurant', 'Room service', 'Breakfast included', 'Parking', 'Airport transfer (paid)'];
const FOUR_STARS_UP = ['Business centre', 'Meeting rooms', 'Fitness centre', 'Laundry', 'Shuttle to the venue'];
const FIVE_STARS = ['Swimming pool', 'Spa', 'Bar', 'Concierge', 'Executive lounge'];

/** What a hotel of this class offers, most useful to an exhibitor first; Free WiFi always. */
export function hotelAmenities(random: SeededRandom, stars: number): string[] {
  const offered = [
    ...(stars >= 4 ? random.shuffled(FOUR_STARS_UP).slice(0, random.int(2, 4)) : []),
    ...(stars >= 3 ? random.shuffled(THREE_STARS_UP).slice(0, random.int(2, 4)) : []),
    ...(stars >= 5 ? random.shuffled(FIVE_STARS).slice(0, random.int(2, 4)) : []),
    ...random.shuffled(EVERY_HOTEL.slice(1)).slice(0, random.int(1, 3)),
  ];
  return ['Free WiFi', ...offered];
}
