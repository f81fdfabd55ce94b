// Idle memory: resident set size of every process of the running stack (target < 150 MB each).
// The leading 0 makes it the first script `npm run bench` runs (they run in name order), so it
// reads the stack before any benchmark has loaded it.
import { record } from './lib/report.mjs';
import { rssMb } from './lib/resident-memory.mjs';

const pids = JSON.parse(process.env.STACK_PIDS ?? '{}');
const TARGET_MB = 150;

// Idle means after start-up's own release: each service hands start-up's garbage back once it has
// been quiet for 10 s (releaseMemoryWhenIdle in service-kit).
await new Promise((resolve) => setTimeout(resolve, Number(process.env.IDLE_SETTLE_MS ?? 15_000)));
let over = 0;
for (const [name, pid] of Object.entries(pids)) {
  try {
    const mb = rssMb(pid);
    if (mb >= TARGET_MB) over += 1;
    console.log(`${name.padEnd(9)} pid ${String(pid).padEnd(7)} ${mb.toFixed(1).padStart(6)} MB RSS ${mb < TARGET_MB ? '' : '(over target)'}`);
    record({
      bench: 'idle-memory',
      metric: `${name} RSS`,
      value: Number(mb.toFixed(1)),
      unit: 'MB',
      note: `target < ${TARGET_MB} MB: ${mb < TARGET_MB ? 'met' : 'missed'}`,
    });
  } catch {
    console.log(`${name.padEnd(9)} pid ${pid}: not running`);
  }
}
console.log(over === 0 ? `every process under ${TARGET_MB} MB` : `${over} process(es) at or over ${TARGET_MB} MB`);
