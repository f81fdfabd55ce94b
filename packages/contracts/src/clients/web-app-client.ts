import { createClient, type Client, type ClientOptions } from '../http/create-client.js';
import { webAppRoutes } from './web-app-routes.js';

export type WebAppClient = Client<typeof webAppRoutes>;

/**
 * The web app's pages' client, through the gateway. A module of its own, apart from
 * service-clients.ts, so the planner's first load does not carry the integration routes.
 */
export const createWebAppClient = (options: ClientOptions): WebAppClient => createClient(webAppRoutes, options);
