/**
 * `work` if it settles within `ms`, else a rejection with `message`. The work itself goes on: a
 * queue add that waits for Redis, say, still lands when Redis is back, while the caller answers now.
 */
export async function settleWithin<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}
