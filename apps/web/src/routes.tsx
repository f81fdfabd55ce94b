import type { RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/app-layout.js';
import { ComingSoonPage } from './pages/coming-soon-page.js';
import { NotFoundPage } from './pages/not-found-page.js';
import { PlannerPage } from './pages/planner-page.js';

const soon = (title: string, description: string) => <ComingSoonPage title={title} description={description} />;

/** marketplace.md §2's route table; any other path is the 404 page. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <PlannerPage /> },
      { path: '/blogs', element: soon('Blogs', 'Articles on planning, building and running a stall.') },
      { path: '/blogs/:id', element: soon('Blog', 'An article from the StallPlan blog.') },
      { path: '/find-builders', element: soon('Find Builders', 'Booth builders and exhibition vendors across India.') },
      { path: '/landing', element: soon('StallPlan', 'Plan, price and book your trade-show stall in rupees.') },
      { path: '/stall-details', element: soon('Stall Requirements', 'Tell builders what your stall needs.') },
      { path: '/recommendations', element: soon('Event Recommendations', 'Trade shows that suit your industry, budget and goals.') },
      { path: '/vendor-registration', element: soon('Register as a Vendor', 'List your stall-building business on StallPlan.') },
      { path: '/admin', element: soon('Admin', 'The StallPlan admin area.') },
      { path: '/admin/vendor', element: soon('Vendor Management', 'Manage vendors.') },
      { path: '/admin/vendor-management', element: soon('Vendor Management', 'Manage vendors.') },
      { path: '/admin/blogs', element: soon('Blog Management', 'Manage articles.') },
      { path: '/admin/blogs/write', element: soon('Write Article', 'Write a new article.') },
      { path: '/admin/blogs/edit/:id', element: soon('Edit Article', 'Edit an article.') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
