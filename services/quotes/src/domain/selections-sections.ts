import type { QuotePdfRequest } from '@stallplan/contracts';
import { countNoun, formatFlightTimes, formatInr, formatIsoDuration, vendorCategoryLabel, vendorPriceLabel, vendorQuotePrice } from '@stallplan/pricing';
import { escapeHtml } from '@stallplan/service-kit';

const e = escapeHtml;
const inr = (amount: number) => e(formatInr(amount));

type Selections = Pick<QuotePdfRequest, 'selectedFlights' | 'selectedHotel' | 'selectedLogistics' | 'selectedVendors'>;

function flightsPart(flights: Selections['selectedFlights']): string {
  if (flights.length === 0) return '<p class="muted">No flight chosen; the quote carries a travel allowance.</p>';
  const rows = flights
    .map(
      (flight) => `<tr>
        <td>${e(flight.airline)} ${e(flight.flightNumber)}<div class="muted">${e(flight.class)}</div></td>
        <td>${e(flight.departureAirport)} → ${e(flight.arrivalAirport)}</td>
        <td>${e(formatFlightTimes(flight.departureTime, flight.arrivalTime))} IST</td>
        <td>${e(formatIsoDuration(flight.duration))}, ${flight.stops > 0 ? e(countNoun(flight.stops, 'stop')) : 'non-stop'}</td>
        <td class="amount">${inr(flight.price)}</td>
      </tr>`,
    )
    .join('');
  return `<table class="lines"><thead><tr><th>Flight</th><th>Route</th><th>Departs → arrives</th><th>Duration</th><th class="amount">Fare per person</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function hotelPart(hotel: Selections['selectedHotel']): string {
  if (!hotel) return '<p class="muted">No hotel chosen; the quote carries a stay allowance.</p>';
  return `<p><strong>${e(hotel.name)}</strong>, ${e(hotel.location)} (${e(/\bfrom\b/i.test(hotel.distance) ? hotel.distance : `${hotel.distance} from the venue`)}), ${e(hotel.stars)}-star, rated ${e(hotel.rating)}/5: ${e(countNoun(hotel.nights, 'night'))} at ${inr(hotel.pricePerNight)} a night, ${inr(hotel.totalPrice)} in all, taxes included.</p>`;
}

function freightPart(logistics: Selections['selectedLogistics']): string {
  if (!logistics) return '<p class="muted">No freight offer chosen.</p>';
  const extras = [logistics.insurance ? 'insured' : '', logistics.tracking ? 'tracked' : ''].filter(Boolean).join(', ');
  return `<p><strong>${e(logistics.provider)}</strong>, ${e(logistics.service)}: delivery in ${e(logistics.estimatedDelivery)}${extras ? `, ${e(extras)}` : ''}, ${inr(logistics.price)} before GST.</p>`;
}

function vendorsPart(vendors: Selections['selectedVendors']): string {
  if (vendors.length === 0) return '<p class="muted">No vendors chosen.</p>';
  const rows = vendors
    .map((vendor) => {
      const price = vendorQuotePrice(vendor);
      return `<tr><td>${e(vendor.name)}</td><td>${e(vendorCategoryLabel(vendor.category))}</td><td>${e(vendor.location ?? '')}</td><td class="amount">${price ? `${inr(price.amount)}<div class="muted">${e(vendorPriceLabel(price.kind))}</div>` : 'Price on request'}</td></tr>`;
    })
    .join('');
  return `<table class="lines"><thead><tr><th>Vendor</th><th>Category</th><th>Location</th><th class="amount">Price</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** The details of what the plan chose: flight times in IST, the hotel, the freight offer and the vendors. */
export function selectionsSection(selections: Selections): string {
  return `
    <div class="section"><h2>Your selections</h2>
      <h3>Flights</h3>${flightsPart(selections.selectedFlights)}
      <h3>Hotel</h3>${hotelPart(selections.selectedHotel)}
      <h3>Freight</h3>${freightPart(selections.selectedLogistics)}
      <h3>Vendors</h3>${vendorsPart(selections.selectedVendors)}
    </div>`;
}
