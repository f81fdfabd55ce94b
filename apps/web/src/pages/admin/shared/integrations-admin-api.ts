import { createIntegrationClient } from '@stallplan/contracts';
import { adminClientOptions } from '../../../admin/admin-session.js';

/**
 * The API keys and Webhooks pages' client, with the admin session's token and 401 handling. Its
 * routes load with these pages only, so the planner's first load does not carry them.
 */
export const integrationsAdminApi = createIntegrationClient(adminClientOptions);
