/** Placeholder until the page is built. */
export function MyPlansSignInPage() {
  return <h1 className="text-3xl font-bold text-ink">Signing in</h1>;
}
