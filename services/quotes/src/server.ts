import { runService } from '@stallplan/service-kit';
import quotesApp from './app.js';
import { quotesConfigSchema } from './config.js';

await runService({ service: 'quotes', configSchema: quotesConfigSchema, app: quotesApp });
