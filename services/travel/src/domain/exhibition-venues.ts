import type { City } from '@stallplan/contracts';

export interface ExhibitionVenue {
  name: string;
  /** The city as the geography names it. */
  city: string;
  /** Where hotels near the venue say they are. */
  locality: string;
  latitude: number;
  longitude: number;
  /** Other names people type, lower case: an old name, an acronym, the ground it stands on. */
  aliases: readonly string[];
}

/**
 * The main trade-show venues of the exhibition hubs, the first of each city being its main one.
 * Coordinates are those of the halls, to two or three decimals.
 */
export const EXHIBITION_VENUES: readonly ExhibitionVenue[] = [
  {
    name: 'Bharat Mandapam',
    city: 'New Delhi',
    locality: 'Pragati Maidan, New Delhi',
    latitude: 28.618,
    longitude: 77.243,
    aliases: ['pragati maidan', 'iecc'],
  },
  {
    name: 'Yashobhoomi',
    city: 'New Delhi',
    locality: 'Dwarka, New Delhi',
    latitude: 28.556,
    longitude: 77.045,
    aliases: ['iicc', 'india international convention centre'],
  },
  { name: 'Apparel House', city: 'Gurgaon', locality: 'Sector 44, Gurgaon', latitude: 28.451, longitude: 77.072, aliases: [] },
  { name: 'India Expo Mart', city: 'Noida', locality: 'Greater Noida', latitude: 28.461, longitude: 77.508, aliases: ['india expo centre', 'iemml'] },
  { name: 'Bombay Exhibition Centre', city: 'Mumbai', locality: 'Goregaon East, Mumbai', latitude: 19.154, longitude: 72.853, aliases: ['nesco', 'bec'] },
  {
    name: 'Jio World Centre',
    city: 'Mumbai',
    locality: 'Bandra Kurla Complex, Mumbai',
    latitude: 19.063,
    longitude: 72.865,
    aliases: ['jio world convention centre', 'bkc'],
  },
  { name: 'Auto Cluster Exhibition Centre', city: 'Pune', locality: 'Chinchwad, Pune', latitude: 18.63, longitude: 73.8, aliases: ['auto cluster'] },
  {
    name: 'BIEC',
    city: 'Bangalore',
    locality: 'Tumkur Road, Bangalore',
    latitude: 13.062,
    longitude: 77.475,
    aliases: ['bangalore international exhibition centre'],
  },
  { name: 'KTPO Trade Centre', city: 'Bangalore', locality: 'Whitefield, Bangalore', latitude: 12.986, longitude: 77.729, aliases: ['ktpo'] },
  { name: 'Chennai Trade Centre', city: 'Chennai', locality: 'Nandambakkam, Chennai', latitude: 13.017, longitude: 80.19, aliases: ['ctc'] },
  {
    name: 'CODISSIA Trade Fair Complex',
    city: 'Coimbatore',
    locality: 'Avinashi Road, Coimbatore',
    latitude: 11.035,
    longitude: 77.035,
    aliases: ['codissia'],
  },
  {
    name: 'Biswa Bangla Mela Prangan',
    city: 'Kolkata',
    locality: 'Salt Lake, Kolkata',
    latitude: 22.585,
    longitude: 88.409,
    aliases: ['central park mela ground'],
  },
  { name: 'Biswa Bangla Convention Centre', city: 'Kolkata', locality: 'New Town, Kolkata', latitude: 22.581, longitude: 88.464, aliases: [] },
  { name: 'HITEX Exhibition Centre', city: 'Hyderabad', locality: 'Madhapur, Hyderabad', latitude: 17.47, longitude: 78.377, aliases: ['hitex', 'hicc'] },
  {
    name: 'Helipad Exhibition Centre',
    city: 'Ahmedabad',
    locality: 'Gandhinagar',
    latitude: 23.224,
    longitude: 72.647,
    aliases: ['helipad ground', 'mahatma mandir'],
  },
  {
    name: 'SIECC',
    city: 'Surat',
    locality: 'Sarsana, Surat',
    latitude: 21.14,
    longitude: 72.77,
    aliases: ['surat international exhibition and convention centre'],
  },
  { name: 'JECC', city: 'Jaipur', locality: 'Sitapura, Jaipur', latitude: 26.785, longitude: 75.827, aliases: ['jaipur exhibition and convention centre'] },
  { name: 'CIAL Convention Centre', city: 'Kochi', locality: 'Nedumbassery, Kochi', latitude: 10.156, longitude: 76.392, aliases: ['cial'] },
  { name: 'Parade Ground', city: 'Chandigarh', locality: 'Sector 17, Chandigarh', latitude: 30.739, longitude: 76.787, aliases: [] },
  { name: 'Indira Gandhi Pratishthan', city: 'Lucknow', locality: 'Gomti Nagar, Lucknow', latitude: 26.853, longitude: 81.005, aliases: [] },
  { name: 'Brilliant Convention Centre', city: 'Indore', locality: 'Vijay Nagar, Indore', latitude: 22.75, longitude: 75.9, aliases: [] },
  { name: 'Shyama Prasad Mukherjee Stadium', city: 'Panaji', locality: 'Bambolim, Goa', latitude: 15.46, longitude: 73.833, aliases: ['spm stadium'] },
];

/**
 * Where exhibitors in this city stay near: its venues, main one first. A city without a listed
 * venue is met at its centre, so every city of the geography has a place to measure from.
 */
export function venuesIn(city: Pick<City, 'name' | 'latitude' | 'longitude'>): ExhibitionVenue[] {
  const venues = EXHIBITION_VENUES.filter((venue) => venue.city === city.name);
  if (venues.length > 0) return venues;
  return [{ name: `${city.name} city centre`, city: city.name, locality: city.name, latitude: city.latitude, longitude: city.longitude, aliases: [] }];
}

/** The venue named in a piece of text, by its name or another name, whole words only; `among` limits the venues looked for. */
export function venueNamedIn(text: string, among: readonly ExhibitionVenue[] = EXHIBITION_VENUES): ExhibitionVenue | undefined {
  const padded = ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
  return among.find((venue) => [venue.name.toLowerCase(), ...venue.aliases].some((name) => padded.includes(` ${name.replace(/[^a-z0-9]+/g, ' ').trim()} `)));
}
