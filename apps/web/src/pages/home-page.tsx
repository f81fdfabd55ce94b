import { useCallback, useEffect, useState } from 'react';
import type { GatewayHealth } from '@stallplan/contracts';
import { getHealth } from '../api/get-health.js';
import { ServiceStatusList } from '../components/service-status-list.js';

type HealthState =
  | { kind: 'loading' }
  | { kind: 'loaded'; health: GatewayHealth }
  | { kind: 'failed'; message: string };

export function HomePage() {
  const [state, setState] = useState<HealthState>({ kind: 'loading' });

  const load = useCallback((signal?: AbortSignal) => {
    setState({ kind: 'loading' });
    getHealth(signal)
      .then((health) => setState({ kind: 'loaded', health }))
      .catch((error: unknown) => {
        if (signal?.aborted) return;
        setState({ kind: 'failed', message: error instanceof Error ? error.message : 'The server did not answer.' });
      });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return (
    <main className="page">
      <section className="hero">
        <h1>Plan your next trade-show stall</h1>
        <p>
          StallPlan turns “we are taking a stall” into a priced, bookable, shareable plan: stall design with live cost,
          builders near the venue, travel and a final quote in rupees.
        </p>
      </section>

      <section className="card" aria-labelledby="status-heading" aria-busy={state.kind === 'loading'}>
        <div className="card-header">
          <h2 id="status-heading">System status</h2>
          <button type="button" onClick={() => load()} disabled={state.kind === 'loading'}>
            Refresh
          </button>
        </div>
        {state.kind === 'loading' && <p role="status">Checking services…</p>}
        {state.kind === 'failed' && (
          <p role="alert" className="error">
            Could not reach StallPlan: {state.message}
          </p>
        )}
        {state.kind === 'loaded' && (
          <>
            <p role="status" className={state.health.status === 'ready' ? 'ok' : 'error'}>
              {state.health.status === 'ready' ? 'All services are ready.' : 'Some services are not ready.'}
            </p>
            <ServiceStatusList services={state.health.services} />
          </>
        )}
      </section>
    </main>
  );
}
