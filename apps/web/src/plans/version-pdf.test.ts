import { describe, expect, it } from 'vitest';
import type { SavedLink } from './saved-link.js';
import { newestVersionPdf } from './version-pdf.js';
import { fixtureSavedPlan, FIXTURE_TOKEN } from '../../test/fixtures/saved-plan-fixture.js';

const LINK: SavedLink = { token: FIXTURE_TOKEN, planId: 'a1b2c3d4e5f6a1b2c3d4e5f6', revision: 3, lastSavedAt: '2026-11-27T05:12:00.000Z', fingerprint: '' };

function client(latestVersion: number) {
  const asked: unknown[] = [];
  return {
    asked,
    api: {
      getPlan: async () => ({ status: 200 as const, body: { success: true as const, data: fixtureSavedPlan({ latestVersion }) } }),
      getPlanVersionPdf: async (args: unknown) => {
        asked.push(args);
        return { status: 200 as const, body: new Blob(['%PDF-']), fileName: 'SP-20261127-ABCD.pdf' };
      },
    },
  };
}

describe('newestVersionPdf', () => {
  it("asks for the newest version's PDF once every edit is saved", async () => {
    const { api, asked } = client(4);
    const answer = await newestVersionPdf({ settled: async () => LINK }, api);
    expect(answer?.status).toBe(200);
    expect(asked).toEqual([{ params: { token: FIXTURE_TOKEN, number: '4' } }]);
  });

  it('answers null for a plan that is not saved, or cannot be saved now, so the plan on screen is printed instead', async () => {
    const { api, asked } = client(4);
    expect(await newestVersionPdf({ settled: async () => null }, api as never)).toBeNull();
    expect(asked).toEqual([]);
  });
});
