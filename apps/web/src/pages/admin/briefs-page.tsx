/** Being built. */
export function AdminBriefsPage() {
  return null;
}
