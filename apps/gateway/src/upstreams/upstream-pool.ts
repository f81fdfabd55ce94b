import type { FastifyBaseLogger } from 'fastify';
import { Pool, type Dispatcher } from 'undici';
import { pickUpstream, type UpstreamState } from '../domain/pick-upstream.js';
import { replayableBytesOf } from '../domain/replayable-body.js';
import { classifyNoAnswer, mayResend } from '../domain/upstream-failure.js';
import { probeUpstream } from './probe-upstream.js';

export interface UpstreamPoolOptions {
  /** Names the service in logs. */
  service: string;
  /** Origins of the service's processes, as the config gives them. */
  urls: readonly string[];
  /** Connection settings for each upstream (connections, keep-alive, timeouts). */
  connection: Pool.Options;
  /** How often each upstream's /ready is asked. */
  probeIntervalMs?: number;
  /** How long one probe may take before the upstream counts as down. */
  probeTimeoutMs?: number;
  log?: FastifyBaseLogger;
}

export interface UpstreamStatus {
  url: string;
  state: UpstreamState;
  inFlight: number;
}

interface Member {
  url: string;
  host: string;
  pool: Pool;
  state: UpstreamState;
  inFlight: number;
  probing: boolean;
  /** When a failed call last marked it down: a probe sent before then says nothing newer. */
  markedDownAt: number;
}

type RequestCallback<T> = (err: Error | null, data: Dispatcher.ResponseData<T>) => void;

const DEFAULT_PROBE_INTERVAL_MS = 1000;
const DEFAULT_PROBE_TIMEOUT_MS = 1000;

/** A body undici can send again as it is: nothing, text or bytes. A stream is read once. */
function isReplayable(body: Dispatcher.RequestOptions['body']): boolean {
  return body === undefined || body === null || typeof body === 'string' || body instanceof Uint8Array;
}

/** The caller's headers with Host naming the upstream that takes the request. */
function withHost(headers: Dispatcher.RequestOptions['headers'], host: string): Dispatcher.RequestOptions['headers'] {
  if (headers === undefined || headers === null || Array.isArray(headers) || Symbol.iterator in headers) return headers;
  return 'host' in headers ? { ...headers, host } : headers;
}

/**
 * The processes of one service. Each request goes to a ready one with the fewest requests in flight
 * (see pickUpstream); a background probe of `/ready` keeps each one's state, and a call that cannot
 * connect marks its upstream down at once and goes to another (see mayResend for when that is safe).
 */
