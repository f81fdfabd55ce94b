import { describe, expect, it } from 'vitest';
import { parseUpstreamUrls } from './upstream-urls.js';

describe('parseUpstreamUrls', () => {
  it('reads one URL or several separated by commas, as origins', () => {
    expect(parseUpstreamUrls('http://127.0.0.1:5103')).toEqual({ ok: true, urls: ['http://127.0.0.1:5103'] });
    expect(parseUpstreamUrls(' http://travel-1:5103/ ,https://travel-2.internal')).toEqual({
      ok: true,
      urls: ['http://travel-1:5103', 'https://travel-2.internal'],
    });
  });

  it('names the entry that is wrong', () => {
    expect(parseUpstreamUrls('http://a:1,travel-2:5103')).toEqual({ ok: false, problem: '"travel-2:5103" is not an http or https URL' });
    expect(parseUpstreamUrls('not a url')).toEqual({ ok: false, problem: '"not a url" is not a URL' });
    expect(parseUpstreamUrls('http://a:1/api')).toMatchObject({ ok: false, problem: expect.stringContaining('has a path') as unknown });
    expect(parseUpstreamUrls('http://user:secret@a:1')).toMatchObject({ ok: false, problem: '"http://user:secret@a:1" carries credentials' });
  });

  it('refuses an empty entry and the same process twice', () => {
    expect(parseUpstreamUrls('http://a:1,,http://b:2')).toMatchObject({ ok: false });
    expect(parseUpstreamUrls('http://a:1,http://a:1/')).toEqual({ ok: false, problem: 'names http://a:1 twice' });
  });
});
