// The vendors the benchmarks store: shaped as catalog's vendor model keeps them, spread the same
// way in every bench so their figures compare.
import { INDIAN_CITIES, vendorCategoryOptions } from '@stallplan/contracts';

const hubs = INDIAN_CITIES.filter((city) => city.isExhibitionHub);

/**
 * Vendor `index`: hub cities more often, every category, ratings 3.5 to 5, one in ten pending.
 * `label` names it ("Bench Vendor 7"), `emailOf` gives its address, `keyword` marks it as the
 * bench's own, `description` says which bench made it.
 */
export function benchVendor(index, { label, emailOf, keyword, description }) {
  const city = index % 3 === 0 ? INDIAN_CITIES[index % INDIAN_CITIES.length] : hubs[index % hubs.length];
  const category = vendorCategoryOptions.values[index % vendorCategoryOptions.values.length];
  const name = `${label} ${index}`;
  const email = emailOf(index);
  const min = [6, 9, 18, 36][index % 4];
  return {
    name,
    nameLower: name.toLowerCase(),
    category,
    city: city.name,
    state: city.state,
    location: `Industrial Area, ${city.name}`,
    description,
    specialties: ['Custom booths', 'Modular systems', 'Graphics'],
    services: ['Design', 'Fabrication', 'Installation'],
    keywords: [keyword],
    contact: { email, phone: `+91 98200 ${String(index % 100_000).padStart(5, '0')}` },
    email,
    rating: (3.5 + (index % 16) / 10).toFixed(1),
    experience: `${1 + (index % 25)} years`,
    priceRange: ['Budget', 'Standard', 'Premium', 'Luxury'][index % 4],
    portfolioImages: [],
    testimonials: [],
    isActive: index % 10 !== 0,
    pricing: index % 3 === 0 ? { hourly: 400 + (index % 50) * 10 } : { project: 50_000 + (index % 40) * 5_000, sqft: 700 + (index % 30) * 50 },
    completedProjects: index % 400,
    certifications: ['ISO 9001:2015'],
    recentWork: ['Stall, 18 sq m'],
    serviceCities: [hubs[(index + 1) % hubs.length].name, hubs[(index + 7) % hubs.length].name],
    awards: [],
    boothSizeSqm: { min, max: min * 8 },
  };
}
