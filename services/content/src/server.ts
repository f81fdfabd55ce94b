import { runService } from '@stallplan/service-kit';
import contentApp, { contentServerOptions } from './app.js';
import { contentConfigSchema } from './config.js';

await runService({ service: 'content', configSchema: contentConfigSchema, app: contentApp, serverOptions: contentServerOptions });
