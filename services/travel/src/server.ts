import { runService } from '@stallplan/service-kit';
import travelApp from './app.js';
import { travelConfigSchema } from './config.js';

await runService({ service: 'travel', configSchema: travelConfigSchema, app: travelApp });
