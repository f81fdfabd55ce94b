import type { GatewayHealth } from '@stallplan/contracts';

export type ServiceReadiness = GatewayHealth['services'][string];

/**
 * One service's line in `/api/health` from the answers of its processes: ready when one of them is
 * (the gateway sends requests to that one), with the count of ready ones when there are several
 * and the first problem of any that is not. A single process's answer is the line as it is.
 */
export function summariseUpstreams(answers: readonly ServiceReadiness[]): ServiceReadiness {
  if (answers.length === 1) return answers[0]!;
  const ready = answers.filter((answer) => answer.status === 'ready');
  const status: ServiceReadiness['status'] = ready.length > 0 ? 'ready' : answers.some((answer) => answer.status === 'not ready') ? 'not ready' : 'unavailable';
  const shown = ready[0] ?? answers.find((answer) => answer.status === 'not ready') ?? answers[0]!;
  const problem = answers.find((answer) => answer.status !== 'ready')?.error;
  return {
    status,
    ...(shown.checks ? { checks: shown.checks } : {}),
    ...(ready.length < answers.length
      ? { error: `${answers.length - ready.length} of ${answers.length} processes not ready${problem ? `: ${problem}` : ''}` }
      : {}),
    processes: { ready: ready.length, total: answers.length },
  };
}
