import type { Hotel } from '@stallplan/contracts';
import { formatInr } from '@stallplan/pricing';
import { Building2, MapPin, Star } from 'lucide-react';
import { useId } from 'react';
import { AmenityList } from './amenity-list.js';
import { OptionCard } from './option-card.js';

interface HotelCardProps {
  hotel: Hotel;
  selected: boolean;
  onToggle: () => void;
}

/** The hotel card (see docs/planner.md#offer-cards): name, place, distance, rating, four amenities then "+N more", nightly and total price. */
export function HotelCard({ hotel, selected, onToggle }: HotelCardProps) {
  const titleId = useId();
  const nights = hotel.nights > 0 ? ` for ${hotel.nights} ${hotel.nights === 1 ? 'night' : 'nights'}` : '';
  return (
    <OptionCard
      titleId={titleId}
      selected={selected}
      soldOut={!hotel.available}
      onToggle={onToggle}
      footer={
        <>
          <p className="text-lg font-bold text-ink">
            {formatInr(hotel.pricePerNight)} <span className="text-sm font-normal text-slate-600">per night</span>
          </p>
          <p className="text-sm text-slate-700">
            Total{nights}: <span className="font-semibold">{formatInr(hotel.totalPrice)}</span>
          </p>
        </>
      }
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="flex items-center gap-2 font-semibold text-ink">
          <Building2 className="size-4 shrink-0 text-brand-600" aria-hidden />
          {hotel.name}
        </h3>
        <p className="flex items-center gap-1 text-sm text-slate-700">
          <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
          <span>
            {hotel.rating.toFixed(1)}
            <span className="sr-only"> out of 5</span>
          </span>
          {hotel.stars > 0 ? <span className="text-slate-500">· {hotel.stars}-star</span> : null}
        </p>
      </div>
      <p className="mt-2 flex items-start gap-1 text-sm text-slate-600">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {hotel.location}
          <span className="block text-xs text-slate-500">{hotel.distance}</span>
        </span>
      </p>
      <div className="mt-3">
        <AmenityList items={hotel.amenities} label="Amenities" />
      </div>
    </OptionCard>
  );
}
