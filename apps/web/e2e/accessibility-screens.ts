import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  addDays,
  BLOG_PAGE_SIZE,
  flightSearchRequestFrom,
  hotelSearchRequestFrom,
  logisticsSearchRequestFrom,
  UPLOAD_FIELDS,
  utcToday,
  VENDOR_PAGE_SIZE,
  type AdminWebhookEndpointCreate,
  type ApiClient,
  type ApiKeyCreate,
  type Flight,
  type Hotel,
  type LogisticsOption,
  type OutboxMessage,
  type Review,
} from '@stallplan/contracts';
import { ObjectId, type Db } from 'mongodb';
import type { Locator, Page } from 'playwright-core';
import type { PlanState, StepNumber } from '../src/current-plan/plan-state.js';
import { plannerFormDataOf } from '../src/planner/plan-requests.js';
import { logisticsStallSqm } from '../src/planner/steps/travel/stall-size.js';
import { sampleEventDetails, samplePlan } from './seed-plan.js';

/** What a screen is opened with: one run's stack, an admin's API client, and fresh pages at the audited width. */
export interface ScreenKit {
  baseUrl: string;
  /** The public API, signed in as the admin. */
  api: ApiClient;
  /** The catalog service's database, for what only the passing of time changes (a show that has ended). */
  catalog: Db;
  /** Unique per run, for the names and addresses the screens make. */
  run: string;
  /** A page in a fresh context: `plan` seeded before the app loads, `admin` with the admin's token stored, `myPlans` signed in. */
  newPage(options?: { plan?: PlanState; admin?: boolean; myPlans?: MyPlansSignIn }): Promise<Page>;
  /** Made once per run, on first use, and shared by every screen and width that asks for `key`. */
  once<T>(key: string, make: () => Promise<T>): Promise<T>;
  /** Undone after the run, for what a screen made (a vendor, a saved plan). */
  afterRun(undo: () => Promise<unknown>): void;
}

/** A signed-in My plans session, as the sign-in page stores it. */
export interface MyPlansSignIn {
  session: string;
  email: string;
  expiresAt: string;
}

/** One screen of the check: a name for the failure message, and how to reach it at rest. */
export interface Screen {
  name: string;
  open(kit: ScreenKit): Promise<Page>;
  /**
   * Run after the audit: leaves the screen without changing anything (Cancel on a confirmation),
   * and so also shows it was still up when the audit ended.
   */
  leave?(page: Page): Promise<void>;
}

const owner = (kit: ScreenKit) => `a11y+${kit.run}@shaktipumps.example.com`;

