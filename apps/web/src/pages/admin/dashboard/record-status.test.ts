import { outboxKindValues, outboxStatusValues, quotePdfStatusSchema } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { outboxKindLabel, outboxStatus, quotePdfStatus } from './record-status.js';

describe('record statuses', () => {
  it('labels every outbox status and kind the contract knows', () => {
    for (const status of outboxStatusValues) expect(outboxStatus(status).label).toBeTruthy();
    for (const kind of outboxKindValues) expect(outboxKindLabel(kind)).toBeTruthy();
  });

  it('marks failures red and delivered mail green', () => {
    expect(outboxStatus('failed').tone).toBe('red');
    expect(outboxStatus('sent').tone).toBe('green');
    expect(quotePdfStatus('failed').tone).toBe('red');
  });

  it('labels every PDF status', () => {
    for (const status of quotePdfStatusSchema.options) expect(quotePdfStatus(status).label).toMatch(/^PDF /);
  });
});
