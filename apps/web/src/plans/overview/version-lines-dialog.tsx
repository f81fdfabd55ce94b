import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client.js';
import { QuoteLinesTable } from '../../quote/quote-lines-table.js';
import { Dialog } from '../../ui/dialog.js';
import { formatDateTime } from './overview-text.js';
import { serverMessage } from '../../api/refusal.js';

/** One version's quote as it was: every line, its basis and GST, and the totals. */
export function VersionLinesDialog({ token, number, onClose }: { token: string; number: number | null; onClose: () => void }) {
  const load = useQuery({
    queryKey: ['saved-plan-version', token, number],
    enabled: number !== null,
    queryFn: async ({ signal }) => {
      const response = await api.getPlanVersion({ params: { token, number: String(number) }, signal });
      if (response.status !== 200) throw new Error(serverMessage(response.body) ?? 'The version could not be loaded.');
      return response.body.data;
    },
  });
  return (
    <Dialog
      open={number !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Version ${number ?? ''}`}
      description={load.data ? `Saved ${formatDateTime(load.data.createdAt)}` : undefined}
      size="lg"
    >
      {load.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading the version…
        </p>
      ) : load.isError ? (
        <div role="alert" className="space-y-2 text-sm text-red-800">
          <p>{load.error.message || 'The version could not be loaded.'}</p>
          <button type="button" className="btn-secondary" onClick={() => void load.refetch()}>
            Retry
          </button>
        </div>
      ) : (
        <QuoteLinesTable quote={load.data.quote} />
      )}
    </Dialog>
  );
}
