import type { Locator } from 'playwright-core';

/**
 * The links and buttons inside `scope` whose aria-label does not start with their visible words
 * (WCAG 2.5.3 "Label in Name"), as "visible → label"; empty when all of them pass. A control
 * without an aria-label is named by its words, so it passes.
 */
export async function labelInNameFailures(scope: Locator): Promise<string[]> {
  return scope.locator('a[href], button').evaluateAll((controls) =>
    controls.flatMap((control) => {
      const label = control.getAttribute('aria-label');
      const visible = (control as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
      if (label === null || visible === '') return [];
      return label.toLowerCase().startsWith(visible.toLowerCase()) ? [] : [`${visible} → ${label}`];
    }),
  );
}
