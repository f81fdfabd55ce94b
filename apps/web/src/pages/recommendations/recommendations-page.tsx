import type { RecommendationRequest, RecommendedEvent } from '@stallplan/contracts';
import { useMutation } from '@tanstack/react-query';
import { AlertCircle, Loader2, RotateCcw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageMeta } from '../../layout/use-page-meta.js';
import { planStore } from '../../current-plan/plan-store.js';
import { fetchRecommendations } from './fetch-recommendations.js';
import { planFromEvent } from './plan-from-event.js';
import { recommendationErrorText } from './recommendation-error-text.js';
import { RecommendationForm } from './recommendation-form.js';
import { EMPTY_RECOMMENDATION_FORM, type RecommendationFormValues } from './recommendation-form-values.js';
import { RecommendationResults } from './recommendation-results.js';

/** Form, pending, results or error (see docs/marketplace.md#event-recommendations); Get New Recommendations returns to the form. */
export function RecommendationsPage() {
  usePageMeta(
    'AI-Powered Event Recommendations',
    'Trade shows in India that suit your industry, budget, team and goals, with reasons and expected costs in rupees.',
  );
  const navigate = useNavigate();
  const [formValues, setFormValues] = useState<RecommendationFormValues>(EMPTY_RECOMMENDATION_FORM);
  const [lastRequest, setLastRequest] = useState<RecommendationRequest | null>(null);
  const recommendations = useMutation({ mutationFn: fetchRecommendations });

  function ask(request: RecommendationRequest, values: RecommendationFormValues) {
    setFormValues(values);
    setLastRequest(request);
    recommendations.mutate(request);
  }

  function calculateCosts(event: RecommendedEvent) {
    planStore.setEventDetails(planFromEvent(event));
    planStore.goToStep(1);
    void navigate('/');
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <header className="mb-8 text-center">
        <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-700" aria-hidden>
          <Sparkles className="size-6" />
        </span>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">AI-Powered Event Recommendations</h1>
        <p className="mx-auto mt-2 max-w-2xl text-slate-600">
          Tell us about your business and we rank India&apos;s recurring trade shows by how well they suit you, with the reasons and the expected cost.
        </p>
      </header>

      {recommendations.isIdle && (
        <div className="mx-auto max-w-3xl">
          <RecommendationForm defaultValues={formValues} onSubmit={ask} />
        </div>
      )}

      {recommendations.isPending && (
        <div className="card mx-auto flex max-w-3xl flex-col items-center gap-3 py-12 text-center" role="status">
          <Loader2 className="size-8 animate-spin text-brand-700" aria-hidden />
          <p className="font-medium text-ink">Analysing trade shows for your business…</p>
          <p className="text-sm text-slate-500">Matching industry, budget, location, goals and timing.</p>
        </div>
      )}

      {recommendations.isError && (
        <div className="card mx-auto max-w-3xl border-red-200 text-center" role="alert">
          <AlertCircle className="mx-auto size-8 text-red-600" aria-hidden />
          <h2 className="mt-2 text-lg font-semibold text-ink">Failed to get recommendations</h2>
          <p className="mt-1 text-slate-600">{recommendationErrorText(recommendations.error)}</p>
          <div className="mt-5 flex flex-col justify-center gap-2 sm:flex-row">
            <button type="button" className="btn-primary" onClick={() => lastRequest && recommendations.mutate(lastRequest)}>
              <RotateCcw className="size-4" aria-hidden />
              Try Again
            </button>
            <button type="button" className="btn-secondary" onClick={() => recommendations.reset()}>
              Change my answers
            </button>
          </div>
        </div>
      )}

      {recommendations.isSuccess && (
        <RecommendationResults result={recommendations.data} onCalculateCosts={calculateCosts} onStartOver={() => recommendations.reset()} />
      )}

      <p className="mt-10 text-center text-xs text-slate-500">
        Rankings come from typical figures of recent editions: confirm dates and tariffs with each organiser before you book.
      </p>
    </div>
  );
}