export class UpstreamPool {
  readonly service: string;
  readonly urls: readonly string[];
  readonly #members: Member[];
  readonly #probeIntervalMs: number;
  readonly #probeTimeoutMs: number;
  readonly #log: FastifyBaseLogger | undefined;
  readonly #stopProbes = new AbortController();
  #cursor = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(options: UpstreamPoolOptions) {
    if (options.urls.length === 0) throw new Error(`${options.service} has no upstream`);
    this.service = options.service;
    this.urls = [...options.urls];
    this.#members = options.urls.map((url) => ({
      url,
      host: new URL(url).host,
      pool: new Pool(url, options.connection),
      state: 'unknown',
      inFlight: 0,
      probing: false,
      markedDownAt: 0,
    }));
    this.#probeIntervalMs = options.probeIntervalMs ?? DEFAULT_PROBE_INTERVAL_MS;
    this.#probeTimeoutMs = options.probeTimeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS;
    this.#log = options.log;
  }

  /** Probes every upstream now and then every interval, until close. */
  startProbing(): void {
    if (this.#timer || this.#stopProbes.signal.aborted) return;
    void this.probeAll();
    this.#timer = setInterval(() => void this.probeAll(), this.#probeIntervalMs);
    // The probes alone must not keep a process alive.
    this.#timer.unref();
  }

  /** One round of probes; an upstream whose last probe has not answered yet is skipped. */
  async probeAll(): Promise<void> {
    await Promise.all(this.#members.map((member) => this.#probe(member)));
  }

  statuses(): UpstreamStatus[] {
    return this.#members.map(({ url, state, inFlight }) => ({ url, state, inFlight }));
  }

  /**
   * What reply-from sends through: `resendAfterLostConnection` allows a request whose connection
   * broke before any answer to go to another upstream, for routes that only read.
   */
  dispatcher(options: { resendAfterLostConnection: boolean }): { request: Dispatcher['request'] } {
    return new PoolDispatcher(this, options.resendAfterLostConnection);
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    this.#stopProbes.abort();
    await Promise.all(this.#members.map((member) => member.pool.close()));
  }

  /** Sends one request, moving to another upstream when mayResend allows; the callback gets the first answer or the last error. */
  send<T>(options: Dispatcher.RequestOptions<T>, resendAfterLostConnection: boolean, callback: RequestCallback<T>): void {
    const tried = new Set<number>();
    // A JSON body read whole travels as a stream that keeps its bytes: the bytes can be sent again.
    const body = replayableBytesOf(options.body) ?? options.body;
    const bodyReplayable = isReplayable(body);
    const attempt = (index: number): void => {
      this.#cursor = index + 1;
      tried.add(index);
      const member = this.#members[index]!;
      member.inFlight += 1;
      let released = false;
      const release = (): void => {
        if (released) return;
        released = true;
        member.inFlight -= 1;
      };
      member.pool.request({ ...options, body, origin: member.url, headers: withHost(options.headers, member.host) }, (error, data) => {
        if (!error) {
          // Counted until the answer has been read to its end, or given up.
          data.body.once('end', release).once('close', release);
          callback(null, data);
          return;
        }
        release();
        const failure = classifyNoAnswer(error);
        if (failure !== 'other') this.#markDown(member, error);
        const another = pickUpstream(this.#members, { cursor: this.#cursor, tried, allowDown: false });
        if (another !== undefined && mayResend(failure, { method: options.method, bodyReplayable, resendAfterLostConnection })) {
          this.#log?.warn({ service: this.service, upstream: member.url, err: error }, 'upstream call failed before any answer; sending it to another');
          attempt(another);
          return;
        }
        callback(error, data);
      });
    };
    // The first attempt may go to a down upstream: with none better, a lone upstream is still tried, as before balancing.
    attempt(pickUpstream(this.#members, { cursor: this.#cursor, allowDown: true }) ?? 0);
  }

  #markDown(member: Member, error: Error): void {
    member.markedDownAt = Date.now();
    if (member.state !== 'down') this.#log?.warn({ service: this.service, upstream: member.url, err: error }, 'upstream marked down after a failed call');
    member.state = 'down';
  }

  async #probe(member: Member): Promise<void> {
    if (member.probing || this.#stopProbes.signal.aborted) return;
    member.probing = true;
    const startedAt = Date.now();
    try {
      const readiness = await probeUpstream(member.url, this.#probeTimeoutMs, this.#stopProbes.signal);
      if (this.#stopProbes.signal.aborted || startedAt < member.markedDownAt) return;
      const state: UpstreamState = readiness.status === 'ready' ? 'ready' : readiness.status === 'not ready' ? 'not ready' : 'down';
      if (state !== member.state) {
        const entry = { service: this.service, upstream: member.url, state, ...(readiness.error ? { reason: readiness.error } : {}) };
        if (state === 'ready') this.#log?.info(entry, 'upstream is ready');
        else this.#log?.warn(entry, 'upstream is not taking requests');
      }
      member.state = state;
    } finally {
      member.probing = false;
    }
  }
}

/** The `{ request }` object reply-from accepts in place of its own undici pool. */
class PoolDispatcher {
  readonly #upstreams: UpstreamPool;
  readonly #resendAfterLostConnection: boolean;

  constructor(upstreams: UpstreamPool, resendAfterLostConnection: boolean) {
    this.#upstreams = upstreams;
    this.#resendAfterLostConnection = resendAfterLostConnection;
  }

  request<T = null>(options: Dispatcher.RequestOptions<T>, callback: RequestCallback<T>): void;
  request<T = null>(options: Dispatcher.RequestOptions<T>): Promise<Dispatcher.ResponseData<T>>;
  request<T = null>(options: Dispatcher.RequestOptions<T>, callback?: RequestCallback<T>): Promise<Dispatcher.ResponseData<T>> | void {
    if (callback) {
      this.#upstreams.send(options, this.#resendAfterLostConnection, callback);
      return;
    }
    return new Promise((resolve, reject) => {
      this.#upstreams.send(options, this.#resendAfterLostConnection, (error, data) => (error ? reject(error) : resolve(data)));
    });
  }
}
