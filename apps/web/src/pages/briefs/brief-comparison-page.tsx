/** Being built. */
export function BriefComparisonPage() {
  return null;
}
