import { existsSync } from 'node:fs';

/**
 * The Node flags every service process runs with, here and in the container image (the Dockerfile's
 * NODE_OPTIONS says the same). V8 lets the young generation grow to 32 MB a half-space, pages a
 * process keeps resident once touched; 4 MB keeps an idle service about 30 MB smaller, and the load
 * benches (gateway-load, quote-pdf-worker) show no loss of throughput beside their own noise.
 * `--expose-gc` lets a quiet process hand back what a busy spell grew (releaseMemoryWhenIdle in
 * service-kit); `--optimize-for-size` would too, but makes allocation-heavy code twice as slow.
 */
export const SERVICE_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4', '--expose-gc'];

/** Debian's jemalloc (libjemalloc2: Debian's redis-server depends on it, and the stack installs it). */
export const JEMALLOC_PATHS: readonly string[] = ['/usr/lib/x86_64-linux-gnu/libjemalloc.so.2', '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2'];

/**
 * jemalloc hands freed pages back to the system on its own thread within seconds of a busy spell
 * (`background_thread`; without it an idle process never purges). glibc's malloc keeps a busy
 * spell's fragments: 3,000 plan saves left quotes 22 MB larger in glibc's heap for good (140 → 170 MB
 * idle), and 143 → 143 MB with jemalloc, saves and lists no slower.
 */
export const JEMALLOC_CONF = 'background_thread:true,dirty_decay_ms:5000,muzzy_decay_ms:0';

const jemalloc = JEMALLOC_PATHS.find((path) => existsSync(path));

/**
 * The environment beside them: jemalloc where the machine has it (above), and for glibc's malloc
 * two arenas, not one a thread, which hold a service's native memory a few MB lower at no measurable
 * cost to a process whose JavaScript runs on one thread. Chromium, which the PDF worker starts, is
 * given neither (services/quotes/src/rendering/pdf-browser.ts): it brings its own allocator.
 */
export const SERVICE_NODE_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  ...(jemalloc ? { LD_PRELOAD: jemalloc, MALLOC_CONF: JEMALLOC_CONF } : {}),
};
