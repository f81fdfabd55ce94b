import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import type { Locator, Page } from 'playwright-core';

/** The rules run on every screen: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** What fails the check; minor and moderate findings are left to review. */
const BLOCKING: ReadonlySet<ImpactValue> = new Set(['serious', 'critical']);

let axeSource: Promise<string> | undefined;

/** axe-core's browser build, read once per run. */
function loadAxe(): Promise<string> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/**
 * Waits for the screen at rest: nothing loading (skeletons pulse, busy regions say so), and every
 * finite animation and transition over (a dialog's fade), so colours are read as they stay.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('.animate-pulse, [aria-busy="true"]') === null);
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** One line per failing node: the screen and width, the rule and its impact, then where and what. */
export function describeViolations(results: Pick<AxeResults, 'violations'>, screen: string, width: number): string[] {
  return results.violations
    .filter((rule) => BLOCKING.has(rule.impact ?? null))
    .flatMap((rule) =>
      rule.nodes.map(
        (node) =>
          `${screen} at ${width} px: ${rule.id} (${node.impact ?? rule.impact}) ${rule.help}\n` +
          `    at ${node.target.join(' ')}: ${node.html.replace(/\s+/g, ' ').slice(0, 300)}`,
      ),
    );
}

/**
 * Runs axe-core's WCAG 2.0/2.1 A and AA rules on the page as it is now, at its current width, and
 * throws with every serious or critical violation named by screen, width, rule and node.
 */
export async function checkAccessibility(page: Page, screen: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await settle(page);
  // Evaluated rather than added as a script tag: the app's Content-Security-Policy refuses inline scripts, and stays on.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await loadAxe());
  const options: RunOptions = { runOnly: { type: 'tag', values: [...WCAG_TAGS] }, resultTypes: ['violations'] };
  const results = await page.evaluate(
    (runOptions) => (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(document, runOptions),
    options,
  );
  const failures = describeViolations(results, screen, width);
  if (failures.length > 0) throw new Error(`${failures.length} accessibility violation(s):\n${failures.join('\n')}`);
}

export interface FocusRing {
  /** Whether the browser draws the keyboard's focus ring (`:focus-visible`) on the control. */
  focusVisible: boolean;
  ring: string;
  /** The nearest opaque background behind the control, where an offset ring is drawn. */
  behind: string;
  /** WCAG contrast ratio of the ring's colour against `behind`; 1 when there is no ring. */
  ratio: number;
}

/** Focuses `control` as the keyboard would and measures its outline against what lies behind it. */
export async function focusRingContrast(page: Page, control: Locator): Promise<FocusRing> {
  // A key press first, so the browser treats the focus that follows as keyboard focus.
  await page.keyboard.press('Shift');
  await control.focus();
  return control.evaluate((element) => {
    // Computed colours come in any syntax (rgb, oklch); a canvas turns each into sRGB bytes.
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const bytes = (color: string) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      return Array.from(canvas.getImageData(0, 0, 1, 1).data);
    };
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = bytes(color).map((byte) => {
        const channel = byte / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const style = getComputedStyle(element);
    const hasRing = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    let behind = 'rgb(255, 255, 255)';
    for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
      const background = getComputedStyle(ancestor).backgroundColor;
      if ((bytes(background)[3] ?? 0) === 255) {
        behind = background;
        break;
      }
    }
    const [light, dark] = [luminance(style.outlineColor), luminance(behind)].sort((a, b) => b - a) as [number, number];
    return {
      focusVisible: element.matches(':focus-visible'),
      ring: hasRing ? style.outlineColor : 'none',
      behind,
      ratio: hasRing ? Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100 : 1,
    };
  });
}
