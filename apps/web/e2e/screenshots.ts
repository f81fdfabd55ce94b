import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/** Where the suite leaves its screenshots for a person to look at (git-ignored). */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** A full-page PNG named `<name>-<width>.png`. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const path = `${SCREENSHOT_DIR}${name}-${width}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}
