/** Placeholder until the page is built. */
export function PlanOverviewPage() {
  return <h1 className="text-3xl font-bold text-ink">Your plan</h1>;
}
