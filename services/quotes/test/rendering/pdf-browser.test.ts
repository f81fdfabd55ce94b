import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PdfBrowser } from '../../src/rendering/pdf-browser.js';
import { pdfText } from '../helper.js';

/** A Chromium renderer process of the browser whose main process is `browserPid` (a child of its zygote). */
function isRendererOf(pid: number, browserPid: number | undefined): boolean {
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes('--type=renderer') && ancestors(pid).includes(browserPid ?? -1);
  } catch {
    return false;
  }
}

function ancestors(pid: number): number[] {
  const found: number[] = [];
  for (let current = pid; current > 1 && found.length < 10;) {
    const stat = readFileSync(`/proc/${current}/stat`, 'utf8');
    current = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    found.push(current);
  }
  return found;
}

const page = (body: string, head = '') => `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

describe('pdf browser', () => {
  const browser = new PdfBrowser({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', recycleAfterJobs: 1000, maxRssMb: 4096 });
  let server: Server;
  let fetched: string[] = [];
  let origin = '';

  beforeAll(async () => {
    // Anything the document manages to fetch lands here.
    server = createServer((request, response) => {
      fetched.push(request.url ?? '');
      response.setHeader('content-type', 'text/css');
      response.end("body::after { content: 'FETCHED FROM THE NETWORK'; }");
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('keeps its pages warm between jobs, and each job prints only its own document', async () => {
    await browser.warmUp(2);
    expect(browser.warmPages).toBe(2);

    const first = await browser.render(page('<p>First document alpha</p>'));
    const second = await browser.render(page('<p>Second document beta</p>'));
    expect(browser.warmPages).toBe(2);
    expect((await pdfText(first)).text).toContain('First document alpha');
    const { text } = await pdfText(second);
    expect(text).toContain('Second document beta');
    expect(text).not.toContain('alpha');

    // Three at once: one more page is opened, and kept.
    await Promise.all(['one', 'two', 'three'].map((word) => browser.render(page(`<p>${word}</p>`))));
    expect(browser.warmPages).toBe(3);
  }, 60_000);

  it('does not keep a page whose job was aborted', async () => {
    const before = browser.warmPages;
    const controller = new AbortController();
    const rendering = browser.render(page('<p>Never printed</p>'), { signal: controller.signal });
    controller.abort(new Error('too slow'));
    await expect(rendering).rejects.toThrow();
    expect(browser.warmPages).toBe(before - 1);
    // The next job still gets a page.
    expect((await pdfText(await browser.render(page('<p>After the abort</p>')))).text).toContain('After the abort');
  }, 60_000);

  it('drops a warm page whose renderer died while it waited, and the next job still prints', async () => {
    await browser.render(page('<p>Warm</p>'));
    expect(browser.warmPages).toBeGreaterThan(0);
    const renderers = readdirSync('/proc').filter((pid) => /^\d+$/.test(pid) && isRendererOf(Number(pid), browser.pid));
    expect(renderers.length).toBeGreaterThan(0);
    for (const pid of renderers) process.kill(Number(pid), 'SIGKILL');
    await expect.poll(() => browser.warmPages, { timeout: 10_000 }).toBe(0);
    expect((await pdfText(await browser.render(page('<p>After the crash</p>')))).text).toContain('After the crash');
  }, 60_000);

  it("starts Chromium with this process's environment less the allocator settings", async () => {
    const saved = { ...process.env };
    Object.assign(process.env, { MALLOC_CONF: 'background_thread:true', MALLOC_ARENA_MAX: '2', PDF_BROWSER_TEST_MARK: 'kept' });
    const own = new PdfBrowser({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', recycleAfterJobs: 1000, maxRssMb: 4096 });
    try {
      expect((await pdfText(await own.render(page('<p>Own allocator</p>')))).text).toContain('Own allocator');
      const environment = readFileSync(`/proc/${own.pid}/environ`, 'utf8').split('\0');
      expect(environment).toContain('PDF_BROWSER_TEST_MARK=kept');
      expect(environment.filter((entry) => /^(LD_PRELOAD|MALLOC_CONF|MALLOC_ARENA_MAX)=/.test(entry))).toEqual([]);
    } finally {
      await own.close();
      for (const key of ['MALLOC_CONF', 'MALLOC_ARENA_MAX', 'PDF_BROWSER_TEST_MARK']) {
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      }
    }
  }, 60_000);

  it('refuses every request to the network but reads inline data', async () => {
    fetched = [];
    const head = `<link rel="stylesheet" href="${origin}/style.css"><link rel="stylesheet" href="data:text/css,p::after{content:'%20INLINE%20STYLE%20READ'}">`;
    const pdf = await browser.render(page(`<p>Offline</p><img src="${origin}/logo.png">`, head));
    const { text } = await pdfText(pdf);
    expect(text).toContain('INLINE STYLE READ');
    expect(text).not.toContain('FETCHED FROM THE NETWORK');
    expect(fetched).toEqual([]);
  }, 60_000);
});
