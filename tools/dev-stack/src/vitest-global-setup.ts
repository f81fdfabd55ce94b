import type { TestProject } from 'vitest/node';
import { createConsoleLog, launcherLinesOnly } from './log-line.js';
import { provisionTestInfra } from './provision-test-infra.js';
import type {} from './test-infra.js';

/**
 * Vitest globalSetup for service tests: provides `mongoUrl`, `redisUrl` and `ferretdbBin`
 * (see test-infra.ts) and tears down whatever it started when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const infra = await provisionTestInfra({ log: launcherLinesOnly(createConsoleLog({ stream: process.stderr })) });
  project.provide('mongoUrl', infra.mongoUrl);
  project.provide('redisUrl', infra.redisUrl);
  project.provide('ferretdbBin', infra.ferretdbBin);
  return () => infra.stop();
}
