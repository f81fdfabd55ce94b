import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { baseConfigShape, ConfigError, loadConfig, mongoConfigShape, redisConfigShape } from '../src/index.js';

const schema = z.object({ ...baseConfigShape(5101), ...mongoConfigShape, ...redisConfigShape });

describe('loadConfig', () => {
  it('parses a good environment with defaults', () => {
    const config = loadConfig('catalog', schema, { MONGO_URL: 'mongodb://127.0.0.1:27017/', REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(config).toMatchObject({ PORT: 5101, HOST: '127.0.0.1', NODE_ENV: 'development', LOG_LEVEL: 'info' });
  });

  it('names every missing or bad variable, and treats empty strings as missing', () => {
    let error: unknown;
    try {
      loadConfig('catalog', schema, { MONGO_URL: '', REDIS_URL: 'http://nope', PORT: 'eighty' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/^catalog cannot start: /);
    expect(message).toContain('MONGO_URL is required');
    expect(message).toContain('REDIS_URL: must be a redis:// URL');
    expect(message).toContain('PORT:');
  });
});
