import { errorResponseSchema } from '../envelope.js';
import { defineRoutes, documentedInput, multipartBodySchema } from '../http/define-routes.js';
import { adminStatsResponseSchema } from './admin-stats.js';
import { blogInputSchema, blogListQuerySchema, blogListResponseSchema, blogResponseSchema } from './blog.js';
import { blogPatchSchema } from './blog-write.js';
import { deletedResponseSchema } from './deleted-response.js';
import { eventListQuerySchema, eventListResponseSchema, recommendationRequestSchema, recommendationResponseSchema } from './recommendations.js';
import { recordIdParamsSchema } from './record-id.js';
import { staleVersionResponseSchema } from './record-version.js';
import { stallRequirementsResponseSchema, stallRequirementsSchema } from './stall-requirements.js';
import { imagesUploadResponseSchema, logoUploadResponseSchema, MAX_PORTFOLIO_IMAGES, MAX_STALL_IMAGES, UPLOAD_FIELDS } from './uploads.js';
import { vendorInputSchema, vendorListResponseSchema, vendorRegistrationResponseSchema, vendorRegistrationSchema, vendorResponseSchema } from './vendor.js';
import { vendorConfirmationResponseSchema, vendorConfirmationSchema } from './vendor-confirmation.js';
import { vendorPatchSchema, vendorReplaceSchema } from './vendor-write.js';
import { vendorListQuerySchema, vendorPageResponseSchema } from './vendor-list.js';

/** `:id` is the blog's id or its slug. */
const blogParams = recordIdParamsSchema('Blog');
// Reading a post, the content service looks any id or slug up and answers 404 for one it does not hold, whatever its shape.
const blogLookupParams = documentedInput(recordIdParamsSchema('Blog'), (generated) => ({
  ...generated,
  properties: { id: { type: 'string', minLength: 1, description: 'The post id or its slug; one not found, whatever its shape, answers 404.' } },
}));
const vendorParams = recordIdParamsSchema('Vendor');

