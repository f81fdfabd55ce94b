import { readFile } from 'node:fs/promises';
import puppeteer, { type Browser, type HTTPRequest, type Page, type PDFOptions } from 'puppeteer-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** What the service's own allocator needs (LD_PRELOAD of jemalloc, its settings) is not Chromium's: it brings its own. */
const NOT_FOR_CHROMIUM = new Set(['LD_PRELOAD', 'MALLOC_CONF', 'MALLOC_ARENA_MAX']);

/** The environment Chromium starts with: this process's, less the allocator settings. */
export function chromiumEnvironment(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && !NOT_FOR_CHROMIUM.has(entry[0])));
}

export interface PdfBrowserOptions {
  executablePath: string;
  /** A new browser after this many pages. */
  recycleAfterJobs: number;
  /** A new browser once the browser process's resident memory passes this. */
  maxRssMb: number;
}

export interface RenderPdfOptions {
  /** Aborts the render: the page is closed and the promise rejects. */
  signal?: AbortSignal;
  footerTemplate?: string;
}

interface BrowserSlot {
  browser: Browser;
  jobs: number;
  open: number;
  retiring: boolean;
  /** Pages between jobs, their request filter in place: a job reuses one instead of opening a tab (about 100 ms saved). */
  idle: Page[];
}

const PDF_OPTIONS: PDFOptions = {
  format: 'A4',
  printBackground: true,
  margin: { top: '16mm', bottom: '18mm', left: '14mm', right: '14mm' },
  headerTemplate: '<span></span>',
};

/** The document is written in place, so anything it asks for beyond inline data is a fetch to refuse. */
function filterRequest(request: HTTPRequest): void {
  const url = request.url();
  const local = url.startsWith('data:') || url.startsWith('about:');
  void (local ? request.continue() : request.abort('blockedbyclient')).catch(() => undefined);
}

async function residentMb(pid: number | undefined): Promise<number> {
  if (!pid) return 0;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) / 1024 : 0;
}

/**
 * One warm Chromium shared by every job of a worker, with its pages kept open between jobs (as
 * many as ran at once). A browser that crashed is replaced on the next job; one that served enough pages or grew too big is retired: new jobs get a
 * fresh browser and the old one closes when its last page is done.
 */
export class PdfBrowser {
  private current: BrowserSlot | null = null;
  private launching: Promise<BrowserSlot> | null = null;
  private closed = false;

  constructor(private readonly options: PdfBrowserOptions) {}

  /** The running browser's process id (tests crash it on purpose). */
  get pid(): number | undefined {
    return this.current?.browser.process()?.pid;
  }

  /** Pages open and waiting for a job in the running browser (tests count them). */
  get warmPages(): number {
    return this.current?.idle.filter((page) => !page.isClosed()).length ?? 0;
  }

  private async launch(): Promise<BrowserSlot> {
    const browser = await puppeteer.launch({
      executablePath: this.options.executablePath,
      headless: true,
      args: CHROMIUM_ARGS,
      env: chromiumEnvironment(process.env),
      // Puppeteer must never fetch a browser or reach the network on its own.
      protocolTimeout: 60_000,
    });
    const slot: BrowserSlot = { browser, jobs: 0, open: 0, retiring: false, idle: [] };
    browser.on('disconnected', () => {
      if (this.current === slot) this.current = null;
    });
    return slot;
  }

  private async acquire(): Promise<BrowserSlot> {
    if (this.closed) throw new Error('The PDF browser is closed.');
    if (this.current?.browser.connected) return this.current;
    this.launching ??= this.launch().finally(() => {
      this.launching = null;
    });
    const slot = await this.launching;
    if (this.closed) {
      await slot.browser.close().catch(() => undefined);
      throw new Error('The PDF browser is closed.');
    }
    this.current = slot;
    return slot;
  }

  private async openPage(browser: Browser): Promise<Page> {
    const page = await browser.newPage();
    await page.setRequestInterception(true);
    page.on('request', filterRequest);
    // A page whose renderer crashed while it waited is closed, so no job picks it up.
    page.once('error', () => void page.close().catch(() => undefined));
    return page;
  }

  /** Hands the page back for the next job when it is still good (`reusable`), else closes it. */
  private async release(slot: BrowserSlot, page: Page | null, reusable: boolean): Promise<void> {
    slot.open -= 1;
    if (!slot.retiring && this.current === slot) {
      const tooOld = slot.jobs >= this.options.recycleAfterJobs;
      const tooBig = !tooOld && (await residentMb(slot.browser.process()?.pid)) > this.options.maxRssMb;
      if (tooOld || tooBig) {
        slot.retiring = true;
        if (this.current === slot) this.current = null;
      }
    }
    if (page && reusable && !slot.retiring && slot.browser.connected && !page.isClosed()) slot.idle.push(page);
    else await page?.close().catch(() => undefined);
    if (slot.retiring && slot.open === 0) await slot.browser.close().catch(() => undefined);
  }

  /**
   * Starts the browser and opens `pages` pages, so that the first jobs find them warm. Failures
   * are left to the first job, which tries again.
   */
  async warmUp(pages: number): Promise<void> {
    const slot = await this.acquire();
    const opened = await Promise.all(Array.from({ length: pages }, () => this.openPage(slot.browser)));
    if (this.current === slot && !slot.retiring) slot.idle.push(...opened);
    else await Promise.all(opened.map((page) => page.close().catch(() => undefined)));
  }

  /**
   * Prints self-contained HTML to an A4 PDF on a warm page; every request beyond inline data is
   * refused. The page is reused by the next job unless this one failed or was aborted.
   */
  async render(html: string, options: RenderPdfOptions = {}): Promise<Buffer> {
    options.signal?.throwIfAborted();
    const slot = await this.acquire();
    slot.jobs += 1;
    slot.open += 1;
    let page: Page;
    try {
      let warm = slot.idle.pop();
      while (warm?.isClosed()) warm = slot.idle.pop();
      page = warm ?? (await this.openPage(slot.browser));
    } catch (error) {
      await this.release(slot, null, false);
      throw error;
    }
    const abort = () => void page.close().catch(() => undefined);
    options.signal?.addEventListener('abort', abort, { once: true });
    let reusable = false;
    try {
      // Written in place, no navigation; the fonts are local system fonts, so `load` is all there is to wait for.
      await page.setContent(html, { waitUntil: 'load' });
      const pdf = await page.pdf({
        ...PDF_OPTIONS,
        displayHeaderFooter: Boolean(options.footerTemplate),
        footerTemplate: options.footerTemplate ?? '<span></span>',
      });
      options.signal?.throwIfAborted();
      reusable = true;
      return Buffer.from(pdf);
    } finally {
      options.signal?.removeEventListener('abort', abort);
      await this.release(slot, page, reusable);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const slot = this.current ?? (await this.launching?.catch(() => null)) ?? null;
    this.current = null;
    await slot?.browser.close().catch(() => undefined);
  }
}
