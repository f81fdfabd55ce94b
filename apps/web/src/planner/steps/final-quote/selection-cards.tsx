import { ceilingOptions, flooringOptions, wallTypeOptions } from '@stallplan/contracts';
import { countNoun, formatFlightTimes, formatInr, formatIsoDuration, hotelRooms, isStallBuilder, vendorPriceLabel, vendorQuotePrice } from '@stallplan/pricing';
import { BedDouble, Paintbrush, PlaneTakeoff, Store, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { QuoteFigures, QuotePlan } from './quote-figures.js';

function SelectionCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="card" aria-label={title}>
      <h3 className="section-title text-base">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

function Row({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <li className="flex justify-between gap-3 py-1.5 text-sm">
      <span className="text-slate-700">{label}</span>
      <span className="shrink-0 font-medium">{value}</span>
    </li>
  );
}

const ICON = 'size-5 text-brand-600';

/** The optional cards (see docs/planner.md#tabs-and-cards): whatever was selected along the way, each shown only when there is something to show. */
export function SelectionCards({ plan, figures }: { plan: QuotePlan; figures: QuoteFigures }) {
  const { flights, hotel, logistics, vendors } = plan.selections;
  const design = plan.stallDesign;
  const builds = [
    design.wallType && wallTypeOptions.label(design.wallType),
    design.flooring && flooringOptions.label(design.flooring),
    design.ceiling && ceilingOptions.label(design.ceiling),
  ].filter(Boolean);
  const stallLines = figures.quote.stall.pricedBy === 'design' ? figures.quote.lines.filter((line) => line.category === 'stall') : [];
  const hasDesign = stallLines.length > 0;
  const flightsTotal = figures.quote.lines.filter((line) => line.key.startsWith('travel.flight.')).reduce((sum, line) => sum + line.amount, 0);
  const rooms = hotel ? hotelRooms(hotel) : null;
  if (!hotel && flights.length === 0 && !logistics && vendors.length === 0 && !hasDesign) return null;

  return (
    <div className="grid gap-4 md:grid-cols-2">
      {hotel && (
        <SelectionCard icon={<BedDouble className={ICON} aria-hidden />} title="Selected hotel">
          <p className="font-medium text-ink">{hotel.name}</p>
          <p className="text-sm text-slate-600">
            {hotel.location} · {hotel.distance} · {hotel.stars}-star, rated {hotel.rating}/5
          </p>
          <ul className="mt-2 divide-y divide-slate-100">
            <Row
              label={`${rooms ? `${countNoun(rooms, 'room')} × ` : ''}${countNoun(hotel.nights, 'night')} × ${formatInr(hotel.pricePerNight)}`}
              value={formatInr(hotel.totalPrice)}
            />
          </ul>
        </SelectionCard>
      )}
      {flights.length > 0 && (
        <SelectionCard icon={<PlaneTakeoff className={ICON} aria-hidden />} title="Selected flights">
          <ul className="divide-y divide-slate-100">
            {flights.map((flight) => (
              <Row
                key={flight.id}
                label={
                  <>
                    {flight.airline} {flight.flightNumber}
                    <span className="block text-xs text-slate-500">
                      {flight.departureAirport} → {flight.arrivalAirport}, {formatFlightTimes(flight.departureTime, flight.arrivalTime)} IST,{' '}
                      {formatIsoDuration(flight.duration)}
                    </span>
                  </>
                }
                value={`${formatInr(flight.price)} × ${countNoun(figures.teamSize, 'traveller')}`}
              />
            ))}
          </ul>
          <p className="mt-2 text-right text-sm font-semibold">{formatInr(flightsTotal)}</p>
        </SelectionCard>
      )}
      {logistics && (
        <SelectionCard icon={<Truck className={ICON} aria-hidden />} title="Selected logistics">
          <p className="font-medium text-ink">
            {logistics.provider}, {logistics.service}
          </p>
          <p className="text-sm text-slate-600">
            Delivery {logistics.estimatedDelivery}
            {logistics.tracking ? ' · tracked' : ''}
            {logistics.insurance ? ' · insured' : ''}
          </p>
          <p className="mt-2 text-right text-sm font-semibold">{formatInr(logistics.price)}</p>
        </SelectionCard>
      )}
      {hasDesign && (
        <SelectionCard icon={<Paintbrush className={ICON} aria-hidden />} title="Your stall design">
          {builds.length > 0 && <p className="text-sm text-slate-600">{builds.join(' · ')}</p>}
          <ul className="mt-1 divide-y divide-slate-100">
            {stallLines.map((line) => (
              <Row key={line.key} label={line.label} value={formatInr(line.amount)} />
            ))}
          </ul>
          <p className="mt-2 text-right text-sm font-semibold" data-testid="selection-stall-total">
            {formatInr(figures.quote.categoryTotals.stall)}
          </p>
        </SelectionCard>
      )}
      {vendors.length > 0 && (
        <SelectionCard icon={<Store className={ICON} aria-hidden />} title="Vendors">
          <ul className="divide-y divide-slate-100">
            {vendors.map((vendor, index) => {
              const price = vendorQuotePrice(vendor);
              // A builder's figure counts only while it prices the stall; else it is a comparison.
              const builderShownOnly =
                price !== undefined &&
                isStallBuilder(vendor) &&
                !(figures.quote.stall.pricedBy === 'builder' && figures.quote.stall.builder?.name === vendor.name);
              return (
                <Row
                  key={vendor.id ?? `${vendor.name}-${index}`}
                  label={
                    <>
                      {vendor.name}
                      <span className="block text-xs text-slate-500">
                        {vendor.category}
                        {vendor.location ? `, ${vendor.location}` : ''}
                      </span>
                      {builderShownOnly && (
                        <span className="block text-xs text-amber-800" data-testid="vendor-not-counted">
                          Shown for comparison, not counted: the stall is priced by {figures.quote.stall.designed ? 'your design' : 'the typical build'}
                        </span>
                      )}
                    </>
                  }
                  value={price ? `${vendorPriceLabel(price.kind)}: ${formatInr(price.amount)}` : 'Price on request'}
                />
              );
            })}
          </ul>
        </SelectionCard>
      )}
    </div>
  );
}
