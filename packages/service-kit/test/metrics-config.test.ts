import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { baseConfigShape, ConfigError, loadConfig } from '../src/index.js';

const schema = z.object(baseConfigShape(5999));

describe('metrics config', () => {
  it('leave metrics off unless METRICS_PORT is set, and read the port and host when they are', () => {
    for (const env of [{}, { METRICS_PORT: '', METRICS_HOST: '' }]) {
      const config = loadConfig('svc', schema, env);
      expect(config.METRICS_PORT).toBeUndefined();
      expect(config.METRICS_HOST).toBeUndefined();
    }
    expect(loadConfig('svc', schema, { METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '0.0.0.0' });
  });

  it('refuse a METRICS_PORT that is no port, by name', () => {
    expect(() => loadConfig('svc', schema, { METRICS_PORT: '70000' })).toThrow(ConfigError);
    expect(() => loadConfig('svc', schema, { METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
  });
});
