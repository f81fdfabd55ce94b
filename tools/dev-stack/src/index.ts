export { assertPortFree } from './assert-port-free.js';
export { DevStackError } from './dev-stack-error.js';
export { findFreePort } from './find-free-port.js';
export { forgetRateLimits } from './forget-rate-limits.js';
export type { InfraHandle } from './infra-handle.js';
export { ensureAptPackages, type EnsureAptPackagesOptions } from './install/ensure-apt-packages.js';
export { ensureFerretDb, type EnsureFerretDbOptions, ferretDbBinPath } from './install/ensure-ferretdb.js';
export { ensureSystemDependencies, type SystemNeeds, systemNeedsFromEnv } from './install/ensure-system-dependencies.js';
export { loadSecrets, type StackSecrets } from './load-secrets.js';
export { createConsoleLog, type LogLine, silentLog } from './log-line.js';
export type { ProcessExit } from './managed-process.js';
export { PortInUseError } from './port-in-use-error.js';
export { provisionTestInfra, type TestInfra } from './provision-test-infra.js';
export { repoRoot } from './repo-root.js';
export {
  DEFAULT_FERRETDB_PORT,
  DEFAULT_GATEWAY_PORT,
  DEFAULT_REDIS_PORT,
  DEFAULT_SERVICE_PORTS,
  SERVICE_NAMES,
  type ServiceName,
} from './stack-layout.js';
export { startFerretDb, type StartFerretDbOptions } from './start-ferretdb.js';
export { startRedis, type StartRedisOptions } from './start-redis.js';
export { type StackHandle, type StackPart, startStack, type StartStackOptions, type UnexpectedExit } from './start-stack.js';
export { waitForHttpOk } from './wait-for-http.js';
export { waitForMongo, type WaitOptions } from './wait-for-mongo.js';
export { waitForRedis } from './wait-for-redis.js';
