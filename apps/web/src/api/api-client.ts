import { createApiClient } from '@stallplan/contracts';

/** Every call the browser makes, typed by the contracts, to the gateway that served the page. */
export const api = createApiClient({ baseUrl: '', credentials: 'include' });
