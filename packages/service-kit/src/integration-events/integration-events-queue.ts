import { Queue, type ConnectionOptions } from 'bullmq';
import {
  INTEGRATION_EVENTS_PREFIX,
  INTEGRATION_EVENTS_QUEUE,
  integrationEventJobSchema,
  type IntegrationEventJob,
  type WebhookEventType,
} from '@stallplan/contracts';
import { UNFOLLOWED_EVENT_STREAM } from '../queue-event-stream.js';

/** The queue every service puts its events on; notify takes them off. */
export function openIntegrationEventsQueue(connection: ConnectionOptions): Queue<IntegrationEventJob> {
  return new Queue<IntegrationEventJob>(INTEGRATION_EVENTS_QUEUE, { connection, prefix: INTEGRATION_EVENTS_PREFIX, streams: UNFOLLOWED_EVENT_STREAM });
}

/** Every state a job can be in, so an event notify already took (and kept, within bounds) is still found. */
const STATES = ['waiting', 'prioritized', 'active', 'delayed', 'completed', 'failed'] as const;

/** The events of one type still on the queue, in any state: for tests and for looking into a stuck fan-out. */
export async function queuedIntegrationEvents(queue: Queue<IntegrationEventJob>, type: WebhookEventType): Promise<IntegrationEventJob[]> {
  const jobs = await queue.getJobs([...STATES], 0, -1);
  return jobs.map((job) => integrationEventJobSchema.parse(job.data)).filter((event) => event.type === type);
}