/** Blogs, served by content. Reading is public; writing is the admin's (DESIGN "Routes"). */
export const blogRoutes = defineRoutes({
  listBlogs: {
    method: 'GET',
    path: '/api/blogs',
    summary: 'One page of blog articles, searched and sorted',
    query: blogListQuerySchema,
    responses: { 200: blogListResponseSchema, 400: errorResponseSchema },
  },
  getBlog: {
    method: 'GET',
    path: '/api/blogs/:id',
    summary: 'One blog article by id or slug',
    params: blogLookupParams,
    responses: { 200: blogResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  },
  createBlog: {
    method: 'POST',
    path: '/api/blogs',
    summary: 'Publish a new blog article',
    admin: true,
    body: blogInputSchema,
    responses: { 201: blogResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
  },
  updateBlog: {
    method: 'PUT',
    path: '/api/blogs/:id',
    summary: 'Replace a blog article\'s title and content (both required); send If-Match: "<version>" to be refused with 412 if it changed since',
    admin: true,
    params: blogParams,
    body: blogInputSchema,
    responses: { 200: blogResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 412: staleVersionResponseSchema },
  },
  patchBlog: {
    method: 'PATCH',
    path: '/api/blogs/:id',
    summary: "Change a blog article's title or content, keeping what is not sent; If-Match as for PUT",
    admin: true,
    params: blogParams,
    body: blogPatchSchema,
    responses: { 200: blogResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 412: staleVersionResponseSchema },
  },
  deleteBlog: {
    method: 'DELETE',
    path: '/api/blogs/:id',
    summary: 'Delete a blog article for good',
    admin: true,
    params: blogParams,
    responses: { 200: deletedResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
  },
});

/** The public side of the vendor catalogue, served by catalog. */
export const vendorRoutes = defineRoutes({
  listVendors: {
    method: 'GET',
    path: '/api/vendors',
    summary: 'One page of builders and vendors for Find Builders, filtered, with the total count',
    query: vendorListQuerySchema,
    responses: { 200: vendorPageResponseSchema, 400: errorResponseSchema },
  },
  registerVendor: {
    method: 'POST',
    path: '/api/vendor/register',
    summary: 'Register a vendor profile; it is listed nowhere until its e-mail address is confirmed, then awaits approval',
    body: vendorRegistrationSchema,
    responses: {
      201: vendorRegistrationResponseSchema,
      400: errorResponseSchema,
      409: errorResponseSchema,
      429: errorResponseSchema,
      503: errorResponseSchema,
    },
  },
  confirmVendorEmail: {
    method: 'POST',
    path: '/api/vendor/register/confirm',
    summary: "Confirm a registration's e-mail address with the token its link carries",
    body: vendorConfirmationSchema,
    responses: { 200: vendorConfirmationResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
  },
});

/** Vendor management and the dashboard's counts (see docs/marketplace.md#vendor-management). */
export const adminVendorRoutes = defineRoutes({
  listAdminVendors: {
    method: 'GET',
    path: '/api/admin/vendors',
    summary: 'Every vendor, active or pending',
    admin: true,
    responses: { 200: vendorListResponseSchema, 401: errorResponseSchema },
  },
  getAdminVendor: {
    method: 'GET',
    path: '/api/admin/vendors/:id',
    summary: 'One vendor',
    admin: true,
    params: vendorParams,
    responses: { 200: vendorResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
  },
  createAdminVendor: {
    method: 'POST',
    path: '/api/admin/vendors',
    summary: 'Add a vendor',
    admin: true,
    body: vendorInputSchema,
    responses: { 201: vendorResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
  },
  updateAdminVendor: {
    method: 'PUT',
    path: '/api/admin/vendors/:id',
    summary:
      'Replace a vendor: every field is required but isActive, which stays as it is unless sent; send If-Match: "<version>" to be refused with 412 if it changed since',
    admin: true,
    params: vendorParams,
    body: vendorReplaceSchema,
    responses: { 200: vendorResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 412: staleVersionResponseSchema },
  },
  patchAdminVendor: {
    method: 'PATCH',
    path: '/api/admin/vendors/:id',
    summary: 'Change only the fields sent (contact and pricing key by key); isActive true approves a pending vendor; If-Match as for PUT',
    admin: true,
    params: vendorParams,
    body: vendorPatchSchema,
    responses: { 200: vendorResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 412: staleVersionResponseSchema },
  },
  deleteAdminVendor: {
    method: 'DELETE',
    path: '/api/admin/vendors/:id',
    summary: 'Delete a vendor for good',
    admin: true,
    params: vendorParams,
    responses: { 200: deletedResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
  },
  adminStats: {
    method: 'GET',
    path: '/api/admin/stats',
    summary: "The dashboard's vendor and blog counts",
    admin: true,
    responses: { 200: adminStatsResponseSchema, 401: errorResponseSchema },
  },
});

/**
 * Image uploads. Self-registration uploads too, so they carry no admin token; catalog checks each
 * file's bytes, type and size itself.
 */
export const uploadRoutes = defineRoutes({
  uploadLogo: {
    method: 'POST',
    path: '/api/upload/logo',
    summary: 'Store a vendor logo (form field logo)',
    multipart: true,
    files: { field: UPLOAD_FIELDS.logo, maxFiles: 1 },
    body: multipartBodySchema,
    responses: { 200: logoUploadResponseSchema, 400: errorResponseSchema, 413: errorResponseSchema, 429: errorResponseSchema },
  },
  uploadPortfolio: {
    method: 'POST',
    path: '/api/upload/portfolio',
    summary: 'Store up to 10 portfolio images (form field portfolioImages)',
    multipart: true,
    files: { field: UPLOAD_FIELDS.portfolio, maxFiles: MAX_PORTFOLIO_IMAGES },
    body: multipartBodySchema,
    responses: { 200: imagesUploadResponseSchema, 400: errorResponseSchema, 413: errorResponseSchema, 429: errorResponseSchema },
  },
  uploadTestimonialImages: {
    method: 'POST',
    path: '/api/upload/testimonial',
    summary: "Store up to 5 photos of a testimonial's stall (form field stallImages)",
    multipart: true,
    files: { field: UPLOAD_FIELDS.testimonial, maxFiles: MAX_STALL_IMAGES },
    body: multipartBodySchema,
    responses: { 200: imagesUploadResponseSchema, 400: errorResponseSchema, 413: errorResponseSchema, 429: errorResponseSchema },
  },
});

/** AI event recommendations and the events catalogue they come from, served by catalog. */
export const recommendationRoutes = defineRoutes({
  recommendEvents: {
    method: 'POST',
    path: '/api/recommendations/events',
    summary: 'Trade events that suit the business described',
    body: recommendationRequestSchema,
    responses: { 200: recommendationResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
  },
  listEvents: {
    method: 'GET',
    path: '/api/events',
    summary: 'The trade events catalogue, filtered by industry, city or month',
    query: eventListQuerySchema,
    responses: { 200: eventListResponseSchema, 400: errorResponseSchema },
  },
});

/** The stall requirements form, stored and mailed by notify (see docs/marketplace.md#stall-requirements-form). */
export const stallRequirementsRoutes = defineRoutes({
  submitStallRequirements: {
    method: 'POST',
    path: '/api/stall-requirements',
    summary: 'Send the stall requirements form to the team',
    body: stallRequirementsSchema,
    responses: { 201: stallRequirementsResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
  },
});
