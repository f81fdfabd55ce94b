/**
 * The Node flags every service process runs with, here and in the container image (the Dockerfile's
 * NODE_OPTIONS says the same). V8 lets the young generation grow to 32 MB a half-space, pages a
 * process keeps resident once touched; 4 MB keeps an idle service about 30 MB smaller, and the load
 * benches (gateway-load, quote-pdf-worker) show no loss of throughput beside their own noise.
 * `--expose-gc` lets a quiet process hand back what a busy spell grew (releaseMemoryWhenIdle in
 * service-kit); `--optimize-for-size` would too, but makes allocation-heavy code twice as slow.
 */
export const SERVICE_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4', '--expose-gc'];

/**
 * The environment beside them: glibc gives each thread that allocates its own malloc arena and keeps
 * what it freed there; two arenas hold a service's native memory a few MB lower, with no measurable
 * cost to a process whose JavaScript runs on one thread.
 */
export const SERVICE_NODE_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2' };
