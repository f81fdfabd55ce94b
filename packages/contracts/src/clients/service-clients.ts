import { createClient, type Client, type ClientOptions } from '../http/create-client.js';
import { apiRoutes, catalogRoutes, contentRoutes, notifyRoutes, quotesRoutes, travelServiceRoutes } from './service-routes.js';

export type ApiClient = Client<typeof apiRoutes>;
export type CatalogClient = Client<typeof catalogRoutes>;
export type ContentClient = Client<typeof contentRoutes>;
export type TravelClient = Client<typeof travelServiceRoutes>;
export type QuotesClient = Client<typeof quotesRoutes>;
export type NotifyClient = Client<typeof notifyRoutes>;

/** The web app's client: every call, through the gateway. */
export const createApiClient = (options: ClientOptions): ApiClient => createClient(apiRoutes, options);

// Services call each other directly at the service's own URL (CATALOG_URL, NOTIFY_URL, ...).
export const createCatalogClient = (options: ClientOptions): CatalogClient => createClient(catalogRoutes, options);
export const createContentClient = (options: ClientOptions): ContentClient => createClient(contentRoutes, options);
export const createTravelClient = (options: ClientOptions): TravelClient => createClient(travelServiceRoutes, options);
export const createQuotesClient = (options: ClientOptions): QuotesClient => createClient(quotesRoutes, options);
export const createNotifyClient = (options: ClientOptions): NotifyClient => createClient(notifyRoutes, options);
