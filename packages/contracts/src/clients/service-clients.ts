import { createClient, type Client, type ClientOptions } from '../http/create-client.js';
import { apiRoutes, integrationRoutes, notifyRoutes, quotesServiceRoutes } from './service-routes.js';
import { catalogRoutes, contentRoutes, travelServiceRoutes } from './web-app-routes.js';

export type ApiClient = Client<typeof apiRoutes>;
export type IntegrationClient = Client<typeof integrationRoutes>;
export type CatalogClient = Client<typeof catalogRoutes>;
export type ContentClient = Client<typeof contentRoutes>;
export type TravelClient = Client<typeof travelServiceRoutes>;
export type QuotesClient = Client<typeof quotesServiceRoutes>;
export type NotifyClient = Client<typeof notifyRoutes>;

/** Every call of the public API, through the gateway (tests and tools). */
export const createApiClient = (options: ClientOptions): ApiClient => createClient(apiRoutes, options);
/** The admin's API keys and Webhooks pages' client. */
export const createIntegrationClient = (options: ClientOptions): IntegrationClient => createClient(integrationRoutes, options);

// Services call each other directly at the service's own URL (CATALOG_URL, NOTIFY_URL, ...).
export const createCatalogClient = (options: ClientOptions): CatalogClient => createClient(catalogRoutes, options);
export const createContentClient = (options: ClientOptions): ContentClient => createClient(contentRoutes, options);
export const createTravelClient = (options: ClientOptions): TravelClient => createClient(travelServiceRoutes, options);
export const createQuotesClient = (options: ClientOptions): QuotesClient => createClient(quotesServiceRoutes, options);
export const createNotifyClient = (options: ClientOptions): NotifyClient => createClient(notifyRoutes, options);
