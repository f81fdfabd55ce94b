import { runService } from '@stallplan/service-kit';
import catalogApp from './app.js';
import { catalogConfigSchema } from './config.js';

await runService({ service: 'catalog', configSchema: catalogConfigSchema, app: catalogApp });
