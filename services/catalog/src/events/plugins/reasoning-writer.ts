import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { RecommendationRequest, RecommendedEvent } from '@stallplan/contracts';
import type { CatalogConfig } from '../../config.js';

/** What a rewrite may draw on: the reasoning itself and the facts already on the cards. */
export interface ReasoningDraft {
  reasoning: string;
  request: Pick<RecommendationRequest, 'industry'>;
  recommendations: ReadonlyArray<Pick<RecommendedEvent, 'name' | 'reasons'>>;
}

/**
 * Rewrites the recommendations' reasoning text through an OpenAI-compatible chat completions
 * endpoint. Only the text changes: which shows are listed, their order, scores and reasons never
 * come from the model. Off unless RECOMMENDATIONS_LLM_URL is set; any failure (timeout, error
 * status, an answer that is empty, too long or does not name the first show) keeps the text
 * the scoring model wrote.
 */
export interface ReasoningWriter {
  rewrite(draft: ReasoningDraft, log: FastifyBaseLogger): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    reasoningWriter: ReasoningWriter;
  }
}

export interface ReasoningWriterOptions {
  url?: string | undefined;
  key?: string | undefined;
  model?: string | undefined;
  timeoutMs: number;
}

/** The shows whose reasons the model sees; the reasoning only talks about the first few. */
const SHOWS_SHOWN = 3;
const MAX_REWRITE_CHARS = 1500;

const INSTRUCTIONS = [
  'You rewrite the explanation of a list of recommended trade shows for a company that exhibits in India.',
  'Use only the facts given. Do not add shows, figures, dates, places or claims; keep every amount, number and show name exactly as written.',
  'Write plain, friendly English in at most 120 words, as one paragraph without lists or markdown.',
].join(' ');

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const keepText: ReasoningWriter = { rewrite: async ({ reasoning }) => reasoning };

export function createReasoningWriter(options: ReasoningWriterOptions): ReasoningWriter {
  const { url, key, model, timeoutMs } = options;
  if (url === undefined || model === undefined) return keepText;

  return {
    async rewrite(draft, log) {
      const shows = draft.recommendations.slice(0, SHOWS_SHOWN).map(({ name, reasons }) => ({ name, reasons }));
      const [first] = shows;
      if (!first) return draft.reasoning;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
          body: JSON.stringify({
            model,
            temperature: 0,
            max_tokens: 400,
            messages: [
              { role: 'system', content: INSTRUCTIONS },
              { role: 'user', content: JSON.stringify({ industry: draft.request.industry, reasoning: draft.reasoning, shows }) },
            ],
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          log.warn({ status: response.status }, 'reasoning rewrite refused; the scoring model’s text is kept');
          return draft.reasoning;
        }
        const parsed = completionSchema.safeParse(await response.json());
        const text = parsed.success ? parsed.data.choices[0]?.message.content.trim() : undefined;
        // A rewrite that loses the leading show has lost the point of the text.
        if (!text || text.length > MAX_REWRITE_CHARS || !text.includes(first.name)) {
          log.warn({ parsed: parsed.success, length: text?.length ?? 0 }, 'reasoning rewrite unusable; the scoring model’s text is kept');
          return draft.reasoning;
        }
        return text;
      } catch (error) {
        log.warn({ err: error }, 'reasoning rewrite failed; the scoring model’s text is kept');
        return draft.reasoning;
      }
    },
  };
}

async function reasoningWriter(fastify: FastifyInstance, { config }: { config: CatalogConfig }) {
  fastify.decorate(
    'reasoningWriter',
    createReasoningWriter({
      url: config.RECOMMENDATIONS_LLM_URL,
      key: config.RECOMMENDATIONS_LLM_KEY,
      model: config.RECOMMENDATIONS_LLM_MODEL,
      timeoutMs: config.RECOMMENDATIONS_LLM_TIMEOUT_MS,
    }),
  );
}

export const reasoningWriterPlugin = fp(reasoningWriter, { name: 'reasoning-writer', fastify: '5.x' });
