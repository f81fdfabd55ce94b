/** A point on the map, in degrees. */
export interface MapPoint {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The straight-line (haversine) distance between two points, in km to one decimal, as hotels list it. */
export function kmBetween(a: MapPoint, b: MapPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h))) * 10) / 10;
}

/** The point `km` from `from` in the direction `bearingDegrees` (0 north, 90 east); exact enough within a city. */
export function pointAt(from: MapPoint, km: number, bearingDegrees: number): MapPoint {
  const bearing = toRadians(bearingDegrees);
  const latitude = from.latitude + (km * Math.cos(bearing)) / KM_PER_DEGREE_LATITUDE;
  const longitude = from.longitude + (km * Math.sin(bearing)) / (KM_PER_DEGREE_LATITUDE * Math.cos(toRadians(from.latitude)));
  return { latitude, longitude };
}
