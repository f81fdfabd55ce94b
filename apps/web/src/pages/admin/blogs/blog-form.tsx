import { zodResolver } from '@hookform/resolvers/zod';
import { BLOG_AUTHOR, blogInputSchema, type BlogStatus } from '@stallplan/contracts';
import { Loader2, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Field } from '../../../ui/form/field.js';
import { BlogPreview } from './blog-preview.js';
import { blogStats } from './blog-stats.js';
import { BlogStatsPanel } from './blog-stats-panel.js';
import { FormBanner, type Banner } from './form-banner.js';
import { BLOG_MESSAGES, type BlogDraft, type SaveOutcome } from './save-blog.js';
import { useRefreshBlogs } from './use-admin-blogs.js';

/** After a save the page shows its success for this long, then moves on (see docs/marketplace.md#writing-articles). */
export const REDIRECT_DELAY_MS = 1500;

/** The form checks what the server checks (see docs/marketplace.md#writing-articles), on the same schema; author and slug are the server's. */
const blogDraftSchema = blogInputSchema.pick({ header: true, content: true });

interface BlogDraftValues {
  header: string;
  content: string;
}

const LABELS = {
  create: { submit: 'Publish Article', busy: 'Publishing Article...', saved: BLOG_MESSAGES.created },
  edit: { submit: 'Update Article', busy: 'Updating Article...', saved: BLOG_MESSAGES.updated },
} as const;

interface BlogFormProps {
  mode: keyof typeof LABELS;
  initial: BlogDraftValues;
  /** The preview's date: today for a new article, its own date when editing. */
  previewDate: string;
  status: BlogStatus;
  onSave: (draft: BlogDraft) => Promise<SaveOutcome>;
  /** After a 412: the article as stored now, to show instead of what was typed; null when it cannot be read. */
  onReload?: () => Promise<BlogDraftValues | null>;
}

/** The editor both blog screens share: title, content, the fixed author, live preview and stats. */
export function BlogForm({ mode, initial, previewDate, status, onSave, onReload }: BlogFormProps) {
  const labels = LABELS[mode];
  const navigate = useNavigate();
  const refreshBlogs = useRefreshBlogs();
  const [banner, setBanner] = useState<Banner | null>(null);
  const [saved, setSaved] = useState(false);
  const [reloading, setReloading] = useState(false);
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const form = useForm<BlogDraftValues, unknown, BlogDraft>({
    resolver: zodResolver(blogDraftSchema),
    defaultValues: initial,
    // An error stays until its field is edited, then clears; it is checked again on submit.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, setError, clearErrors, control, formState, reset } = form;
  const { errors, isSubmitting } = formState;
  const [header = '', content = ''] = useWatch({ control, name: ['header', 'content'] });
  const stats = blogStats(header, content);

  const submit = handleSubmit(async (draft) => {
    setBanner(null);
    const outcome = await onSave(draft);
    if (outcome.kind === 'saved') {
      setSaved(true);
      setBanner({ kind: 'success', message: labels.saved });
      void refreshBlogs();
      // The saved article as readers will see it (see docs/marketplace.md#writing-articles).
      const articleId = outcome.article.id;
      redirect.current = window.setTimeout(() => void navigate(`/blogs/${articleId}`), REDIRECT_DELAY_MS);
      return;
    }
    if (outcome.kind === 'stale') {
      setBanner({ kind: 'stale', message: outcome.message });
      return;
    }
    for (const issue of outcome.issues) {
      if (issue.path === 'header' || issue.path === 'content') setError(issue.path, { message: issue.message });
    }
    setBanner({ kind: 'error', message: outcome.message });
  });

  const reload = async () => {
    if (!onReload) return;
    setReloading(true);
    const current = await onReload();
    setReloading(false);
    if (!current) {
      setBanner({ kind: 'error', message: BLOG_MESSAGES.reloadFailed });
      return;
    }
    reset(current);
    setBanner(null);
  };

  const busy = isSubmitting || saved;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form className="card flex flex-col gap-5 lg:self-start" onSubmit={(event) => void submit(event)} noValidate aria-label="Article">
        {banner && (
          <FormBanner banner={banner} onDismiss={() => setBanner(null)} {...(onReload ? { onReload: () => void reload() } : {})} reloading={reloading} />
        )}
        <Field label="Article Title" required error={errors.header?.message}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="text"
              className="field-input text-base"
              placeholder="e.g. How to plan your stall for an Indian trade show"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              aria-required
              readOnly={saved}
              {...register('header', { onChange: () => clearErrors('header') })}
            />
          )}
        </Field>
        <Field label="Author" hint={`Every article is published under the ${BLOG_AUTHOR} name.`}>
          {({ id, describedBy }) => (
            <input id={id} type="text" className="field-input bg-slate-50 text-slate-600" value={BLOG_AUTHOR} readOnly aria-describedby={describedBy} />
          )}
        </Field>
        <Field
          label="Article Content"
          required
          hint="Plain text, or HTML for headings, paragraphs, lists, links and images. Scripts and styles are removed when the article is saved."
          error={errors.content?.message}
        >
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              rows={16}
              className="field-input font-mono text-[13px] leading-relaxed"
              placeholder="Write your article here. Leave a blank line between paragraphs."
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              aria-required
              readOnly={saved}
              {...register('content', { onChange: () => clearErrors('content') })}
            />
          )}
        </Field>
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-orange-100 pt-4">
          <button type="button" className="btn-secondary" onClick={() => void navigate('/admin/blogs')} disabled={isSubmitting}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            {isSubmitting ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Send className="size-4" aria-hidden />}
            {isSubmitting ? labels.busy : labels.submit}
          </button>
        </div>
      </form>
      <div className="flex flex-col gap-6">
        <BlogPreview header={header} content={content} status={status} date={previewDate} stats={stats} />
        <BlogStatsPanel stats={stats} />
      </div>
    </div>
  );
}
