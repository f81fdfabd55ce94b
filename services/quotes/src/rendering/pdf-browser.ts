import { readFile } from 'node:fs/promises';
import puppeteer, { type Browser, type PDFOptions } from 'puppeteer-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

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
}

async function residentMb(pid: number | undefined): Promise<number> {
  if (!pid) return 0;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) / 1024 : 0;
}

/**
 * One warm Chromium shared by every job of a worker, a page per job. A browser that crashed is
 * replaced on the next job; one that served enough pages or grew too big is retired: new jobs get a
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

  private async launch(): Promise<BrowserSlot> {
    const browser = await puppeteer.launch({
      executablePath: this.options.executablePath,
      headless: true,
      args: CHROMIUM_ARGS,
      // Puppeteer must never fetch a browser or reach the network on its own.
      protocolTimeout: 60_000,
    });
    const slot: BrowserSlot = { browser, jobs: 0, open: 0, retiring: false };
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

  private async release(slot: BrowserSlot): Promise<void> {
    slot.open -= 1;
    if (!slot.retiring && this.current === slot) {
      const tooOld = slot.jobs >= this.options.recycleAfterJobs;
      const tooBig = !tooOld && (await residentMb(slot.browser.process()?.pid)) > this.options.maxRssMb;
      if (tooOld || tooBig) {
        slot.retiring = true;
        if (this.current === slot) this.current = null;
      }
    }
    if (slot.retiring && slot.open === 0) await slot.browser.close().catch(() => undefined);
  }

  /** Prints self-contained HTML to an A4 PDF; every request other than the page itself is refused. */
  async render(html: string, options: RenderPdfOptions = {}): Promise<Buffer> {
    options.signal?.throwIfAborted();
    const slot = await this.acquire();
    slot.jobs += 1;
    slot.open += 1;
    const page = await slot.browser.newPage().catch(async (error: unknown) => {
      await this.release(slot);
      throw error;
    });
    const abort = () => void page.close().catch(() => undefined);
    options.signal?.addEventListener('abort', abort, { once: true });
    try {
      await page.setRequestInterception(true);
      // The document is written in place (about:blank), so any request at all is a fetch to block.
      page.on('request', (request) => void request.abort('blockedbyclient').catch(() => undefined));
      await page.setContent(html, { waitUntil: 'load' });
      // A string, as this package has no DOM types; it runs in the page.
      await page.evaluate('document.fonts.ready.then(() => true)');
      const pdfOptions: PDFOptions = {
        format: 'A4',
        printBackground: true,
        margin: { top: '16mm', bottom: '18mm', left: '14mm', right: '14mm' },
        displayHeaderFooter: Boolean(options.footerTemplate),
        headerTemplate: '<span></span>',
        footerTemplate: options.footerTemplate ?? '<span></span>',
      };
      const pdf = await page.pdf(pdfOptions);
      options.signal?.throwIfAborted();
      return Buffer.from(pdf);
    } finally {
      options.signal?.removeEventListener('abort', abort);
      await page.close().catch(() => undefined);
      await this.release(slot);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const slot = this.current ?? (await this.launching?.catch(() => null)) ?? null;
    this.current = null;
    await slot?.browser.close().catch(() => undefined);
  }
}
