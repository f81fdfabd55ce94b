/** Gate-to-gate speed of a domestic jet over a whole sector, climb and descent included. */
export const BLOCK_SPEED_KMH = 750;
/** Taxi out and taxi in at Indian airports. */
export const TAXI_MINUTES = 30;

const roundToFive = (minutes: number) => Math.max(5, Math.round(minutes / 5) * 5);

/** Scheduled minutes for one nonstop sector: great-circle distance at block speed plus taxi time, to 5 minutes as timetables show it. */
export function blockMinutes(greatCircleKm: number): number {
  if (!Number.isFinite(greatCircleKm) || greatCircleKm < 0) throw new RangeError(`A sector cannot be ${greatCircleKm} km long.`);
  return roundToFive((greatCircleKm / BLOCK_SPEED_KMH) * 60 + TAXI_MINUTES);
}
