export function StallDesignStep() {
  return <section aria-labelledby="step-title"><h2 id="step-title">Stall Design & Fabrication</h2></section>;
}
