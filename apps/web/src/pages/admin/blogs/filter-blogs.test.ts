import { describe, expect, it } from 'vitest';
import { filterBlogs } from './filter-blogs.js';

const blogs = [
  { header: 'Lighting a Stall', author: 'StallPlan', content: '<p>Spotlights &amp; LED strips</p>' },
  { header: 'Budgeting in Rupees', author: 'StallPlan', content: '<p>Costs for <strong>Pragati Maidan</strong></p>' },
];

describe('filterBlogs', () => {
  it('returns every article for a blank search', () => {
    expect(filterBlogs(blogs, '  ')).toEqual(blogs);
  });

  it('matches the header, ignoring case', () => {
    expect(filterBlogs(blogs, 'lighting').map((blog) => blog.header)).toEqual(['Lighting a Stall']);
  });

  it('matches the content as the reader sees it', () => {
    expect(filterBlogs(blogs, 'pragati maidan').map((blog) => blog.header)).toEqual(['Budgeting in Rupees']);
    expect(filterBlogs(blogs, 'spotlights & led').map((blog) => blog.header)).toEqual(['Lighting a Stall']);
  });

  it('does not match markup', () => {
    expect(filterBlogs(blogs, 'strong')).toEqual([]);
  });

  it('matches the author', () => {
    expect(filterBlogs(blogs, 'stallplan')).toHaveLength(2);
  });
});
