import { fileURLToPath } from 'node:url';
import * as contracts from '@stallplan/contracts';
import * as pricing from '@stallplan/pricing';
import { describe, expect, it } from 'vitest';

// The service runs the packages' built output, as in production, not their sources.
describe('shared packages', () => {
  it('resolve to their built output', () => {
    expect(fileURLToPath(import.meta.resolve('@stallplan/contracts'))).toMatch(/packages\/contracts\/dist\/index\.js$/);
    expect(fileURLToPath(import.meta.resolve('@stallplan/pricing'))).toMatch(/packages\/pricing\/dist\/index\.js$/);
  });

  it('give this service the schemas and figures it works with', () => {
    expect(contracts.plannerFormDataSchema.parse({}).currency).toBe('INR');
    // The empty plan: 18 sq m of typical space 117,000 and a typical build 117,000, travel 72,000,
    // stay 54,000, freight 15,000 and marketing 25,000.
    expect(pricing.planQuoteFigures({ formData: contracts.plannerFormDataSchema.parse({}) }).quote.totals.subtotal).toBe(400_000);
  });
});
