/** Being built. */
export function BidPage() {
  return null;
}
