import type { City } from './city.js';
import type { State } from './state.js';

interface CityEntry {
  name: string;
  code: string;
  latitude: number;
  longitude: number;
  /** Hosts a major trade-show venue. */
  hub?: boolean;
  /** Other names people type for the city (official renamings, old names). */
  aliases?: string[];
}

interface StateEntry {
  code: string;
  name: string;
  cities: CityEntry[];
}

/**
 * Every state and union territory of India (28 + 8) with its main cities. Codes are the current
 * ISO 3166-2:IN ones (Telangana IN-TS, Chhattisgarh IN-CG, Uttarakhand IN-UK, Odisha IN-OD).
 *
 * The first twelve are the planner's built-in states and keep exactly its city lists, including
 * three placements that differ from today's map, because users of the planner look for them there:
 * Hyderabad under Andhra Pradesh (capital of Telangana since 2014), Gurgaon and Noida under Delhi
 * (they are in Haryana and Uttar Pradesh, inside the capital region), and Chandigarh under Punjab
 * (a union territory that is Punjab's capital). A city appears once in the whole list so a name
 * finds one city; that is why Telangana, Haryana and the Chandigarh territory list other places.
 */
const STATE_ENTRIES: StateEntry[] = [
  {
    code: 'IN-DL',
    name: 'Delhi',
    cities: [
      { name: 'New Delhi', code: 'DEL', latitude: 28.61, longitude: 77.21, hub: true, aliases: ['Delhi'] },
      { name: 'Gurgaon', code: 'GGN', latitude: 28.46, longitude: 77.03, hub: true, aliases: ['Gurugram'] },
      { name: 'Noida', code: 'NOI', latitude: 28.54, longitude: 77.39, hub: true },
    ],
  },
  {
    code: 'IN-MH',
    name: 'Maharashtra',
    cities: [
      { name: 'Mumbai', code: 'BOM', latitude: 19.08, longitude: 72.88, hub: true, aliases: ['Bombay'] },
      { name: 'Pune', code: 'PNQ', latitude: 18.52, longitude: 73.86, hub: true, aliases: ['Poona'] },
      { name: 'Nagpur', code: 'NAG', latitude: 21.15, longitude: 79.09 },
      { name: 'Nashik', code: 'ISK', latitude: 19.99, longitude: 73.79, aliases: ['Nasik'] },
    ],
  },
  {
    code: 'IN-KA',
    name: 'Karnataka',
    cities: [
      { name: 'Bangalore', code: 'BLR', latitude: 12.97, longitude: 77.59, hub: true, aliases: ['Bengaluru'] },
      { name: 'Mysore', code: 'MYQ', latitude: 12.3, longitude: 76.64, aliases: ['Mysuru'] },
      { name: 'Mangalore', code: 'IXE', latitude: 12.91, longitude: 74.86, aliases: ['Mangaluru'] },
    ],
  },
  {
    code: 'IN-TN',
    name: 'Tamil Nadu',
    cities: [
      { name: 'Chennai', code: 'MAA', latitude: 13.08, longitude: 80.27, hub: true, aliases: ['Madras'] },
      { name: 'Coimbatore', code: 'CJB', latitude: 11.02, longitude: 76.96, hub: true },
      { name: 'Madurai', code: 'IXM', latitude: 9.93, longitude: 78.12 },
    ],
  },
  {
    code: 'IN-WB',
    name: 'West Bengal',
    cities: [
      { name: 'Kolkata', code: 'CCU', latitude: 22.57, longitude: 88.36, hub: true, aliases: ['Calcutta'] },
      { name: 'Durgapur', code: 'RDP', latitude: 23.52, longitude: 87.31 },
    ],
  },
  {
    code: 'IN-AP',
    name: 'Andhra Pradesh',
    cities: [
      { name: 'Hyderabad', code: 'HYD', latitude: 17.39, longitude: 78.49, hub: true },
      { name: 'Vijayawada', code: 'VGA', latitude: 16.51, longitude: 80.65 },
      { name: 'Visakhapatnam', code: 'VTZ', latitude: 17.69, longitude: 83.22, aliases: ['Vizag'] },
    ],
  },
  {
    code: 'IN-GJ',
    name: 'Gujarat',
    cities: [
      { name: 'Ahmedabad', code: 'AMD', latitude: 23.02, longitude: 72.57, hub: true },
      // The Surat International Exhibition and Convention Centre makes it a hub, though not a popular pick.
      { name: 'Surat', code: 'STV', latitude: 21.17, longitude: 72.83, hub: true },
      { name: 'Vadodara', code: 'BDQ', latitude: 22.31, longitude: 73.18, aliases: ['Baroda'] },
    ],
  },
  {
    code: 'IN-RJ',
    name: 'Rajasthan',
    cities: [
      { name: 'Jaipur', code: 'JAI', latitude: 26.91, longitude: 75.79, hub: true },
      { name: 'Jodhpur', code: 'JDH', latitude: 26.24, longitude: 73.02 },
      { name: 'Udaipur', code: 'UDR', latitude: 24.59, longitude: 73.71 },
    ],
  },
  {
    code: 'IN-KL',
    name: 'Kerala',
    cities: [
      { name: 'Kochi', code: 'COK', latitude: 9.93, longitude: 76.27, hub: true, aliases: ['Cochin'] },
      { name: 'Thiruvananthapuram', code: 'TRV', latitude: 8.52, longitude: 76.94, aliases: ['Trivandrum'] },
    ],
  },
  {
    code: 'IN-PB',
    name: 'Punjab',
    cities: [
      { name: 'Chandigarh', code: 'IXC', latitude: 30.73, longitude: 76.78, hub: true },
      { name: 'Amritsar', code: 'ATQ', latitude: 31.63, longitude: 74.87 },
    ],
  },
  {
    code: 'IN-UP',
    name: 'Uttar Pradesh',
    cities: [
      { name: 'Lucknow', code: 'LKO', latitude: 26.85, longitude: 80.95, hub: true },
      { name: 'Kanpur', code: 'KNU', latitude: 26.45, longitude: 80.33 },
      { name: 'Agra', code: 'AGR', latitude: 27.18, longitude: 78.01 },
    ],
  },
  {
    code: 'IN-MP',
    name: 'Madhya Pradesh',
    cities: [
      { name: 'Bhopal', code: 'BHO', latitude: 23.26, longitude: 77.41 },
      { name: 'Indore', code: 'IDR', latitude: 22.72, longitude: 75.86, hub: true },
    ],
  },
  // The remaining states.
  {
    code: 'IN-AR',
    name: 'Arunachal Pradesh',
    cities: [
      { name: 'Itanagar', code: 'HGI', latitude: 27.08, longitude: 93.61 },
      { name: 'Pasighat', code: 'IXT', latitude: 28.07, longitude: 95.33 },
      { name: 'Tawang', code: 'TWG', latitude: 27.59, longitude: 91.86 },
    ],
  },
  {
    code: 'IN-AS',
    name: 'Assam',
    cities: [
      { name: 'Guwahati', code: 'GAU', latitude: 26.14, longitude: 91.74 },
      { name: 'Dibrugarh', code: 'DIB', latitude: 27.47, longitude: 94.91 },
      { name: 'Silchar', code: 'IXS', latitude: 24.83, longitude: 92.78 },
      { name: 'Jorhat', code: 'JRH', latitude: 26.75, longitude: 94.2 },
    ],
  },
  {
    code: 'IN-BR',
    name: 'Bihar',
    cities: [
      { name: 'Patna', code: 'PAT', latitude: 25.59, longitude: 85.14 },
      { name: 'Gaya', code: 'GAY', latitude: 24.79, longitude: 85.0 },
      { name: 'Darbhanga', code: 'DBR', latitude: 26.15, longitude: 85.9 },
    ],
  },
  {
    code: 'IN-CG',
    name: 'Chhattisgarh',
    cities: [
      { name: 'Raipur', code: 'RPR', latitude: 21.25, longitude: 81.63 },
      { name: 'Bhilai', code: 'BHI', latitude: 21.21, longitude: 81.38 },
      { name: 'Bilaspur', code: 'PAB', latitude: 22.08, longitude: 82.15 },
    ],
  },
  {
    code: 'IN-GA',
    name: 'Goa',
    cities: [
      { name: 'Panaji', code: 'GOI', latitude: 15.49, longitude: 73.83, hub: true, aliases: ['Panjim'] },
      { name: 'Margao', code: 'MRG', latitude: 15.28, longitude: 73.96, aliases: ['Madgaon'] },
    ],
  },
  {
    code: 'IN-HR',
    name: 'Haryana',
    cities: [
      { name: 'Faridabad', code: 'FDB', latitude: 28.41, longitude: 77.32 },
      { name: 'Panipat', code: 'PNP', latitude: 29.39, longitude: 76.97 },
      { name: 'Karnal', code: 'KNL', latitude: 29.69, longitude: 76.99 },
      { name: 'Hisar', code: 'HSS', latitude: 29.15, longitude: 75.72 },
    ],
  },
  {
    code: 'IN-HP',
    name: 'Himachal Pradesh',
    cities: [
      { name: 'Shimla', code: 'SLV', latitude: 31.1, longitude: 77.17, aliases: ['Simla'] },
      { name: 'Dharamshala', code: 'DHM', latitude: 32.22, longitude: 76.32 },
      { name: 'Kullu', code: 'KUU', latitude: 31.96, longitude: 77.11 },
    ],
  },
  {
    code: 'IN-JH',
    name: 'Jharkhand',
    cities: [
      { name: 'Ranchi', code: 'IXR', latitude: 23.34, longitude: 85.31 },
      { name: 'Jamshedpur', code: 'IXW', latitude: 22.8, longitude: 86.2 },
      { name: 'Dhanbad', code: 'DBD', latitude: 23.8, longitude: 86.43 },
    ],
  },
  { code: 'IN-MN', name: 'Manipur', cities: [{ name: 'Imphal', code: 'IMF', latitude: 24.82, longitude: 93.94 }] },
  {
    code: 'IN-ML',
    name: 'Meghalaya',
    cities: [
      { name: 'Shillong', code: 'SHL', latitude: 25.58, longitude: 91.89 },
      { name: 'Tura', code: 'TUR', latitude: 25.51, longitude: 90.22 },
    ],
  },
  { code: 'IN-MZ', name: 'Mizoram', cities: [{ name: 'Aizawl', code: 'AJL', latitude: 23.73, longitude: 92.72 }] },
  {
    code: 'IN-NL',
    name: 'Nagaland',
    cities: [
      { name: 'Kohima', code: 'KOH', latitude: 25.67, longitude: 94.11 },
      { name: 'Dimapur', code: 'DMU', latitude: 25.91, longitude: 93.73 },
    ],
  },
  {
    code: 'IN-OD',
    name: 'Odisha',
    cities: [
      { name: 'Bhubaneswar', code: 'BBI', latitude: 20.3, longitude: 85.82 },
      { name: 'Cuttack', code: 'CTC', latitude: 20.46, longitude: 85.88 },
      { name: 'Rourkela', code: 'RRK', latitude: 22.26, longitude: 84.85 },
    ],
  },
  { code: 'IN-SK', name: 'Sikkim', cities: [{ name: 'Gangtok', code: 'GTK', latitude: 27.33, longitude: 88.61 }] },
  {
    code: 'IN-TS',
    name: 'Telangana',
    cities: [
      { name: 'Warangal', code: 'WGC', latitude: 17.97, longitude: 79.59 },
      { name: 'Karimnagar', code: 'KMR', latitude: 18.44, longitude: 79.13 },
      { name: 'Nizamabad', code: 'NZB', latitude: 18.67, longitude: 78.09 },
    ],
  },
  { code: 'IN-TR', name: 'Tripura', cities: [{ name: 'Agartala', code: 'IXA', latitude: 23.83, longitude: 91.28 }] },
  {
    code: 'IN-UK',
    name: 'Uttarakhand',
    cities: [
      { name: 'Dehradun', code: 'DED', latitude: 30.32, longitude: 78.03 },
      { name: 'Haridwar', code: 'HDW', latitude: 29.95, longitude: 78.16 },
      { name: 'Haldwani', code: 'HLD', latitude: 29.22, longitude: 79.51 },
    ],
  },
  // The union territories other than Delhi.
  {
    code: 'IN-AN',
    name: 'Andaman and Nicobar Islands',
    cities: [{ name: 'Port Blair', code: 'IXZ', latitude: 11.62, longitude: 92.73, aliases: ['Sri Vijaya Puram'] }],
  },
  // Chandigarh itself is listed under Punjab (see above); Manimajra is the territory's other town.
  { code: 'IN-CH', name: 'Chandigarh', cities: [{ name: 'Manimajra', code: 'MNM', latitude: 30.72, longitude: 76.84 }] },
  {
    code: 'IN-DH',
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    cities: [
      { name: 'Daman', code: 'NMB', latitude: 20.4, longitude: 72.83 },
      { name: 'Diu', code: 'DIU', latitude: 20.71, longitude: 70.99 },
      { name: 'Silvassa', code: 'SVS', latitude: 20.27, longitude: 73.01 },
    ],
  },
  {
    code: 'IN-JK',
    name: 'Jammu and Kashmir',
    cities: [
      { name: 'Srinagar', code: 'SXR', latitude: 34.08, longitude: 74.8 },
      { name: 'Jammu', code: 'IXJ', latitude: 32.73, longitude: 74.86 },
    ],
  },
  {
    code: 'IN-LA',
    name: 'Ladakh',
    cities: [
      { name: 'Leh', code: 'IXL', latitude: 34.15, longitude: 77.58 },
      { name: 'Kargil', code: 'KGL', latitude: 34.56, longitude: 76.13 },
    ],
  },
  {
    code: 'IN-LD',
    name: 'Lakshadweep',
    cities: [
      { name: 'Kavaratti', code: 'KVT', latitude: 10.57, longitude: 72.64 },
      { name: 'Agatti', code: 'AGX', latitude: 10.86, longitude: 72.19 },
    ],
  },
  {
    code: 'IN-PY',
    name: 'Puducherry',
    cities: [
      { name: 'Puducherry', code: 'PNY', latitude: 11.94, longitude: 79.81, aliases: ['Pondicherry'] },
      { name: 'Karaikal', code: 'KRK', latitude: 10.93, longitude: 79.83 },
    ],
  },
];

/** Every state and union territory, in the order above (the planner's twelve first). Frozen: shared by every caller. */
export const INDIAN_STATES: readonly State[] = Object.freeze(
  STATE_ENTRIES.map((state) =>
    Object.freeze({
      code: state.code,
      name: state.name,
      cities: Object.freeze(state.cities.map((city) => Object.freeze({ name: city.name, code: city.code }))) as State['cities'],
    }),
  ),
);

/** Every city with its state, in the same order. */
export const INDIAN_CITIES: readonly City[] = Object.freeze(
  STATE_ENTRIES.flatMap((state) =>
    state.cities.map((city) =>
      Object.freeze({
        name: city.name,
        code: city.code,
        state: state.name,
        stateCode: state.code,
        isExhibitionHub: city.hub ?? false,
        latitude: city.latitude,
        longitude: city.longitude,
      }),
    ),
  ),
);

/** Other names of a city, lower-cased, each mapped to the name the data uses. */
export const CITY_ALIASES: ReadonlyMap<string, string> = new Map(
  STATE_ENTRIES.flatMap((state) => state.cities.flatMap((city) => (city.aliases ?? []).map((alias) => [alias.toLowerCase(), city.name] as const))),
);
