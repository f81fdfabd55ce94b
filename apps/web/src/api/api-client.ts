import { createWebAppClient } from '@stallplan/contracts';

/** Every call the browser makes, typed by the contracts, to the gateway that served the page. */
export const api = createWebAppClient({ baseUrl: '', credentials: 'include' });
