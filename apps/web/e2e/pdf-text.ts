import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFParse as PdfParser } from 'pdf-parse';

// pdf-parse is the quotes service's dependency, not the web app's: borrow it from there.
const requireFromQuotes = createRequire(new URL('../../../services/quotes/package.json', import.meta.url));
const { PDFParse } = requireFromQuotes('pdf-parse') as { PDFParse: typeof PdfParser };

/** The text of a downloaded PDF, as a reader copying it out would get it. */
export async function pdfText(path: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(path)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
