import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../clients/service-routes.js';
import { flag, optionalNumber } from '../shared/input-fields.js';
import { inputDocumentation, type RouteDefinition } from './define-routes.js';

describe('route examples', () => {
  it('parse with the schemas the service validates with', () => {
    const failures: string[] = [];
    for (const [name, route] of Object.entries(apiRoutes) as Array<[string, RouteDefinition]>) {
      const examples = route.examples;
      if (!examples) continue;
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = route[part];
        if (examples[part] !== undefined && !schema?.safeParse(examples[part]).success) failures.push(`${name}: ${part}`);
      }
      for (const [status, example] of Object.entries(examples.responses ?? {})) {
        if (!route.responses[Number(status)]?.safeParse(example).success) failures.push(`${name}: ${status} answer`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('input documentation', () => {
  it('states what a number field accepts: numbers, numeric text and blank', () => {
    const widened = inputDocumentation.get(optionalNumber('Size', 1, 9))?.widen({ type: 'number', minimum: 1, maximum: 9 });
    expect(widened).toMatchObject({ anyOf: [{ type: 'number', minimum: 1, maximum: 9, nullable: true }, { type: 'string' }, { type: 'string' }] });
  });

  it('refuses a yes/no value it cannot read, as the document states', () => {
    expect(flag.parse('on')).toBe(true);
    expect(flag.parse('off')).toBe(false);
    expect(flag.parse(undefined)).toBe(false);
    expect(flag.safeParse('maybe').success).toBe(false);
    expect(flag.safeParse({}).success).toBe(false);
  });
});
