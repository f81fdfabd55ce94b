import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { demoArticles } from '../../domain/demo-articles.js';
import { serviceStateModel } from '../../models/service-state-model.js';

const SEED_ID = 'demo-articles';

export interface SeedDemoArticlesOptions {
  enabled: boolean;
}

/**
 * Loads the demo articles once. A marker records that it happened, so an article the admin deletes
 * stays deleted after a restart; each article goes in by its slug, so a run cut short, or two
 * instances starting together, never leave duplicates.
 */
export async function seedDemoArticles(fastify: FastifyInstance): Promise<number> {
  const state = serviceStateModel(fastify.mongo);
  if ((await state.findById(SEED_ID).lean())?.seededAt) return 0;
  const taken = await fastify.blogRepository.existingSlugs(demoArticles.map((article) => article.slug));
  const inserted = await fastify.blogRepository.importMany(demoArticles.filter((article) => !taken.has(article.slug)));
  await state.updateOne({ _id: SEED_ID }, { $set: { seededAt: new Date() } }, { upsert: true });
  return inserted;
}

async function seedDemoArticlesPlugin(fastify: FastifyInstance, opts: SeedDemoArticlesOptions) {
  if (!opts.enabled) return;
  fastify.addHook('onReady', async () => {
    const inserted = await seedDemoArticles(fastify);
    if (inserted > 0) fastify.log.info({ inserted }, 'demo articles loaded');
  });
}

export const seedDemoArticlesOnReady = fp(seedDemoArticlesPlugin, {
  name: 'seed-demo-articles',
  dependencies: ['blog-repository'],
  fastify: '5.x',
});
