import { runService } from '@stallplan/service-kit';
import gatewayApp, { gatewayServerOptions } from './app.js';
import { gatewayConfigSchema } from './config.js';

await runService({
  service: 'gateway',
  configSchema: gatewayConfigSchema,
  app: gatewayApp,
  serverOptions: gatewayServerOptions,
});
