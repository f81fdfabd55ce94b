import { createLazyClient, type WebAppRoutes } from '@stallplan/contracts';

/** Loads the route table on the first call, so the planner's first load does not carry every route's schemas. */
export const loadWebAppRoutes = () => import('@stallplan/contracts/web-app-routes').then((module) => module.webAppRoutes);

/** Every call the browser makes, typed by the contracts, to the gateway that served the page. */
export const api = createLazyClient<WebAppRoutes>(loadWebAppRoutes, { baseUrl: '', credentials: 'include' });
