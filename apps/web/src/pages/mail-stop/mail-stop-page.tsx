import { ApiError, MAIL_STOP_TOKEN_PATTERN } from '@stallplan/contracts';
import { useMutation } from '@tanstack/react-query';
import { MailX } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { api } from '../../api/api-client.js';
import { usePrivatePageMeta } from '../../layout/use-private-page-meta.js';
import { InvalidLinkNotice } from '../../ui/page-notices.js';

type StopOutcome = { kind: 'stopped'; message: string } | { kind: 'invalid' };

export const MAIL_STOP_FAILED_MESSAGE = 'Mail could not be stopped just now. Please try again in a moment.';

/**
 * `/mail/stop/:token`: the "not me" link at the foot of every mail about a saved plan. Nothing
 * happens on opening it (mail scanners open links too); the button stops all such mail to the
 * address the mail went to, for good.
 */
export function MailStopPage() {
  const { token = '' } = useParams();
  usePrivatePageMeta('Stop mail from StallPlan', 'Stop all mail from StallPlan to your address.');
  const stop = useMutation({
    mutationFn: async (): Promise<StopOutcome> => {
      try {
        const response = await api.stopMail({ params: { token } });
        if (response.status === 200) return { kind: 'stopped', message: response.body.message };
        return { kind: 'invalid' };
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { kind: 'invalid' };
        throw error;
      }
    },
  });

  if (!MAIL_STOP_TOKEN_PATTERN.test(token) || stop.data?.kind === 'invalid') {
    return (
      <div className="mx-auto max-w-2xl px-4 py-10">
        <InvalidLinkNotice />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <div className="card flex flex-col items-center gap-3 py-12 text-center" role={stop.isSuccess ? 'status' : undefined}>
        <MailX className="size-10 text-brand-600" aria-hidden />
        {stop.data?.kind === 'stopped' ? (
          <>
            <h1 className="text-xl font-bold text-ink">Mail stopped</h1>
            <p className="max-w-md text-slate-700">{stop.data.message} Plans saved with it stay where they are.</p>
          </>
        ) : (
          <>
            <h1 className="text-xl font-bold text-ink">Stop mail from StallPlan?</h1>
            <p className="max-w-md text-slate-700">
              Someone saved a plan on StallPlan with your e-mail address, or asked for a link to plans saved with it. If that was not you, or you want no more
              of these mails, stop them here: StallPlan will send nothing more to this address.
            </p>
            <button type="button" className="btn-primary" onClick={() => stop.mutate()} disabled={stop.isPending} aria-busy={stop.isPending}>
              {stop.isPending ? 'Stopping…' : 'Stop all mail to this address'}
            </button>
            {stop.isError && (
              <p role="alert" className="text-sm text-red-700">
                {MAIL_STOP_FAILED_MESSAGE}
              </p>
            )}
          </>
        )}
      </div>
    </div>
  );
}
