/** Being built. */
export function AdminReviewsPage() {
  return null;
}
