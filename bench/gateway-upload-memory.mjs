// Gateway memory under large uploads: five clients each send a 50 MB multipart upload at the same
// time (each from its own loopback address, since one client may only have two uploads in flight).
// Reads the gateway's resident set size (VmRSS in /proc, as the kernel counts it) before, every
// 20 ms during, and 5 s after; target: peak under 200 MB. The catalog refuses the bodies (one
// 50 MB "image" is over its 5 MB limit), but only after the whole body has come through the
// gateway, which is what is measured here.
import { request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { record } from './lib/report.mjs';
import { rssMb } from './lib/resident-memory.mjs';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:5000';
const pid = JSON.parse(process.env.STACK_PIDS ?? '{}').gateway;
const UPLOADS = Number(process.env.UPLOAD_CLIENTS ?? 5);
const UPLOAD_BYTES = Number(process.env.UPLOAD_MB ?? 50) * 1024 * 1024;
const TARGET_MB = 200;
const SAMPLE_MS = 20;
const SETTLE_MS = 5000;

if (!pid) throw new Error('STACK_PIDS names no gateway process; run this through `npm run bench`.');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const boundary = `----stallplan-bench-${randomBytes(6).toString('hex')}`;
const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="portfolioImages"; filename="large.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
const block = randomBytes(1024 * 1024);

/** Bytes handed to the sockets, all uploads together: what went into the gateway, whatever the catalog answered. */
let sentBytes = 0;

/** The body made as it is sent, so the bench itself never holds 50 MB. */
async function* multipartBody() {
  sentBytes += head.length;
  yield head;
  let left = UPLOAD_BYTES - head.length - tail.length;
  while (left > 0) {
    const piece = left >= block.length ? block : block.subarray(0, left);
    left -= piece.length;
    sentBytes += piece.length;
    yield piece;
  }
  sentBytes += tail.length;
  yield tail;
}

/** One upload from its own client address; resolves with the status and how long it took. */
function upload(clientIndex) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const call = request(`${gatewayUrl}/api/upload/portfolio`, {
      method: 'POST',
      localAddress: `127.0.0.${11 + clientIndex}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(UPLOAD_BYTES) },
    });
    call.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, seconds: (Date.now() - started) / 1000 }));
    });
    call.on('error', reject);
    // The catalog may answer before the whole body is in; the answer counts, not the broken pipe after it.
    pipeline(Readable.from(multipartBody()), call).catch(() => undefined);
  });
}

await sleep(1000);
const before = rssMb(pid);
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, rssMb(pid));
}, SAMPLE_MS);

const started = Date.now();
const answers = await Promise.all(Array.from({ length: UPLOADS }, (_unused, index) => upload(index)));
const seconds = (Date.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, rssMb(pid));
await sleep(SETTLE_MS);
const after = rssMb(pid);

const counts = new Map();
for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
const statuses = [...counts].map(([status, count]) => `${status}×${count}`).join(' ');
const megabytes = sentBytes / 1024 / 1024;
const met = peak < TARGET_MB;
console.log(
  `${UPLOADS} uploads of ${UPLOAD_BYTES / 1024 / 1024} MB: ${megabytes.toFixed(0)} MB sent in ${seconds.toFixed(1)} s (${(megabytes / seconds).toFixed(0)} MB/s), answers ${statuses}`,
);
console.log(
  `gateway RSS: before ${before.toFixed(1)} MB, peak ${peak.toFixed(1)} MB, ${SETTLE_MS / 1000} s after ${after.toFixed(1)} MB (target: peak < ${TARGET_MB} MB) ${met ? 'OK' : 'OVER TARGET'}`,
);

const what = `${UPLOADS} concurrent ${UPLOAD_BYTES / 1024 / 1024} MB uploads`;
record({ bench: 'gateway-upload-memory', metric: 'gateway RSS before', value: Number(before.toFixed(1)), unit: 'MB' });
record({
  bench: 'gateway-upload-memory',
  metric: 'gateway RSS peak',
  value: Number(peak.toFixed(1)),
  unit: 'MB',
  note: `${what}; target < ${TARGET_MB} MB: ${met ? 'met' : 'missed'}`,
});
record({
  bench: 'gateway-upload-memory',
  metric: 'gateway RSS after',
  value: Number(after.toFixed(1)),
  unit: 'MB',
  note: `${SETTLE_MS / 1000} s after the last answer`,
});
record({
  bench: 'gateway-upload-memory',
  metric: 'upload throughput',
  value: Math.round(megabytes / seconds),
  unit: 'MB/s',
  note: `${megabytes.toFixed(0)} MB sent; answers ${statuses}`,
});
