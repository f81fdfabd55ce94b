import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { blogInputSchema, slugify } from '@stallplan/contracts';

/**
 * One article of `seed/demo-articles.json`: title and content pass the admin's own rules; the slug
 * is fixed in the file, not derived at start-up, because seeding matches on it. The content is
 * HTML within the sanitiser's policy: h2, p, ul, li and strong.
 */
const demoArticleSchema = blogInputSchema
  .pick({ header: true, content: true })
  .extend({ slug: z.string().min(1), createdAt: z.iso.datetime().transform((text) => new Date(text)) })
  .strict()
  .refine((article) => article.slug === slugify(article.header), { error: 'a demo article’s slug is its title, slugified', path: ['slug'] });

export type DemoArticle = z.output<typeof demoArticleSchema>;

// Two folders below the package root from src/domain/ and from dist/domain/ alike.
const SEED_FILE = new URL('../../seed/demo-articles.json', import.meta.url);

function readDemoArticles(): DemoArticle[] {
  const parsed = z.array(demoArticleSchema).safeParse(JSON.parse(readFileSync(SEED_FILE, 'utf8')));
  if (!parsed.success) throw new Error(`seed/demo-articles.json does not match its schema:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The articles a fresh installation starts with: practical advice for companies exhibiting in India. */
export const demoArticles: readonly DemoArticle[] = readDemoArticles();
