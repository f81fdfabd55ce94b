/** Placeholder until the page is built. */
export function SharedPlanPage() {
  return <h1 className="text-3xl font-bold text-ink">Shared plan</h1>;
}
