import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/app-layout.js';
import { NotFoundPage } from './pages/not-found-page.js';
import { PlannerPage } from './planner/planner-page.js';

/** A page loaded when its route is first visited, so the planner's first load carries none of it. */
function page(load: () => Promise<Record<string, unknown>>, name: string): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] as ComponentType }) };
}

/** The route table of docs/marketplace.md#routes; any other path is the 404 page. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <PlannerPage /> },
      { path: '/blogs', ...page(() => import('./pages/blogs/blog-list-page.js'), 'BlogListPage') },
      { path: '/blogs/:id', ...page(() => import('./pages/blogs/blog-detail-page.js'), 'BlogDetailPage') },
      { path: '/find-builders', ...page(() => import('./pages/builders/find-builders-page.js'), 'FindBuildersPage') },
      { path: '/landing', ...page(() => import('./pages/landing/landing-page.js'), 'LandingPage') },
      { path: '/stall-details', ...page(() => import('./pages/stall-details/stall-details-page.js'), 'StallDetailsPage') },
      { path: '/recommendations', ...page(() => import('./pages/recommendations/recommendations-page.js'), 'RecommendationsPage') },
      { path: '/vendor-registration', ...page(() => import('./pages/vendor-registration/vendor-registration-page.js'), 'VendorRegistrationPage') },
      { path: '/vendor/confirm/:token', ...page(() => import('./pages/vendor-confirmation/vendor-confirmation-page.js'), 'VendorConfirmationPage') },
      { path: '/bid/:token', ...page(() => import('./pages/bids/bid-page.js'), 'BidPage') },
      { path: '/briefs/:token', ...page(() => import('./pages/briefs/brief-comparison-page.js'), 'BriefComparisonPage') },
      // Saved plans: the owner's edit link, the owner's overview, a read-only share link, and My plans.
      { path: '/plans/:token', ...page(() => import('./pages/plans/open-plan-page.js'), 'OpenPlanPage') },
      { path: '/plans/:token/overview', ...page(() => import('./pages/plans/plan-overview-page.js'), 'PlanOverviewPage') },
      { path: '/shared/:token', ...page(() => import('./pages/shared-plan/shared-plan-page.js'), 'SharedPlanPage') },
      { path: '/my-plans', ...page(() => import('./pages/my-plans/my-plans-page.js'), 'MyPlansPage') },
      { path: '/my-plans/sign-in/:token', ...page(() => import('./pages/my-plans/my-plans-sign-in-page.js'), 'MyPlansSignInPage') },
      { path: '/mail/stop/:token', ...page(() => import('./pages/mail-stop/mail-stop-page.js'), 'MailStopPage') },
      { path: '/admin', ...page(() => import('./pages/admin/admin-page.js'), 'AdminPage') },
      { path: '/admin/vendor', ...page(() => import('./pages/admin/vendor-management-page.js'), 'VendorManagementPage') },
      { path: '/admin/vendor-management', ...page(() => import('./pages/admin/vendor-management-page.js'), 'VendorManagementPage') },
      { path: '/admin/blogs', ...page(() => import('./pages/admin/blog-management-page.js'), 'BlogManagementPage') },
      { path: '/admin/blogs/write', ...page(() => import('./pages/admin/write-blog-page.js'), 'WriteBlogPage') },
      // Without an id the editor says "Blog ID Required" rather than a 404.
      { path: '/admin/blogs/edit', ...page(() => import('./pages/admin/edit-blog-page.js'), 'EditBlogPage') },
      { path: '/admin/blogs/edit/:id', ...page(() => import('./pages/admin/edit-blog-page.js'), 'EditBlogPage') },
      { path: '/admin/briefs', ...page(() => import('./pages/admin/briefs-page.js'), 'AdminBriefsPage') },
      { path: '/admin/reviews', ...page(() => import('./pages/admin/reviews-page.js'), 'AdminReviewsPage') },
      { path: '/admin/quotes', ...page(() => import('./pages/admin/quotes-page.js'), 'AdminQuotesPage') },
      { path: '/admin/api-keys', ...page(() => import('./pages/admin/api-keys-page.js'), 'AdminApiKeysPage') },
      { path: '/admin/webhooks', ...page(() => import('./pages/admin/webhooks-page.js'), 'AdminWebhooksPage') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
