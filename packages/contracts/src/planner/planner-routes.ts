import { errorResponseSchema } from '../envelope.js';
import { defineRoutes, fileResponseSchema } from '../http/define-routes.js';
import { enquiryPayloadSchema, enquiryResponseSchema } from './enquiry.js';
import { formNotificationRequestSchema, formNotificationResponseSchema, quotePdfRequestSchema, roiGuideRequestSchema } from './quote-requests.js';
import {
  comprehensiveTravelRequestSchema,
  comprehensiveTravelResponseSchema,
  distanceRequestSchema,
  distanceResponseSchema,
  flightSearchRequestSchema,
  flightSearchResponseSchema,
  geocodeRequestSchema,
  geocodeResponseSchema,
  hotelSearchRequestSchema,
  hotelSearchResponseSchema,
  logisticsSearchRequestSchema,
  logisticsSearchResponseSchema,
} from './travel-search.js';
import { smartVendorsQuerySchema, smartVendorsResponseSchema, vendorProfileParamsSchema, vendorProfileResponseSchema } from './vendor-matching.js';

/**
 * Flights, hotels, freight, places and distances, served by travel. A search whose provider is
 * down answers 503; the comprehensive search instead leaves that part empty, as the browser's own
 * fallback does, and distance falls back to fixed figures rather than fail (see docs/planner.md#distance-estimates).
 */
export const travelRoutes = defineRoutes({
  searchFlights: {
    method: 'POST',
    path: '/api/flights/search',
    summary: 'Flights between two cities on a date, for the whole team',
    body: flightSearchRequestSchema,
    responses: { 200: flightSearchResponseSchema, 400: errorResponseSchema, 503: errorResponseSchema },
  },
  searchHotels: {
    method: 'POST',
    path: '/api/hotels/search',
    summary: 'Hotels in a city for a stay',
    body: hotelSearchRequestSchema,
    responses: { 200: hotelSearchResponseSchema, 400: errorResponseSchema, 503: errorResponseSchema },
  },
  searchLogistics: {
    method: 'POST',
    path: '/api/logistics/search',
    summary: 'Freight offers for shipping the stall to the exhibition city',
    body: logisticsSearchRequestSchema,
    responses: { 200: logisticsSearchResponseSchema, 400: errorResponseSchema, 503: errorResponseSchema },
  },
  searchTravel: {
    method: 'POST',
    path: '/api/travel/comprehensive',
    summary: 'Flights, hotels, freight and the distance in one search',
    body: comprehensiveTravelRequestSchema,
    responses: { 200: comprehensiveTravelResponseSchema, 400: errorResponseSchema },
  },
  geocode: {
    method: 'POST',
    path: '/api/geocode',
    summary: 'The coordinates, city and state of an address',
    body: geocodeRequestSchema,
    responses: { 200: geocodeResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, 503: errorResponseSchema },
  },
  distance: {
    method: 'POST',
    path: '/api/distance',
    summary: 'The distance and estimated flight time between two places',
    body: distanceRequestSchema,
    responses: { 200: distanceResponseSchema, 400: errorResponseSchema },
  },
});

/** Step 3's vendor matching and the full profile, served by catalog. */
export const vendorMatchingRoutes = defineRoutes({
  findSmartVendors: {
    method: 'GET',
    path: '/api/smart-vendors',
    summary: 'Vendors that suit the destination city and booth size, best match first',
    query: smartVendorsQuerySchema,
    responses: { 200: smartVendorsResponseSchema, 400: errorResponseSchema },
  },
  getVendorProfile: {
    method: 'GET',
    path: '/api/vendors/:id',
    summary: "One vendor's full profile",
    params: vendorProfileParamsSchema,
    responses: { 200: vendorProfileResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  },
});

/**
 * Mail from the planner, served by notify: an enquiry to a vendor and the admin's notification of
 * a finished plan. Both are rate-limited (they send mail); 503 when the outbox cannot take them,
 * 502 when the mail server refuses an enquiry.
 */
export const enquiryRoutes = defineRoutes({
  sendEnquiry: {
    method: 'POST',
    path: '/api/enquiry/send',
    summary: 'Send the booth requirements to a vendor',
    body: enquiryPayloadSchema,
    responses: { 200: enquiryResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema, 502: errorResponseSchema, 503: errorResponseSchema },
  },
  sendFormNotification: {
    method: 'POST',
    path: '/api/send-form-notification',
    summary: 'Tell the admin about a finished plan, once per plan',
    body: formNotificationRequestSchema,
    responses: { 200: formNotificationResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema, 503: errorResponseSchema },
  },
});

/** The final quote's documents, rendered by quotes; 503 when the renderer is unavailable. */
export const quoteDocumentRoutes = defineRoutes({
  generateQuotePdf: {
    method: 'POST',
    path: '/api/generate-quote-pdf',
    summary: 'The professional quote as a PDF',
    body: quotePdfRequestSchema,
    responses: { 200: fileResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema, 503: errorResponseSchema },
  },
  generateRoiGuide: {
    method: 'POST',
    // Outside /api, and kept there: the path is part of the public API (see docs/planner.md#documents).
    path: '/generate-roi-guide',
    summary: 'The ROI planning guide as a PDF',
    body: roiGuideRequestSchema,
    responses: { 200: fileResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema, 503: errorResponseSchema },
  },
});
