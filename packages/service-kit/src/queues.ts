// BullMQ queues: integration events and queue metrics, kept apart from the index so a process
// without queues (the gateway, travel) never loads bullmq.
export { FOLLOWED_EVENT_STREAM, UNFOLLOWED_EVENT_STREAM } from './queue-event-stream.js';
export { QUEUE_STATES, recordJobMetrics, watchQueueDepth } from './metrics/queue-metrics.js';
export {
  createIntegrationEventPublisher,
  integrationEventPublisherOn,
  newIntegrationEventId,
  PUBLISH_WAIT_MS,
  type IntegrationEventPublisher,
  type IntegrationEventPublisherOptions,
  type IntegrationEventQueue,
} from './integration-events/integration-event-publisher.js';
export { integrationEventsPlugin, type IntegrationEventsPluginOptions } from './integration-events/integration-events-plugin.js';
export { openIntegrationEventsQueue, queuedIntegrationEvents } from './integration-events/integration-events-queue.js';
