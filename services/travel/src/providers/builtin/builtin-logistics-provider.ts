import { MAX_OFFER_RUPEES, type City, type LogisticsOption } from '@stallplan/contracts';
import { airportFor } from '../../domain/airports.js';
import { chargeableWeightKg } from '../../domain/chargeable-weight.js';
import { deliveryEstimate, freightPrice } from '../../domain/freight-quote.js';
import { cityByCode } from '../../domain/locate-place.js';
import { roadDistance } from '../../domain/road-distance.js';
import { SeededRandom } from '../../domain/seeded-random.js';
import { stableJson } from '../../domain/stable-json.js';
import type { LogisticsQuery } from '../../domain/travel-queries.js';
import type { LogisticsProvider } from '../logistics-provider.js';
import { FREIGHT_SERVICES } from './freight-services.js';

const located = (city: City) => ({ text: city.name, place: { city: city.name, latitude: city.latitude, longitude: city.longitude } });

/**
 * Freight offers from Blue Dart, Delhivery, DTDC, Gati, Safexpress and VRL Logistics, by road and
 * by air, priced on the chargeable weight (actual or volumetric, whichever is more) and the road
 * distance, cheapest first. The same query gives the same answer; needs no network.
 */
export class BuiltinLogisticsProvider implements LogisticsProvider {
  readonly name = 'builtin';

  async searchLogistics(query: LogisticsQuery): Promise<LogisticsOption[]> {
    const origin = cityByCode(query.origin);
    const destination = cityByCode(query.destination);
    if (!origin || !destination) throw new Error(`No city has the code ${origin ? query.destination : query.origin}.`);
    const { distanceKm } = roadDistance(located(origin), located(destination));
    // A city without its own airport adds a day of trucking to the air services.
    const roadLegs = [origin, destination].filter((city) => airportFor(city).code !== city.code).length;
    const random = new SeededRandom(`logistics:${stableJson(query)}`);
    return (
      FREIGHT_SERVICES.map((offer) => {
        const chargeable = chargeableWeightKg(query.weightKg, query.dimensionsCm, offer.tariff.mode);
        return {
          id: `${offer.provider}-${offer.service}`
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/-$/, ''),
          provider: offer.provider,
          service: offer.service,
          estimatedDelivery: deliveryEstimate(offer.tariff, distanceKm, roadLegs),
          tracking: offer.tracking,
          pickupAvailable: offer.pickupAvailable,
          insurance: offer.insurance,
          specialServices: [...offer.specialServices],
          price: freightPrice(offer.tariff, chargeable, distanceKm, random.next()),
        };
      })
        // A load so bulky that a service's price passes what an offer can hold is one that service does not carry.
        .filter((option) => option.price <= MAX_OFFER_RUPEES)
        .sort((a, b) => a.price - b.price || a.id.localeCompare(b.id))
    );
  }
}
