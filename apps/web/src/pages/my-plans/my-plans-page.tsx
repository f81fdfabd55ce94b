/** Placeholder until the page is built. */
export function MyPlansPage() {
  return <h1 className="text-3xl font-bold text-ink">My plans</h1>;
}
