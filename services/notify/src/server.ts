import { runService } from '@stallplan/service-kit';
import notifyApp from './app.js';
import { notifyConfigSchema } from './config.js';

await runService({ service: 'notify', configSchema: notifyConfigSchema, app: notifyApp });
