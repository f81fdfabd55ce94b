import type { Flight } from '@stallplan/contracts';
import { formatInr, formatIsoDuration } from '@stallplan/pricing';
import { Clock, Plane } from 'lucide-react';
import { useId } from 'react';
import { AmenityList } from './amenity-list.js';
import { arrivalDayOffset, cabinLabel, clockTimeOf, stopsLabel } from './flight-display.js';
import { flightTotalFor, travellersLabel } from './flight-total.js';
import { OptionCard } from './option-card.js';

function Endpoint({ time, airport, align, note }: { time: string; airport: string; align: 'start' | 'end'; note?: string }) {
  return (
    <div className={align === 'end' ? 'text-right' : ''}>
      <p className="text-xl font-semibold text-ink tabular-nums">
        {time}
        {note ? <sup className="ml-0.5 text-xs font-medium text-brand-700">{note}</sup> : null}
      </p>
      <p className="text-xs text-slate-600">{airport}</p>
    </div>
  );
}

interface FlightCardProps {
  flight: Flight;
  teamSize: number;
  selected: boolean;
  onToggle: () => void;
}

/** The flight card (see docs/planner.md#offer-cards): carrier, times, airports, duration, stops, class, fare per person and for the team. */
export function FlightCard({ flight, teamSize, selected, onToggle }: FlightCardProps) {
  const titleId = useId();
  const total = flightTotalFor(flight.price, teamSize);
  const daysLater = arrivalDayOffset(flight.departureTime, flight.arrivalTime);
  const services = flight.services ?? [];
  return (
    <OptionCard
      titleId={titleId}
      selected={selected}
      soldOut={!flight.available}
      onToggle={onToggle}
      footer={
        <>
          <p className="text-lg font-bold text-ink">
            {formatInr(flight.price)} <span className="text-sm font-normal text-slate-600">per person</span>
          </p>
          {total !== null ? (
            <p className="text-sm text-slate-700">
              Total for {travellersLabel(teamSize)}: <span className="font-semibold">{formatInr(total)}</span>
            </p>
          ) : null}
        </>
      }
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="flex items-center gap-2 font-semibold text-ink">
          <Plane className="size-4 text-brand-600" aria-hidden />
          {flight.airline} <span className="font-normal text-slate-600">{flight.flightNumber}</span>
        </h3>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">{cabinLabel(flight.class)}</span>
      </div>
      <div className="mt-4 grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-3">
        <Endpoint time={clockTimeOf(flight.departureTime)} airport={flight.departureAirport} align="start" />
        <div className="text-center text-xs text-slate-600">
          <p className="flex items-center justify-center gap-1">
            <Clock className="size-3.5" aria-hidden />
            <span data-duration>{formatIsoDuration(flight.duration)}</span>
          </p>
          <div className="my-1 h-px bg-slate-300" aria-hidden />
          <p className={flight.stops === 0 ? 'text-green-700' : ''}>{stopsLabel(flight.stops)}</p>
        </div>
        <Endpoint time={clockTimeOf(flight.arrivalTime)} airport={flight.arrivalAirport} align="end" note={daysLater > 0 ? `+${daysLater}` : undefined} />
      </div>
      {services.length > 0 ? (
        <div className="mt-4">
          <AmenityList items={services} label="Services" />
        </div>
      ) : null}
    </OptionCard>
  );
}