/** The newest mail of `kind` to `address` (and mentioning `about`, when given), once notify has recorded it. */
async function mailTo(kit: ScreenKit, address: string, kind: OutboxMessage['kind'], about = ''): Promise<OutboxMessage> {
  for (let attempt = 0; attempt < 75; attempt += 1) {
    const outbox = await kit.api.listOutbox({ query: { limit: 100 } });
    const mail =
      outbox.status === 200
        ? outbox.body.data.find((message) => message.kind === kind && message.to.some((to) => to.includes(address)) && message.text.includes(about))
        : undefined;
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${kind} mail to ${address}`);
}

function linkIn(text: string, path: string): string {
  const match = new RegExp(`/${path}/[A-Za-z0-9_-]{43}`).exec(text);
  if (!match) throw new Error(`no /${path}/ link in ${text.slice(0, 200)}`);
  return match[0];
}

/** The searches a plan's travel steps make, straight to the gateway. */
async function searchTravel(kit: ScreenKit, plan: PlanState): Promise<{ flights: Flight[]; hotels: Hotel[]; logistics: LogisticsOption[] }> {
  const form = plannerFormDataOf(plan.eventDetails);
  const [flights, hotels, logistics] = await Promise.all([
    kit.api.searchFlights({ body: flightSearchRequestFrom(form) }),
    kit.api.searchHotels({ body: hotelSearchRequestFrom(form) }),
    kit.api.searchLogistics({ body: logisticsSearchRequestFrom(form, logisticsStallSqm(plan.eventDetails.boothSize, plan.stallDesign)) }),
  ]);
  if (flights.status !== 200 || hotels.status !== 200 || logistics.status !== 200) throw new Error('a travel search failed');
  return { flights: flights.body.outbound, hotels: hotels.body.hotels, logistics: logistics.body.logistics };
}

/**
 * A plan on `step` whose show falls on a date with a sold-out flight and a sold-out hotel, so the
 * dimmed cards are on screen; the inventory varies by date, as travel-steps.e2e.ts finds too.
 */
function travelPlan(kit: ScreenKit, step: StepNumber): Promise<PlanState> {
  return kit
    .once('travel plan', async () => {
      for (let weeks = 5; weeks < 30; weeks += 1) {
        const start = addDays(utcToday(), weeks * 7);
        const plan = samplePlan(4, {
          eventDetails: { exhibitionStartDate: start, exhibitionEndDate: addDays(start, 2), arrivalDate: addDays(start, -1), departureDate: addDays(start, 3) },
        });
        const { flights, hotels } = await searchTravel(kit, plan);
        if (flights.some((flight) => !flight.available) && hotels.some((hotel) => !hotel.available)) return plan;
      }
      throw new Error('no show date in the next seven months has both a sold-out flight and a sold-out hotel');
    })
    .then((plan) => ({ ...plan, step, furthestStep: step }));
}

/** Step 7 with a flight, a hotel, freight and a builder chosen, so every card of the quote shows. */
function quotePlan(kit: ScreenKit): Promise<PlanState> {
  return kit.once('quote plan', async () => {
    const plan = samplePlan(7, {
      eventDetails: { emailAddress: owner(kit), companyName: `Accessible Pumps ${kit.run}` },
      stallDesign: { furnitureItems: ['reception_counter'], lightingType: ['led'], brandingElements: ['backlit_panels'] },
    });
    const { flights, hotels, logistics } = await searchTravel(kit, plan);
    const flight = flights.find((item) => item.available);
    const hotel = hotels.find((item) => item.available) ?? null;
    const vendor = { id: 'a11y-vendor', name: 'Skyline Exhibits', category: 'booth', location: 'Bangalore', price: 42_000 };
    return { ...plan, selections: { flights: flight ? [flight] : [], hotel, logistics: logistics[0] ?? null, vendors: [vendor] } };
  });
}

async function openPlanner(kit: ScreenKit, plan: PlanState | undefined, heading: string | RegExp): Promise<Page> {
  const page = await kit.newPage({ plan });
  await page.goto(kit.baseUrl);
  await page.getByRole('heading', { level: 2, name: heading }).waitFor();
  return page;
}

async function openStep7(kit: ScreenKit): Promise<Page> {
  const page = await openPlanner(kit, await quotePlan(kit), 'Final Quote');
  await page.getByTestId('quote-grand-total').waitFor();
  return page;
}

async function openStep7Tab(kit: ScreenKit, tab: string, ready: (page: Page) => Promise<void>): Promise<Page> {
  const page = await openStep7(kit);
  await page.getByRole('tab', { name: tab }).click();
  await ready(page);
  return page;
}

async function openStep3(kit: ScreenKit): Promise<Page> {
  await builders(kit);
  const page = await openPlanner(kit, samplePlan(3), 'Smart Vendor Matching');
  await page.getByTestId('vendor-card').first().waitFor();
  return page;
}

/** Step 3 with the first match's summary open. */
async function openVendorSummary(kit: ScreenKit): Promise<Page> {
  const page = await openStep3(kit);
  await page
    .getByTestId('vendor-card')
    .first()
    .getByRole('button', { name: /^View / })
    .click();
  await page.getByRole('button', { name: 'View Full Profile' }).waitFor();
  return page;
}

/** Two saved plans of one owner, one of them shared: the overview, the shared page and My plans. */
function savedPlans(kit: ScreenKit) {
  return kit.once('saved plans', async () => {
    const save = async (show: string) => {
      const created = await kit.api.createPlan({
        body: {
          content: {
            eventDetails: sampleEventDetails({ emailAddress: owner(kit), exhibitionName: `${show} ${kit.run}` }),
            stallDesign: { area: 18 },
            step: 2,
            furthestStep: 2,
          },
        },
      });
      if (created.status !== 201) throw new Error(`saving a plan failed: ${JSON.stringify(created.body)}`);
      const { editToken } = created.body.data;
      kit.afterRun(() => kit.api.deletePlan({ params: { token: editToken } }));
      return editToken;
    };
    const plain = await save('IMTEX Forming');
    const shared = await save('Engimach');
    const share = await kit.api.createPlanShare({ params: { token: shared }, body: { label: 'Finance' } });
    if (share.status !== 201) throw new Error(`sharing the plan failed: ${JSON.stringify(share.body)}`);
    const stopPath = linkIn((await mailTo(kit, owner(kit), 'plan-saved')).text, 'mail/stop');
    return { plain, shared, shareToken: share.body.data.shareToken, stopPath };
  });
}

function myPlansSignIn(kit: ScreenKit): Promise<MyPlansSignIn> {
  return kit.once('my plans session', async () => {
    await savedPlans(kit);
    const asked = await kit.api.requestSignInLink({ body: { email: owner(kit) } });
    if (asked.status !== 202) throw new Error(`asking for a sign-in link failed: ${JSON.stringify(asked.body)}`);
    const token = linkIn((await mailTo(kit, owner(kit), 'plan-sign-in')).text, 'my-plans/sign-in')
      .split('/')
      .at(-1)!;
    const signedIn = await kit.api.signIn({ body: { token } });
    if (signedIn.status !== 200) throw new Error(`signing in failed: ${JSON.stringify(signedIn.body)}`);
    return signedIn.body.data;
  });
}

interface Builder {
  id: string;
  name: string;
  email: string;
}

/** A one-pixel PNG: enough for an image the check opens full size. */
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** `count` images stored through the gateway, as a vendor uploads a portfolio or an exhibitor a review's photos. */
async function uploadImages(kit: ScreenKit, kind: 'portfolio' | 'testimonial', count: number): Promise<string[]> {
  const form = new FormData();
  for (let number = 1; number <= count; number += 1)
    form.append(UPLOAD_FIELDS[kind], new Blob([new Uint8Array(PIXEL_PNG)], { type: 'image/png' }), `stall-${number}.png`);
  const upload = kind === 'portfolio' ? await kit.api.uploadPortfolio({ body: form }) : await kit.api.uploadTestimonialImages({ body: form });
  if (upload.status !== 200) throw new Error(`uploading images failed: ${JSON.stringify(upload.body)}`);
  return upload.body.images.map((image) => image.url);
}

/** An active booth builder, added as the admin adds one and deleted after the run. */
async function addBuilder(
  kit: ScreenKit,
  name: string,
  place: { city: string; state: string },
  { phone, portfolioImages }: { phone?: string; portfolioImages?: string[] } = {},
): Promise<Builder> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-a11y-${kit.run}@builder.example`;
  const created = await kit.api.createAdminVendor({
    body: { name: `${name} ${kit.run}`, category: 'booth', ...place, isActive: true, rating: '4', contact: { email, phone }, portfolioImages },
  });
  if (created.status !== 201) throw new Error(`adding a builder failed: ${JSON.stringify(created.body)}`);
  const { id } = created.body.data;
  kit.afterRun(() => kit.api.deleteAdminVendor({ params: { id } }));
  return { id, name: created.body.data.name, email };
}

const BANGALORE = { city: 'Bangalore', state: 'Karnataka' };

/**
 * Two active builders in Bangalore, for step 3's matches and the brief: the test database starts
 * without the demo catalogue. One has a phone number and one has none, so both of a card's Call
 * buttons show; the first has a portfolio of two images, so its viewer has Previous and Next.
 */
function builders(kit: ScreenKit): Promise<Builder[]> {
  return kit.once('builders', async () => [
    await addBuilder(kit, 'Kaveri Stalls', BANGALORE, { phone: '+91 98450 20001', portfolioImages: await uploadImages(kit, 'portfolio', 2) }),
    await addBuilder(kit, 'Nandi Booths', BANGALORE),
  ]);
}

/**
 * More builders than Find Builders shows on a page, so its pager shows. They are in Pune, so
 * step 3's matches for Bangalore stay the two above.
 */
function pagedBuilders(kit: ScreenKit): Promise<void> {
  return kit.once('paged builders', async () => {
    await builders(kit);
    await Promise.all(
      Array.from({ length: VENDOR_PAGE_SIZE + 1 }, (_, index) => addBuilder(kit, `Deccan Stands ${index + 1}`, { city: 'Pune', state: 'Maharashtra' })),
    );
  });
}

/** A brief to the two builders, one of whom has bid: the builder's bid page and the exhibitor's comparison. */
function brief(kit: ScreenKit) {
  return kit.once('brief', async () => {
    const invited = await builders(kit);
    const start = addDays(utcToday(), 35);
    const sent = await kit.api.createBrief({
      body: {
        vendorIds: invited.map((builder) => builder.id),
        exhibitor: { companyName: `Accessible Pumps ${kit.run}`, contactPerson: 'Priya Raman', email: owner(kit) },
        event: { exhibitionName: `IMTEX Forming ${kit.run}`, city: 'Bangalore', startDate: start, endDate: addDays(start, 2) },
        design: samplePlan(3).stallDesign,
        budget: 250_000,
      },
    });
    if (sent.status !== 201) throw new Error(`sending the brief failed: ${JSON.stringify(sent.body)}`);
    const [bidPath, openBidPath] = await Promise.all(
      invited.map(async (builder) => linkIn((await mailTo(kit, builder.email, 'brief-invitation')).text, 'bid')),
    );
    const bid = await kit.api.submitBid({
      params: { token: bidPath!.split('/').at(-1)! },
      body: {
        lines: { structure: 140_000, graphics: 40_000, furniture: 25_000, avElectrical: 30_000, labour: 20_000, transport: 10_000 },
        timelineDays: 12,
        validUntil: addDays(utcToday(), 30),
      },
    });
    if (bid.status !== 200) throw new Error(`bidding failed: ${JSON.stringify(bid.body)}`);
    return { openBidPath: openBidPath!, comparePath: `/briefs/${sent.body.data.ownerToken}` };
  });
}

/**
 * The builder of the briefs whose shows have ended: its own (in Chennai, out of step 3's matches),
 * so the other brief's invitations are not mistaken for these.
 */
function pastShowBuilder(kit: ScreenKit): Promise<Builder> {
  return kit.once('past show builder', () => addBuilder(kit, 'Marina Exhibits', { city: 'Chennai', state: 'Tamil Nadu' }));
}

/**
 * A brief for `show` whose one bid was awarded and whose show has ended, so its comparison page
 * offers the review form. The show's dates are moved into the past in the database: the API takes
 * only shows still to come.
 */
async function pastShowBrief(kit: ScreenKit, show: string): Promise<{ ownerToken: string }> {
  const builder = await pastShowBuilder(kit);
  const start = addDays(utcToday(), 35);
  const sent = await kit.api.createBrief({
    body: {
      vendorIds: [builder.id],
      exhibitor: { companyName: `Accessible Pumps ${kit.run}`, contactPerson: 'Priya Raman', email: owner(kit) },
      event: { exhibitionName: show, city: 'Chennai', startDate: start, endDate: addDays(start, 2) },
      design: samplePlan(3).stallDesign,
      budget: 250_000,
    },
  });
  if (sent.status !== 201) throw new Error(`sending the brief failed: ${JSON.stringify(sent.body)}`);
  const { briefId, ownerToken } = sent.body.data;
  const bidToken = linkIn((await mailTo(kit, builder.email, 'brief-invitation', show)).text, 'bid')
    .split('/')
    .at(-1)!;
  const bid = await kit.api.submitBid({
    params: { token: bidToken },
    body: {
      lines: { structure: 150_000, graphics: 35_000, furniture: 20_000, avElectrical: 25_000, labour: 20_000, transport: 10_000 },
      timelineDays: 10,
      validUntil: addDays(utcToday(), 30),
    },
  });
  if (bid.status !== 200) throw new Error(`bidding failed: ${JSON.stringify(bid.body)}`);
  const comparison = await kit.api.getBriefComparison({ params: { token: ownerToken } });
  const bidId = comparison.status === 200 ? comparison.body.data.bids[0]?.id : undefined;
  if (!bidId) throw new Error(`the bid is not on the comparison: ${JSON.stringify(comparison.body)}`);
  const awarded = await kit.api.awardBid({ params: { token: ownerToken }, body: { bidId } });
  if (awarded.status !== 200) throw new Error(`awarding failed: ${JSON.stringify(awarded.body)}`);
  const yesterday = addDays(utcToday(), -1);
  await kit.catalog
    .collection('briefs')
    .updateOne({ _id: new ObjectId(briefId) }, { $set: { 'event.startDate': addDays(yesterday, -2), 'event.endDate': yesterday } });
  return { ownerToken };
}

/** A brief still to be reviewed: the exhibitor's review form. */
function reviewablePath(kit: ScreenKit): Promise<string> {
  return kit.once('reviewable brief', async () => `/briefs/${(await pastShowBrief(kit, `Engimach ${kit.run}`)).ownerToken}`);
}

/**
 * A review with two photos, waiting for the admin: the moderation list, its photo viewer and the
 * reject dialog. Its own brief, as a reviewed one no longer offers the form. The API deletes no
 * review, so the database does after the run.
 */
function pendingReview(kit: ScreenKit): Promise<Review> {
  return kit.once('pending review', async () => {
    const { ownerToken } = await pastShowBrief(kit, `Elecrama ${kit.run}`);
    const reviewed = await kit.api.reviewBuilder({
      params: { token: ownerToken },
      body: {
        ratings: { design: 5, workmanship: 4, timeliness: 5, cost: 4 },
        text: 'The stall was ready the evening before the show, built exactly to the drawing, and the lights held for all three days.',
        photos: await uploadImages(kit, 'testimonial', 2),
      },
    });
    if (reviewed.status !== 201) throw new Error(`reviewing the builder failed: ${JSON.stringify(reviewed.body)}`);
    const review = reviewed.body.data;
    kit.afterRun(() => kit.catalog.collection('reviews').deleteOne({ _id: new ObjectId(review.id) }));
    return review;
  });
}

/** A stored quote, so the admin's quote list has a row: one PDF made through the API. */
function storedQuote(kit: ScreenKit): Promise<string> {
  return kit.once('stored quote', async () => {
    const made = await fetch(`${kit.baseUrl}/api/generate-quote-pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ formData: { companyName: `Accessible Pumps ${kit.run}` } }),
    });
    const quoteNumber = made.headers.get('x-quote-number');
    if (made.status !== 200 || !quoteNumber) throw new Error(`the quote PDF answered ${made.status}`);
    kit.afterRun(() => kit.api.deleteAdminQuote({ params: { id: quoteNumber } }));
    return quoteNumber;
  });
}

async function openAdmin(kit: ScreenKit, path: string, heading: string): Promise<Page> {
  const page = await kit.newPage({ admin: true });
  await page.goto(`${kit.baseUrl}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  return page;
}

async function openPublic(kit: ScreenKit, path: string, ready: (page: Page) => Promise<void>): Promise<Page> {
  const page = await kit.newPage();
  await page.goto(`${kit.baseUrl}${path}`);
  await ready(page);
  return page;
}

const articleHeader = (kit: ScreenKit) => `Booth Power Planning ${kit.run}`;

/** An article with a heading, a list and a quote, as an admin writes one: the test database starts with none. */
function articleId(kit: ScreenKit): Promise<string> {
  return kit.once('article', async () => {
    const paragraph = 'Ask the venue for the load sheet early, count every light, screen and fridge on the stand, and leave a margin for the demo kit.';
    const created = await kit.api.createBlog({
      body: {
        header: articleHeader(kit),
        content: `<h2>Before the show</h2><p>${paragraph}</p><ul><li>Load sheet</li><li>Spare sockets</li></ul><blockquote>Test every circuit before the doors open.</blockquote><p>${paragraph}</p>`,
      },
    });
    if (created.status !== 201) throw new Error(`writing the article failed: ${JSON.stringify(created.body)}`);
    const { id } = created.body.data;
    kit.afterRun(() => kit.api.deleteBlog({ params: { id } }));
    return id;
  });
}

/** More articles than the blog list shows on a page, so its pager shows. */
function pagedArticles(kit: ScreenKit): Promise<void> {
  return kit.once('paged articles', async () => {
    await articleId(kit);
    for (let number = 1; number <= BLOG_PAGE_SIZE; number += 1) {
      const created = await kit.api.createBlog({
        body: {
          header: `Stand Staffing Notes ${number} ${kit.run}`,
          content: `<p>Plan the rota before the show: two people on the stand at every hour, breaks staggered, and one person who knows the price list by heart.</p>`,
        },
      });
      if (created.status !== 201) throw new Error(`writing an article failed: ${JSON.stringify(created.body)}`);
      const { id } = created.body.data;
      kit.afterRun(() => kit.api.deleteBlog({ params: { id } }));
    }
  });
}

/** What the stall requirements form's steps are called, first to last. */
const STALL_STEPS = ['Contact Details', 'Stall Specifications', 'Design & Branding', 'Equipment & Services', 'Timeline & Budget'] as const;

/** A form control by its label's whole text; a required field's label ends in an asterisk. */
function labelled(page: Page, text: string) {
  return page.getByLabel(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
}

/** How a person fills each step of the stall requirements form but the last, in order. */
const STALL_STEP_ANSWERS: ReadonlyArray<(page: Page) => Promise<void>> = [
  async (page) => {
    await labelled(page, 'Company Name').fill('Shakti Pumps');
    await labelled(page, 'Contact Person').fill('Priya Raman');
    await labelled(page, 'Email').fill('priya.raman@example.com');
    await labelled(page, 'Phone').fill('+91 98450 12345');
  },
  async (page) => {
    await labelled(page, 'Preferred Location').selectOption({ label: 'Corner' });
    await labelled(page, 'Power Requirement').selectOption({ label: '10 KW' });
  },
  async (page) => {
    await labelled(page, 'Design Theme').selectOption({ label: 'Industrial' });
    await labelled(page, 'Colour Scheme').selectOption({ label: 'Blue & White' });
  },
  (page) => page.getByRole('checkbox', { name: 'Meeting Table' }).check(),
];

/** The stall requirements form on `step` (2 to 5), each step before it filled in validly and left with Next. */
async function openStallStep(kit: ScreenKit, step: 2 | 3 | 4 | 5): Promise<Page> {
  const page = await openPublic(kit, '/stall-details', (opened) => opened.getByRole('heading', { level: 1, name: 'Stall Requirements' }).waitFor());
  for (let index = 0; index < step - 1; index += 1) {
    await STALL_STEP_ANSWERS[index]!(page);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: new RegExp(`${STALL_STEPS[index + 1]!.replace('&', '\\&')}$`) }).waitFor();
  }
  return page;
}

/**
 * An API key with an endpoint on a local receiver, which has had one delivery (an enquiry to a
 * builder), so the keys, the endpoints and a delivery with its try are all on screen.
 */
function integration(kit: ScreenKit): Promise<{ keyName: string; keyId: string; url: string; endpointId: string }> {
  return kit.once('integration', async () => {
    const receiver = createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(200, { 'content-type': 'text/plain' }).end('ok'));
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    kit.afterRun(
      () =>
        new Promise((resolve) => {
          // notify keeps its connection open for the next delivery.
          receiver.closeAllConnections();
          receiver.close(resolve);
        }),
    );
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/${kit.run}`;

    const keyName = `Expo Portal ${kit.run}`;
    const keyId = await ownApiKey(kit, { name: keyName, ownerEmail: `hooks+${kit.run}@expoportal.example.com`, scopes: ['webhooks:manage'] });
    const endpointId = await ownEndpoint(kit, { keyId, url, events: ['enquiry.created'], description: 'Receiver of the accessibility check' });

    const [builder] = await builders(kit);
    const enquiry = await kit.api.sendEnquiry({
      body: {
        companyName: `Accessible Pumps ${kit.run}`,
        yourName: 'Priya Raman',
        mobileNumber: '+91 98450 12345',
        emailAddress: owner(kit),
        exhibitionName: `IMTEX Forming ${kit.run}`,
        vendorName: builder!.name,
        vendorEmail: builder!.email,
        vendorId: builder!.id,
      },
    });
    if (enquiry.status !== 200) throw new Error(`the enquiry failed: ${JSON.stringify(enquiry.body)}`);
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const deliveries = await kit.api.listWebhookDeliveries({ params: { id: endpointId }, query: {} });
      if (deliveries.status === 200 && deliveries.body.data.some((delivery) => delivery.status === 'succeeded')) return { keyName, keyId, url, endpointId };
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the enquiry was not delivered to ${url}`);
  });
}

/** A key issued through the API for one screen, revoked after the run; its id. */
async function ownApiKey(kit: ScreenKit, body: ApiKeyCreate): Promise<string> {
  const issued = await kit.api.createApiKey({ body });
  if (issued.status !== 201) throw new Error(`creating a key failed: ${JSON.stringify(issued.body)}`);
  const { id } = issued.body.data.key;
  kit.afterRun(() => kit.api.revokeApiKey({ params: { id } }));
  return id;
}

/** An endpoint registered through the API for one screen, removed after the run; its id. */
async function ownEndpoint(kit: ScreenKit, body: AdminWebhookEndpointCreate): Promise<string> {
  const registered = await kit.api.createWebhookEndpoint({ body });
  if (registered.status !== 201) throw new Error(`registering an endpoint failed: ${JSON.stringify(registered.body)}`);
  const { id } = registered.body.data.endpoint;
  kit.afterRun(() => kit.api.deleteWebhookEndpoint({ params: { id } }));
  return id;
}

/** The admin's API keys with the integration's key listed. */
async function openApiKeys(kit: ScreenKit): Promise<{ page: Page; keyName: string }> {
  const { keyName } = await integration(kit);
  const page = await openAdmin(kit, '/admin/api-keys', 'API keys');
  await page
    .getByTestId(/^api-key-(row|card)$/)
    .filter({ visible: true, hasText: keyName })
    .first()
    .waitFor();
  return { page, keyName };
}

/** The admin's webhook endpoints with the integration's endpoint listed. */
async function openWebhooks(kit: ScreenKit): Promise<{ page: Page; url: string }> {
  const { url } = await integration(kit);
  const page = await openAdmin(kit, '/admin/webhooks', 'Webhooks');
  await page
    .getByTestId(/^webhook-(row|card)$/)
    .filter({ visible: true, hasText: url })
    .first()
    .waitFor();
  return { page, url };
}

/** The admin's reviews waiting for moderation, with the pending review's card on screen. */
async function openReviews(kit: ScreenKit): Promise<{ page: Page; card: Locator }> {
  const review = await pendingReview(kit);
  const page = await openAdmin(kit, '/admin/reviews', 'Builder Reviews');
  const card = page.getByTestId(`review-card-${review.id}`);
  await card.waitFor();
  return { page, card };
}

/** Clicks the visible one of a button the table and the cards both have (one of them is hidden at each width). */
async function clickVisible(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).filter({ visible: true }).first().click();
}

