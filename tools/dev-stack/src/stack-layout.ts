/** The services `npm start` runs, in the order they are listed in logs and maps. */
export const SERVICE_NAMES = ['catalog', 'content', 'travel', 'quotes', 'notify'] as const;

export type ServiceName = (typeof SERVICE_NAMES)[number];

export const DEFAULT_SERVICE_PORTS: Readonly<Record<ServiceName, number>> = {
  catalog: 5101,
  content: 5102,
  travel: 5103,
  quotes: 5104,
  notify: 5105,
};

export const DEFAULT_GATEWAY_PORT = 5000;
export const DEFAULT_FERRETDB_PORT = 27027;
export const DEFAULT_REDIS_PORT = 6390;

/** Each service's base URL as the gateway reads it: CATALOG_URL, CONTENT_URL, ... */
export function serviceUrlVariable(name: ServiceName): string {
  return `${name.toUpperCase()}_URL`;
}
