import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './share-link.js';

const article = { title: 'Measuring the ROI of a Trade Show', url: 'https://stallplan.example/blogs/abc' };

function abortError(): Error {
  const error = new Error('Share canceled');
  error.name = 'AbortError';
  return error;
}

describe('shareLink', () => {
  it('uses the native share sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareLink(article, { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: article.title, url: article.url });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareLink(article, { clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(article.url);
  });

  it('does nothing more when the reader closes the share sheet', async () => {
    const writeText = vi.fn();
    expect(await shareLink(article, { share: vi.fn().mockRejectedValue(abortError()), clipboard: { writeText } })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('falls back to copying when the share sheet refuses', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const refused = Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });
    expect(await shareLink(article, { share: vi.fn().mockRejectedValue(refused), clipboard: { writeText } })).toBe('copied');
  });

  it('reports a failure when neither works', async () => {
    expect(await shareLink(article, {})).toBe('failed');
    expect(await shareLink(article, { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } })).toBe('failed');
  });
});
