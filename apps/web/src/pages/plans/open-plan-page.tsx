/** Placeholder until the page is built. */
export function OpenPlanPage() {
  return <h1 className="text-3xl font-bold text-ink">Opening your plan</h1>;
}