/** A unique suffix for what one screen makes at one width. */
const uniqueSuffix = () => Math.random().toString(36).slice(2, 8);

/** Leaves a confirmation with Cancel, so nothing is awarded, copied or deleted. */
function cancel(dialogName: string | RegExp): (page: Page) => Promise<void> {
  return async (page) => {
    const dialog = page.getByRole('dialog', { name: dialogName });
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  };
}

/** Step 3 with the first match's enquiry dialog opened from its card: it sends the enquiry as it opens. */
async function openEnquiry(kit: ScreenKit, before: (page: Page) => Promise<unknown> = async () => undefined): Promise<Page> {
  const page = await openStep3(kit);
  await before(page);
  await page
    .getByTestId('vendor-card')
    .first()
    .getByRole('button', { name: /^Enquiry to / })
    .click();
  return page;
}

/**
 * Every screen the end-to-end suite visits, in the order a person meets them: the planner's steps
 * and dialogs, saved plans, the public pages, then the admin area. A new screen is added here once
 * and is checked at every width.
 */
export const SCREENS: readonly Screen[] = [
  { name: 'planner step 1: event details', open: (kit) => openPlanner(kit, undefined, 'Event Details') },
  {
    name: 'planner: the missing-fields dialog',
    open: async (kit) => {
      const page = await openPlanner(kit, undefined, 'Event Details');
      await page.getByRole('button', { name: 'Next Step' }).click();
      await page.getByRole('dialog').waitFor();
      return page;
    },
  },
  { name: 'planner step 2: stall design', open: (kit) => openPlanner(kit, samplePlan(2), /Stall Design/) },
  {
    name: 'planner: the save dialog',
    open: async (kit) => {
      const page = await openPlanner(kit, samplePlan(2, { eventDetails: { emailAddress: owner(kit) } }), /Stall Design/);
      await page.getByRole('button', { name: 'Save plan' }).click();
      const dialog = page.getByRole('dialog', { name: 'Your plan is saved' });
      await dialog.waitFor();
      const token = (await dialog.getByLabel('Your private edit link').inputValue()).split('/').at(-1)!;
      kit.afterRun(() => kit.api.deletePlan({ params: { token } }));
      return page;
    },
  },
  {
    name: 'planner: the changed-in-another-tab dialog',
    open: async (kit) => {
      const created = await kit.api.createPlan({
        body: {
          content: {
            eventDetails: sampleEventDetails({ emailAddress: owner(kit), exhibitionName: `Conflict Expo ${kit.run}` }),
            stallDesign: { area: 18 },
            step: 2,
            furthestStep: 2,
          },
        },
      });
      if (created.status !== 201) throw new Error(`saving a plan failed: ${JSON.stringify(created.body)}`);
      const { editToken, plan } = created.body.data;
      kit.afterRun(() => kit.api.deletePlan({ params: { token: editToken } }));
      const page = await kit.newPage();
      await page.goto(`${kit.baseUrl}/plans/${editToken}`);
      await page.waitForURL(`${kit.baseUrl}/`);
      await page.getByTestId('live-cost-total').waitFor();
      // Another tab saves first; this page still holds the revision it opened, so its next save is refused.
      const elsewhere = await kit.api.updatePlan({
        params: { token: editToken },
        body: { baseRevision: plan.revision, content: { ...plan.content, stallDesign: { ...plan.content.stallDesign, area: 30 } } },
      });
      if (elsewhere.status !== 200) throw new Error(`saving from elsewhere failed: ${JSON.stringify(elsewhere.body)}`);
      await page.getByLabel('Booth Area').first().fill('42');
      await page.getByRole('dialog', { name: 'This plan was changed in another tab or on another device' }).waitFor();
      return page;
    },
  },
  { name: 'planner step 3: vendor matching', open: openStep3 },
  { name: 'planner step 3: a vendor summary', open: openVendorSummary },
  {
    name: 'planner step 3: a vendor profile',
    open: async (kit) => {
      const page = await openVendorSummary(kit);
      await page.getByRole('button', { name: 'View Full Profile' }).click();
      await page.getByTestId('vendor-profile').waitFor();
      return page;
    },
  },
  {
    name: 'planner step 3: the brief dialog',
    open: async (kit) => {
      const page = await openStep3(kit);
      await page.getByTestId('vendor-card').first().getByTestId('brief-toggle').locator('input').check();
      await page
        .getByTestId('brief-bar')
        .getByRole('button', { name: /^Send brief to/ })
        .click();
      await page.getByRole('dialog', { name: 'Send one brief to several builders' }).waitFor();
      return page;
    },
  },
  {
    name: 'planner step 3: a portfolio image, full size',
    open: async (kit) => {
      const [withPortfolio] = await builders(kit);
      const page = await openStep3(kit);
      await page
        .getByTestId('vendor-card')
        .filter({ hasText: withPortfolio!.name })
        .getByRole('button', { name: /^View / })
        .click();
      await page.getByRole('button', { name: 'View Full Profile' }).click();
      const profile = page.getByRole('dialog', { name: withPortfolio!.name });
      await profile.getByRole('tab', { name: 'Portfolio' }).click();
      await profile.getByRole('button', { name: /image 1 of 2$/ }).click();
      await page
        .getByRole('dialog', { name: /: image 1 of 2$/ })
        .getByTestId('viewer-image')
        .waitFor();
      return page;
    },
  },
  {
    name: 'planner step 3: an enquiry being sent',
    open: async (kit) => {
      // The request is held for as long as the screen is open: the dialog stays on Sending, and nothing reaches the vendor.
      const page = await openEnquiry(kit, (opened) => opened.route('**/api/enquiry/send', () => undefined));
      await page.getByRole('dialog', { name: 'Sending Enquiry...' }).waitFor();
      return page;
    },
  },
  {
    name: 'planner step 3: an enquiry that could not be sent',
    open: async (kit) => {
      // The network fails the request, so the vendor is not sent one and the notify service stays up for the other screens.
      const page = await openEnquiry(kit, (opened) => opened.route('**/api/enquiry/send', (route) => route.abort('failed')));
      await page.getByRole('dialog', { name: 'Unable to Send Enquiry' }).getByRole('button', { name: 'Try Again' }).waitFor();
      return page;
    },
    leave: cancel('Unable to Send Enquiry'),
  },
  {
    name: 'planner step 4: flights, one sold out',
    open: async (kit) => {
      const page = await openPlanner(kit, await travelPlan(kit, 4), 'Book Flight');
      await page.getByRole('button', { name: 'Sold Out' }).first().waitFor();
      return page;
    },
  },
  {
    name: 'planner step 5: hotels, one sold out',
    open: async (kit) => {
      const page = await openPlanner(kit, await travelPlan(kit, 5), 'Book Hotel');
      await page.getByRole('button', { name: 'Sold Out' }).first().waitFor();
      return page;
    },
  },
  {
    name: 'planner step 6: logistics',
    open: async (kit) => {
      const page = await openPlanner(kit, await travelPlan(kit, 6), 'Book Logistics');
      await page.getByRole('list', { name: 'Logistics services', exact: true }).locator(':scope > li').first().waitFor();
      return page;
    },
  },
  { name: 'planner step 7: cost summary', open: openStep7 },
  {
    name: 'planner step 7: a category’s details',
    open: async (kit) => {
      const page = await openStep7(kit);
      await page.getByTestId('category-card-booth').click();
      await page.getByRole('dialog', { name: 'Booth & Construction' }).waitFor();
      return page;
    },
  },
  {
    name: 'planner step 7: exhibition tips',
    open: async (kit) => {
      const page = await openStep7(kit);
      await page.getByRole('button', { name: 'Exhibition Tips' }).click();
      await page.getByRole('dialog', { name: 'Exhibition Tips and Tricks' }).waitFor();
      return page;
    },
  },
  { name: 'planner step 7: ROI guide', open: (kit) => openStep7Tab(kit, 'ROI Guide', (page) => page.getByTestId('deal-roi').waitFor()) },
  {
    name: 'planner step 7: downloads',
    open: (kit) => openStep7Tab(kit, 'Download', (page) => page.getByRole('button', { name: 'Download Quote PDF' }).waitFor()),
  },

  {
    name: 'plan overview, not shared',
    open: async (kit) => {
      const page = await openPublic(kit, `/plans/${(await savedPlans(kit)).plain}/overview`, (opened) => opened.getByTestId('versions').waitFor());
      await page.getByTestId('plan-status').waitFor();
      return page;
    },
  },
  {
    name: 'plan overview, shared',
    open: (kit) =>
      savedPlans(kit).then(({ shared }) => openPublic(kit, `/plans/${shared}/overview`, (page) => page.getByTestId('shares').getByText('Finance').waitFor())),
  },
  {
    name: 'plan overview: a version’s lines',
    open: async (kit) => {
      const page = await openPublic(kit, `/plans/${(await savedPlans(kit)).plain}/overview`, (opened) =>
        opened.getByRole('button', { name: 'View the lines of version 1' }).waitFor(),
      );
      await page.getByRole('button', { name: 'View the lines of version 1' }).click();
      await page
        .getByRole('dialog', { name: 'Version 1' })
        .getByTestId(/^quote-category-/)
        .first()
        .waitFor();
      return page;
    },
  },
  {
    name: 'shared plan',
    open: (kit) =>
      savedPlans(kit).then(({ shareToken }) => openPublic(kit, `/shared/${shareToken}`, (page) => page.getByTestId('shared-plan-grand-total').waitFor())),
  },
  { name: 'My plans: sign-in', open: (kit) => openPublic(kit, '/my-plans', (page) => page.getByLabel('E-mail address').waitFor()) },
  {
    name: 'My plans: sign-in link sent',
    open: async (kit) => {
      const page = await openPublic(kit, '/my-plans', (opened) => opened.getByLabel('E-mail address').waitFor());
      await page.getByLabel('E-mail address').fill(owner(kit));
      await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
      await page.getByTestId('sign-in-link-sent').getByRole('paragraph').waitFor();
      return page;
    },
  },
  {
    name: 'My plans: an invalid sign-in link',
    open: (kit) => openPublic(kit, `/my-plans/sign-in/${'A'.repeat(43)}`, (page) => page.getByTestId('invalid-link').waitFor()),
  },
  {
    name: 'My plans: the list',
    open: async (kit) => {
      const page = await kit.newPage({ myPlans: await myPlansSignIn(kit) });
      await page.goto(`${kit.baseUrl}/my-plans`);
      await page.locator('[data-testid^="my-plan-"]').first().waitFor();
      return page;
    },
  },
  {
    name: 'My plans: duplicating a plan',
    open: async (kit) => {
      const page = await kit.newPage({ myPlans: await myPlansSignIn(kit) });
      await page.goto(`${kit.baseUrl}/my-plans`);
      await page
        .getByRole('button', { name: /^Duplicate for another show/ })
        .first()
        .click();
      await page.getByRole('dialog', { name: 'Duplicate for another show' }).getByLabel('Name of the new show').waitFor();
      return page;
    },
    leave: cancel('Duplicate for another show'),
  },
  {
    name: 'mail stop',
    open: (kit) =>
      savedPlans(kit).then(({ stopPath }) =>
        openPublic(kit, stopPath, (page) => page.getByRole('heading', { level: 1, name: 'Stop mail from StallPlan?' }).waitFor()),
      ),
  },

  {
    name: 'landing',
    open: (kit) => openPublic(kit, '/landing', (page) => page.getByRole('heading', { level: 2, name: 'Ready to plan your next stall?' }).waitFor()),
  },
  {
    name: 'blogs',
    open: async (kit) => {
      await articleId(kit);
      return openPublic(kit, '/blogs', (page) => page.getByText(/^Showing \d+ to \d+ of \d+ blogs?$/).waitFor());
    },
  },
  {
    name: 'blogs: more than one page',
    open: async (kit) => {
      await pagedArticles(kit);
      return openPublic(kit, '/blogs', (page) => page.getByRole('navigation', { name: 'Blog pages' }).waitFor());
    },
  },
  {
    name: 'a blog article',
    open: async (kit) => openPublic(kit, `/blogs/${await articleId(kit)}`, (page) => page.getByRole('article').first().waitFor()),
  },
  { name: 'find builders', open: (kit) => openPublic(kit, '/find-builders', (page) => page.getByText(/^\d+ builders? found$/).waitFor()) },
  {
    name: 'find builders: more than one page',
    open: async (kit) => {
      await pagedBuilders(kit);
      return openPublic(kit, '/find-builders', (page) => page.getByRole('navigation', { name: 'Builder pages' }).waitFor());
    },
  },
  {
    name: 'vendor registration',
    open: (kit) => openPublic(kit, '/vendor-registration', (page) => page.getByRole('heading', { level: 1, name: 'Join Our Vendor Network' }).waitFor()),
  },
  {
    name: 'vendor confirmation',
    open: async (kit) => {
      const email = `register-${Math.random().toString(36).slice(2, 8)}-${kit.run}@stands.example.com`;
      const registered = await kit.api.registerVendor({
        body: { name: `Coastal Stands ${kit.run}`, category: 'booth', city: 'Goa', state: 'Goa', contact: { email } },
      });
      if (registered.status !== 201) throw new Error(`registering failed: ${JSON.stringify(registered.body)}`);
      const { id } = registered.body.data;
      kit.afterRun(() => kit.api.deleteAdminVendor({ params: { id } }));
      const confirmPath = linkIn((await mailTo(kit, email, 'vendor-registration')).text, 'vendor/confirm');
      return openPublic(kit, confirmPath, (page) => page.getByRole('heading', { level: 1, name: 'E-mail address confirmed' }).waitFor());
    },
  },
  {
    name: 'stall requirements',
    open: (kit) => openPublic(kit, '/stall-details', (page) => page.getByRole('heading', { level: 1, name: 'Stall Requirements' }).waitFor()),
  },
  { name: 'stall requirements step 2: stall specifications', open: (kit) => openStallStep(kit, 2) },
  { name: 'stall requirements step 3: design and branding', open: (kit) => openStallStep(kit, 3) },
  { name: 'stall requirements step 4: equipment and services', open: (kit) => openStallStep(kit, 4) },
  { name: 'stall requirements step 5: timeline and budget', open: (kit) => openStallStep(kit, 5) },
  {
    name: 'recommendations',
    open: (kit) => openPublic(kit, '/recommendations', (page) => page.getByRole('heading', { level: 2, name: 'Tell Us About Your Business' }).waitFor()),
  },
  {
    name: 'recommendations: results',
    open: async (kit) => {
      const page = await openPublic(kit, '/recommendations', (opened) =>
        opened.getByRole('heading', { level: 2, name: 'Tell Us About Your Business' }).waitFor(),
      );
      await page.getByLabel(/^Industry\*?$/).selectOption('Technology');
      await page.getByLabel(/^Location\*?$/).fill('Bangalore');
      await page.getByRole('button', { name: 'Get AI Recommendations' }).click();
      await page.getByRole('heading', { level: 2, name: 'AI Analysis Complete' }).waitFor();
      return page;
    },
  },
  {
    name: 'builder: the bid form',
    open: (kit) => brief(kit).then(({ openBidPath }) => openPublic(kit, openBidPath, (page) => page.getByTestId('bid-form').waitFor())),
  },
  {
    name: 'exhibitor: the bid comparison',
    open: (kit) => brief(kit).then(({ comparePath }) => openPublic(kit, comparePath, (page) => page.getByTestId('estimate-column').waitFor())),
  },
  {
    name: 'exhibitor: awarding a bid',
    open: async (kit) => {
      const page = await openPublic(kit, (await brief(kit)).comparePath, (opened) => opened.getByTestId('estimate-column').waitFor());
      await page
        .getByRole('button', { name: /^Award to / })
        .first()
        .click();
      await page
        .getByRole('dialog', { name: /^Award the stall to / })
        .getByTestId('confirm-award')
        .waitFor();
      return page;
    },
    leave: cancel(/^Award the stall to /),
  },
  {
    name: 'exhibitor: the review form',
    open: async (kit) => openPublic(kit, await reviewablePath(kit), (page) => page.getByTestId('review-form').waitFor()),
  },
  { name: '404', open: (kit) => openPublic(kit, '/no/such/page', (page) => page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor()) },

  { name: 'admin: login', open: (kit) => openPublic(kit, '/admin', (page) => page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor()) },
  { name: 'admin: dashboard', open: (kit) => openAdmin(kit, '/admin', 'Admin Dashboard') },
  {
    name: 'admin: vendors',
    open: async (kit) => {
      await builders(kit);
      const page = await openAdmin(kit, '/admin/vendor-management', 'Vendor Management');
      await page
        .getByTestId(/^vendor-(row|card)$/)
        .filter({ visible: true })
        .first()
        .waitFor();
      return page;
    },
  },
  {
    name: 'admin: deleting a vendor',
    open: async (kit) => {
      const [builder] = await builders(kit);
      const page = await openAdmin(kit, '/admin/vendor-management', 'Vendor Management');
      await clickVisible(page, `Delete ${builder!.name}`);
      await page.getByRole('dialog', { name: 'Delete Vendor' }).getByText(builder!.name).first().waitFor();
      return page;
    },
    leave: cancel('Delete Vendor'),
  },
  {
    name: 'admin: editing a vendor',
    open: async (kit) => {
      const [builder] = await builders(kit);
      const page = await openAdmin(kit, '/admin/vendor-management', 'Vendor Management');
      await clickVisible(page, `Edit ${builder!.name}`);
      await page.getByRole('dialog', { name: 'Edit Vendor' }).getByLabel('Vendor name').waitFor();
      return page;
    },
    leave: cancel('Edit Vendor'),
  },
  {
    name: 'admin: the vendor form',
    open: async (kit) => {
      // The open dialog hides the page behind it from the accessibility tree, heading included.
      const page = await kit.newPage({ admin: true });
      await page.goto(`${kit.baseUrl}/admin/vendor?action=add`);
      await page.getByRole('dialog', { name: 'Add New Vendor' }).getByLabel('Vendor name').waitFor();
      return page;
    },
  },
  {
    name: 'admin: blogs',
    open: async (kit) => {
      await articleId(kit);
      const page = await openAdmin(kit, '/admin/blogs', 'Blog Management');
      await page.getByRole('heading', { name: /^All Blogs \(\d+\)$/ }).waitFor();
      return page;
    },
  },
  {
    name: 'admin: deleting a blog',
    open: async (kit) => {
      await articleId(kit);
      const header = articleHeader(kit);
      const page = await openAdmin(kit, '/admin/blogs', 'Blog Management');
      await clickVisible(page, `Delete ${header}`);
      await page.getByRole('dialog', { name: 'Delete Blog' }).getByText(header).waitFor();
      return page;
    },
    leave: cancel('Delete Blog'),
  },
  { name: 'admin: the blog form', open: (kit) => openAdmin(kit, '/admin/blogs/write', 'Write New Article') },
  {
    name: 'admin: editing a blog',
    open: async (kit) => {
      const page = await openAdmin(kit, `/admin/blogs/edit/${await articleId(kit)}`, 'Edit Article');
      await page.getByTestId('preview-body').getByText(/\w/).first().waitFor();
      return page;
    },
  },
  { name: 'admin: API keys', open: async (kit) => (await openApiKeys(kit)).page },
  {
    name: 'admin: the new API key dialog',
    open: async (kit) => {
      const { page } = await openApiKeys(kit);
      await page.getByRole('button', { name: 'New key', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'New API key' })
        .getByLabel(/^Key name/)
        .waitFor();
      return page;
    },
  },
  {
    name: 'admin: a new API key’s secret, shown once',
    open: async (kit) => {
      const { page } = await openApiKeys(kit);
      const name = `Accessible CRM ${kit.run} ${uniqueSuffix()}`;
      await page.getByRole('button', { name: 'New key', exact: true }).click();
      const form = page.getByRole('dialog', { name: 'New API key' });
      await form.getByLabel(/^Key name/).fill(name);
      await form.getByLabel(/^Owner e-mail/).fill(`dev+${kit.run}@acme.example.com`);
      await form.getByRole('checkbox', { name: /^vendors:read — / }).check();
      kit.afterRun(async () => {
        const keys = await kit.api.listApiKeys({});
        const made = keys.status === 200 ? keys.body.data.find((key) => key.name === name) : undefined;
        if (made) await kit.api.revokeApiKey({ params: { id: made.id } });
      });
      await form.getByRole('button', { name: 'Create key' }).click();
      await page.getByRole('dialog', { name: 'Key created' }).getByTestId('one-time-secret').waitFor();
      return page;
    },
  },
  {
    name: 'admin: rotating an API key',
    open: async (kit) => {
      const { page, keyName } = await openApiKeys(kit);
      await clickVisible(page, `Rotate ${keyName}`);
      await page.getByRole('dialog', { name: 'Rotate API key' }).getByText(keyName).first().waitFor();
      return page;
    },
  },
  {
    name: 'admin: a rotated API key’s new secret, shown once',
    open: async (kit) => {
      // A key of its own, as rotating ends the old secret at once.
      const { page } = await openApiKeys(kit);
      const name = `Accessible ERP ${kit.run} ${uniqueSuffix()}`;
      await ownApiKey(kit, { name, ownerEmail: `erp+${kit.run}@acme.example.com`, scopes: ['vendors:read'] });
      await page.reload();
      await clickVisible(page, `Rotate ${name}`);
      await page.getByRole('dialog', { name: 'Rotate API key' }).getByRole('button', { name: 'Rotate' }).click();
      await page.getByRole('dialog', { name: 'Key rotated' }).getByTestId('one-time-secret').waitFor();
      return page;
    },
  },
  {
    name: 'admin: revoking an API key',
    open: async (kit) => {
      const { page, keyName } = await openApiKeys(kit);
      await clickVisible(page, `Revoke ${keyName}`);
      await page.getByRole('dialog', { name: 'Revoke API key' }).getByText(keyName).first().waitFor();
      return page;
    },
  },
  { name: 'admin: webhooks', open: async (kit) => (await openWebhooks(kit)).page },
  {
    name: 'admin: the register endpoint dialog',
    open: async (kit) => {
      const { page } = await openWebhooks(kit);
      const { keyId } = await integration(kit);
      await page.getByRole('button', { name: 'Register endpoint', exact: true }).click();
      await page.getByRole('dialog', { name: 'Register endpoint' }).locator(`option[value="${keyId}"]`).waitFor({ state: 'attached' });
      return page;
    },
  },
  {
    name: 'admin: a new endpoint’s signing secret, shown once',
    open: async (kit) => {
      const { page } = await openWebhooks(kit);
      const { keyId } = await integration(kit);
      // Registered for an event the check never causes, so nothing is sent to the made-up address.
      const url = `https://hooks.example.com/stallplan/${kit.run}/${uniqueSuffix()}`;
      await page.getByRole('button', { name: 'Register endpoint', exact: true }).click();
      const form = page.getByRole('dialog', { name: 'Register endpoint' });
      await form.getByLabel(/^API key/).selectOption(keyId);
      await form.getByLabel(/^URL/).fill(url);
      await form.getByRole('checkbox', { name: 'review.approved' }).check();
      kit.afterRun(async () => {
        const endpoints = await kit.api.listWebhookEndpoints({});
        const made = endpoints.status === 200 ? endpoints.body.data.find((endpoint) => endpoint.url === url) : undefined;
        if (made) await kit.api.deleteWebhookEndpoint({ params: { id: made.id } });
      });
      await form.getByRole('button', { name: 'Register endpoint' }).click();
      await page.getByRole('dialog', { name: 'Endpoint registered' }).getByTestId('one-time-secret').waitFor();
      return page;
    },
  },
  {
    name: 'admin: rotating a signing secret',
    open: async (kit) => {
      const { page, url } = await openWebhooks(kit);
      await clickVisible(page, `Rotate secret of ${url}`);
      await page.getByRole('dialog', { name: 'Rotate signing secret' }).getByRole('button', { name: 'Rotate secret' }).waitFor();
      return page;
    },
  },
  {
    name: 'admin: a rotated signing secret, shown once',
    open: async (kit) => {
      // An endpoint of its own, for an event the check never causes, as rotating replaces the secret.
      const { page } = await openWebhooks(kit);
      const { keyId } = await integration(kit);
      const url = `https://hooks.example.com/stallplan/${kit.run}/${uniqueSuffix()}`;
      await ownEndpoint(kit, { keyId, url, events: ['review.approved'] });
      await page.reload();
      await clickVisible(page, `Rotate secret of ${url}`);
      await page.getByRole('dialog', { name: 'Rotate signing secret' }).getByRole('button', { name: 'Rotate secret' }).click();
      await page.getByRole('dialog', { name: 'Signing secret rotated' }).getByTestId('one-time-secret').waitFor();
      return page;
    },
  },
  {
    name: 'admin: deleting a webhook endpoint',
    open: async (kit) => {
      const { page, url } = await openWebhooks(kit);
      await clickVisible(page, `Delete ${url}`);
      await page.getByRole('dialog', { name: 'Delete webhook endpoint' }).getByText(url).first().waitFor();
      return page;
    },
  },
  {
    name: 'admin: a webhook endpoint’s deliveries',
    open: async (kit) => {
      const { url, endpointId } = await integration(kit);
      const page = await openAdmin(kit, `/admin/webhooks?deliveries=${endpointId}`, 'Webhooks');
      await page
        .getByRole('list', { name: `Deliveries to ${url}` })
        .getByText('HTTP 200')
        .first()
        .waitFor();
      return page;
    },
  },
  {
    name: 'admin: quotes',
    open: async (kit) => {
      const quoteNumber = await storedQuote(kit);
      const page = await openAdmin(kit, '/admin/quotes', 'Quotes');
      await page.getByText(quoteNumber).filter({ visible: true }).first().waitFor();
      return page;
    },
  },
  {
    name: 'admin: deleting a quote',
    open: async (kit) => {
      const quoteNumber = await storedQuote(kit);
      const page = await openAdmin(kit, '/admin/quotes', 'Quotes');
      await clickVisible(page, `Delete ${quoteNumber}`);
      await page.getByRole('dialog', { name: 'Delete Quote' }).getByText(quoteNumber).first().waitFor();
      return page;
    },
    leave: cancel('Delete Quote'),
  },
  { name: 'admin: briefs and bids', open: (kit) => openAdmin(kit, '/admin/briefs', 'Briefs & Bids') },
  { name: 'admin: reviews', open: async (kit) => (await openReviews(kit)).page },
  {
    name: 'admin: a review’s photo, full size',
    open: async (kit) => {
      const { page, card } = await openReviews(kit);
      await card.getByRole('button', { name: 'Open photo 1 of 2 full size' }).click();
      await page.getByRole('dialog', { name: 'Photo 1 of 2' }).getByRole('img').waitFor();
      return page;
    },
  },
  {
    name: 'admin: rejecting a review',
    open: async (kit) => {
      const { page, card } = await openReviews(kit);
      await card.getByRole('button', { name: 'Reject', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Reject Review' })
        .getByLabel(/^Reason/)
        .waitFor();
      return page;
    },
    leave: cancel('Reject Review'),
  },
];
