import { describe, expect, it } from 'vitest';
import type { JobsOptions } from 'bullmq';
import { integrationEventJobSchema, type IntegrationEventJob } from '@stallplan/contracts';
import { integrationEventPublisherOn, type IntegrationEventQueue } from '../src/queues.js';

interface Added {
  name: string;
  job: IntegrationEventJob;
  options: JobsOptions | undefined;
}

/** A queue that records what it is given; `add` answers with whatever `answer` makes of it. */
function recordingQueue(answer: () => Promise<void> = async () => undefined) {
  const added: Added[] = [];
  let closed = false;
  const queue = {
    add: async (name: string, job: IntegrationEventJob, options?: JobsOptions) => {
      added.push({ name, job, options });
      await answer();
      return { id: options?.jobId };
    },
    close: async () => {
      closed = true;
    },
  } as unknown as IntegrationEventQueue;
  return { queue, added, isClosed: () => closed };
}

function recordingLog() {
  const lines: { level: 'error' | 'warn'; message: string }[] = [];
  const log = {
    error: (_fields: object, message: string) => lines.push({ level: 'error', message }),
    warn: (_fields: object, message: string) => lines.push({ level: 'warn', message }),
  };
  return { log: log as never, lines };
}

const bid = { briefId: 'b1', bidId: 'd1', vendorId: 'v1', builderName: 'Bright Booths', total: 450000, revision: 1, submittedAt: '2026-11-27T10:00:00.000Z' };

describe('integration event publisher', () => {
  it('queues the event under its type, with its id as the job id and a payload the job schema accepts', async () => {
    const { queue, added } = recordingQueue();
    const { log, lines } = recordingLog();
    const id = await integrationEventPublisherOn(queue, log).publish('bid.submitted', bid);

    expect(id).toMatch(/^evt_[A-Za-z0-9_-]{22}$/);
    expect(added).toHaveLength(1);
    const [{ name, job, options } = {} as Added] = added;
    expect(name).toBe('bid.submitted');
    expect(options?.jobId).toBe(id);
    expect(integrationEventJobSchema.parse(job)).toEqual(job);
    expect(job).toMatchObject({ version: 1, id, type: 'bid.submitted', data: bid });
    expect(job).not.toHaveProperty('contact');
    // Kept within bounds, so the queue does not grow without end.
    expect(options?.removeOnComplete).toMatchObject({ count: expect.any(Number) });
    expect(options?.removeOnFail).toMatchObject({ count: expect.any(Number) });
    expect(lines).toEqual([]);
  });

  it('gives every event its own id', async () => {
    const { queue, added } = recordingQueue();
    const publisher = integrationEventPublisherOn(queue, recordingLog().log);
    await publisher.publish('bid.submitted', bid);
    await publisher.publish('bid.submitted', bid);
    expect(new Set(added.map((entry) => entry.job.id)).size).toBe(2);
  });

  it('carries the contact beside data, blanks dropped, and leaves it out when nothing was given', async () => {
    const { queue, added } = recordingQueue();
    const publisher = integrationEventPublisherOn(queue, recordingLog().log);
    const enquiry = { enquiryId: 'e1', vendorId: null, vendorName: 'Bright Booths', exhibitionName: 'India Tech Expo', createdAt: '2026-11-27T10:00:00.000Z' };
    await publisher.publish('enquiry.created', enquiry, { name: 'Asha Rao', email: 'asha@client.example', phone: ' ', company: 'Acme' });
    await publisher.publish('enquiry.created', enquiry, { phone: '' });
    expect(added[0]?.job.contact).toEqual({ name: 'Asha Rao', email: 'asha@client.example', company: 'Acme' });
    expect(added[0]?.job.data).toEqual(enquiry);
    expect(added[1]?.job).not.toHaveProperty('contact');
  });

  it('refuses data with a field its event does not name, logs it and throws nothing', async () => {
    const { queue, added } = recordingQueue();
    const { log, lines } = recordingLog();
    const leaky = { ...bid, bidToken: 'secret-link-token' } as typeof bid;
    await expect(integrationEventPublisherOn(queue, log).publish('bid.submitted', leaky)).resolves.toBeNull();
    expect(added).toEqual([]);
    expect(lines).toEqual([{ level: 'error', message: expect.stringContaining('refused') }]);
  });

  it('answers without the event when Redis fails or does not take it in time, and logs why', async () => {
    const { log, lines } = recordingLog();
    const failing = recordingQueue(async () => {
      throw new Error('Connection is closed.');
    });
    await expect(integrationEventPublisherOn(failing.queue, log).publish('bid.submitted', bid)).resolves.toBeNull();

    let release = () => {};
    const stalled = recordingQueue(() => new Promise<void>((resolve) => (release = resolve)));
    const publisher = integrationEventPublisherOn(stalled.queue, log, { waitMs: 5 });
    await expect(publisher.publish('bid.submitted', bid)).resolves.toBeNull();
    expect(lines.map((line) => line.level)).toEqual(['warn', 'warn']);

    // Closing waits for the add still under way, then closes the queue.
    const closing = publisher.close();
    release();
    await closing;
    expect(stalled.isClosed()).toBe(true);
  });
});
