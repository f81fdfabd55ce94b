export function EventDetailsStep() {
  return <section aria-labelledby="step-title"><h2 id="step-title">Exhibition Details</h2></section>;
}
