import { z } from 'zod';
import { documentedInput } from '../http/define-routes.js';
import { blogInputSchema } from './blog.js';

const REFUSED_KEYS_SHOWN = 5;
const KEY_SHOWN_LENGTH = 40;

/**
 * `PATCH /api/blogs/:id`: the title, the content or both; what is not sent stays. `PUT` sends the
 * whole article (title and content, `blogInputSchema`). Fields an article does not have, and the
 * author and slug that only the server sets, are refused rather than dropped unseen.
 */
// At least one of the two is refused otherwise: `minProperties`, which zod does not write.
export const blogPatchSchema = documentedInput(
  z
    .strictObject(
      { header: blogInputSchema.shape.header.optional(), content: blogInputSchema.shape.content.optional() },
      {
        error: (issue) => {
          if (issue.code === 'invalid_type') return 'Send the changes as a JSON object with a title, content or both.';
          if (issue.code !== 'unrecognized_keys') return undefined;
          const shown = issue.keys.slice(0, REFUSED_KEYS_SHOWN).map((key) => key.slice(0, KEY_SHOWN_LENGTH));
          return `An article's title and content can be changed, not: ${shown.join(', ')}.`;
        },
      },
    )
    .refine((patch) => patch.header !== undefined || patch.content !== undefined, {
      error: 'Send the title, the content or both to change.',
      // Fields it cannot change are answer enough; the body is not empty.
      when: (payload) => payload.issues.length === 0,
    }),
  (generated) => ({ ...generated, minProperties: 1 }),
);
export type BlogPatchInput = z.input<typeof blogPatchSchema>;
export type BlogPatch = z.output<typeof blogPatchSchema>;
