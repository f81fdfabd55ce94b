/**
 * How much of a queue's event stream Redis keeps. BullMQ writes every step of every job (added,
 * active, completed, removed, …) to a stream per queue and keeps the last 10,000 entries, read only
 * by a QueueEvents listener following it live; on the integration-events queue, which nothing
 * follows, the growth bench's fan-outs left 0.75 MB of Redis that no one would ever read. Every
 * Queue made for a queue must pass the same figure: each writes it into the queue's settings.
 */
export const UNFOLLOWED_EVENT_STREAM = { events: { maxLen: 100 } } as const;

/** For a queue a QueueEvents listener follows (the PDF queue): room for any lag it could have. */
export const FOLLOWED_EVENT_STREAM = { events: { maxLen: 1_000 } } as const;
