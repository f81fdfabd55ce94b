/**
 * Typography for the tags the content service lets through (headings, paragraphs, lists,
 * emphasis, links); there is no typography plugin, so each is styled here.
 */
const BODY_STYLES = [
  'text-base leading-relaxed text-slate-700 break-words',
  '[&_p]:mt-4 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-ink [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6',
  '[&_strong]:font-semibold [&_strong]:text-ink [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline',
  '[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&>:first-child]:mt-0',
].join(' ');

/**
 * The article's HTML. `content` is the one field the content service sanitises before storing
 * (blog.ts), so it is the only one rendered as markup; nothing typed in the browser reaches here.
 */
export function ArticleBody({ sanitizedHtml }: { sanitizedHtml: string }) {
  return <div className={BODY_STYLES} dangerouslySetInnerHTML={{ __html: sanitizedHtml }} />;
}
