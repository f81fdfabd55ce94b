import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  createApiClient,
  flightSearchRequestFrom,
  hotelSearchRequestFrom,
  logisticsSearchRequestFrom,
  utcToday,
  type Flight,
  type Hotel,
  type LogisticsOption,
} from '@stallplan/contracts';
import { formatInr, formatIsoDuration } from '@stallplan/pricing';
import type { EventDetails, PlanState, Selections, StepNumber } from '../src/current-plan/plan-state.js';
import { plannerFormDataOf } from '../src/planner/plan-requests.js';
import { logisticsStallSqm } from '../src/planner/steps/travel/stall-size.js';
import { launchBrowser } from './browser.js';
import { DESKTOP, PHONE, screenshot } from './screenshots.js';
import { samplePlan, seedPlan } from './seed-plan.js';
import { startTestStack } from './stack.js';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

afterAll(async () => {
  await browser?.close();
  await stack?.cleanup();
});

/** The same searches the page makes, straight to the gateway, to know what the cards must show. */
const gateway = () => createApiClient({ baseUrl: stack.gatewayUrl });

async function flightsFor(details: EventDetails): Promise<Flight[]> {
  const response = await gateway().searchFlights({ body: flightSearchRequestFrom(plannerFormDataOf(details)) });
  if (response.status !== 200) throw new Error(`The flight search answered ${response.status}.`);
  return response.body.outbound;
}

async function hotelsFor(details: EventDetails): Promise<Hotel[]> {
  const response = await gateway().searchHotels({ body: hotelSearchRequestFrom(plannerFormDataOf(details)) });
  if (response.status !== 200) throw new Error(`The hotel search answered ${response.status}.`);
  return response.body.hotels;
}

async function logisticsFor(plan: PlanState): Promise<LogisticsOption[]> {
  const stallSqm = logisticsStallSqm(plan.eventDetails.boothSize, plan.stallDesign);
  const response = await gateway().searchLogistics({ body: logisticsSearchRequestFrom(plannerFormDataOf(plan.eventDetails), stallSqm) });
  if (response.status !== 200) throw new Error(`The logistics search answered ${response.status}.`);
  return response.body.logistics;
}

/** A plan's event details, as samplePlan fills them in. */
const detailsOf = (plan: PlanState) => plan.eventDetails;

/** Each test in a fresh context with its own plan, seeded before the app's first script. */
async function newPage(plan: PlanState, viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  context = await browser.newContext({ viewport });
  await seedPlan(context, plan);
  return context.newPage();
}

const load = async (page: Page) => void (await page.goto(`${stack.gatewayUrl}/`));

async function openPlan(plan: PlanState, viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  const page = await newPage(plan, viewport);
  await load(page);
  return page;
}

const STEP_TITLES: Partial<Record<StepNumber, string>> = { 4: 'Book Flight', 5: 'Book Hotel', 6: 'Book Logistics' };

async function onStep(page: Page, step: StepNumber): Promise<void> {
  await page.getByRole('heading', { level: 2, name: STEP_TITLES[step] }).waitFor();
}

/** The option cards of a result list, not the amenity chips inside them. */
const cardsOf = (page: Page, list: 'Flights' | 'Hotels' | 'Logistics services') => page.getByRole('list', { name: list, exact: true }).locator(':scope > li');

/** The card whose heading is exactly `title`: "IndiGo 6E 512" must not find "IndiGo 6E 5120". */
const cardNamed = (page: Page, list: 'Flights' | 'Hotels' | 'Logistics services', title: string) =>
  cardsOf(page, list).filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

const flightTitle = (flight: Flight) => `${flight.airline} ${flight.flightNumber}`;

const selectionsIn = (page: Page): Promise<Selections> =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('stallplan.plan.v1') ?? '{}') as { selections: Selections }).selections);

/** Counts the page's calls to one search, so Retry and Search Again can be seen to ask again. */
function countCalls(page: Page, path: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) calls += 1;
  });
  return () => calls;
}

/** The first of the coming exhibition dates whose searches satisfy `wanted`; the inventory varies by date. */
async function findExhibitionDate<T>(search: (details: EventDetails) => Promise<T[]>, wanted: (options: T[]) => boolean): Promise<PlanState> {
  for (let weeks = 5; weeks < 25; weeks += 1) {
    const start = addDays(utcToday(), weeks * 7);
    const plan = samplePlan(4, {
      eventDetails: { exhibitionStartDate: start, exhibitionEndDate: addDays(start, 2), arrivalDate: addDays(start, -1), departureDate: addDays(start, 3) },
    });
    if (wanted(await search(detailsOf(plan)))) return plan;
  }
  throw new Error('No exhibition date in the next six months gave the wanted search results.');
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
}

/** Screenshots at rest, from the top, in both widths. */
async function screenshotBothWidths(plan: PlanState, name: string, ready: (page: Page) => Promise<void>): Promise<void> {
  for (const viewport of [DESKTOP, PHONE]) {
    const page = await openPlan(plan, viewport);
    await ready(page);
    if (viewport === PHONE) await expectNoSidewaysScroll(page);
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await screenshot(page, name);
    await context?.close();
    context = undefined;
  }
}

const selectButton = (card: Locator) => card.getByRole('button', { name: /^(Select|Selected|Sold Out)$/ });

describe('step 4: flights', () => {
  it('lists the Mumbai → Bangalore flights with their duration, stops and team total', async () => {
    const plan = samplePlan(4);
    const flights = await flightsFor(detailsOf(plan));
    expect(flights.length).toBeGreaterThan(0);

    const page = await openPlan(plan);
    await onStep(page, 4);
    await expect(page.getByText(/^Mumbai → Bangalore, 3 travellers, \d{1,2} [A-Z][a-z]{2} \d{4}$/).isVisible()).resolves.toBe(true);
    await cardsOf(page, 'Flights').first().waitFor();
    await expect(cardsOf(page, 'Flights').count()).resolves.toBe(flights.length);

    const nonstop = flights.find((flight) => flight.stops === 0 && /^PT\d+H\d+M$/.test(flight.duration)) ?? flights[0];
    if (!nonstop) throw new Error('The route should have flights.');
    const card = cardNamed(page, 'Flights', flightTitle(nonstop));
    const duration = formatIsoDuration(nonstop.duration);
    expect(duration).toMatch(/^\d+h( \d+m)?$/);
    await expect(card.getByText(duration, { exact: true }).isVisible()).resolves.toBe(true);
    await expect(card.getByText(nonstop.stops === 0 ? 'Non-stop' : '1 stop', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(card.getByText(nonstop.airline).first().isVisible()).resolves.toBe(true);
    await expect(card.getByText('Economy', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(card.getByText(`${formatInr(nonstop.price)} per person`).isVisible()).resolves.toBe(true);
    await expect(card.getByText(`Total for 3 travellers: ${formatInr(nonstop.price * 3)}`).isVisible()).resolves.toBe(true);
    const services = nonstop.services ?? [];
    expect(services.length).toBeGreaterThan(4);
    const shown = card.getByRole('list', { name: 'Services' }).getByRole('listitem');
    await expect(shown.allTextContents()).resolves.toEqual([...services.slice(0, 4), `+${services.length - 4} more`]);
    // At least one card shows the "Nh Mm" form, whichever flight it is.
    await expect(page.locator('[data-duration]').allTextContents()).resolves.toEqual(expect.arrayContaining([expect.stringMatching(/^\d+h \d+m$/)]));
  });

  it('selects a flight by a click on its card, keeps it through a reload and lets the keyboard undo it', async () => {
    const plan = samplePlan(4);
    const flight = (await flightsFor(detailsOf(plan))).find((item) => item.available);
    if (!flight) throw new Error('The route should have a flight with seats.');

    const page = await openPlan(plan);
    await onStep(page, 4);
    const card = cardNamed(page, 'Flights', flightTitle(flight));
    await card.getByRole('heading', { level: 3 }).click();
    await expect(selectButton(card).textContent()).resolves.toBe('Selected');
    await expect(selectButton(card).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(page.getByRole('button', { name: 'Selected' }).count()).resolves.toBe(1);
    await expect(selectionsIn(page).then((selections) => selections.flights.map((item) => item.id))).resolves.toEqual([flight.id]);

    await page.reload();
    await onStep(page, 4);
    await expect(selectButton(card).textContent()).resolves.toBe('Selected');

    await selectButton(card).focus();
    await page.keyboard.press('Space');
    await expect(selectButton(card).textContent()).resolves.toBe('Select');
    await expect(selectionsIn(page).then((selections) => selections.flights)).resolves.toEqual([]);
    await page.keyboard.press('Enter');
    await expect(selectButton(card).textContent()).resolves.toBe('Selected');
  });

  it('shows a sold-out flight as Sold Out and refuses to select it', async () => {
    // Seats vary by date; the first coming date with a full flight on the sample route serves.
    const plan = await findExhibitionDate(flightsFor, (flights) => flights.some((flight) => !flight.available));
    const soldOut = (await flightsFor(detailsOf(plan))).find((flight) => !flight.available);
    if (!soldOut) throw new Error('The chosen date should have a sold-out flight.');

    const page = await openPlan(plan);
    await onStep(page, 4);
    const card = cardNamed(page, 'Flights', flightTitle(soldOut));
    await expect(selectButton(card).textContent()).resolves.toBe('Sold Out');
    await expect(selectButton(card).isDisabled()).resolves.toBe(true);
    await card.getByRole('heading', { level: 3 }).click();
    await expect(selectButton(card).textContent()).resolves.toBe('Sold Out');
    await expect(selectionsIn(page).then((selections) => selections.flights)).resolves.toEqual([]);
  });

  it('asks for the cities instead of searching while they are missing', async () => {
    const page = await newPage(samplePlan(4, { eventDetails: { originCity: '', destinationCity: '' } }));
    const searches = countCalls(page, '/api/flights/search');
    const hotelSearches = countCalls(page, '/api/hotels/search');
    await load(page);
    await onStep(page, 4);
    await expect(page.getByRole('heading', { level: 3, name: 'Complete Your Travel Details' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText(/Required: Departure City and Arrival City/).isVisible()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Next Step' }).click();
    await onStep(page, 5);
    await expect(page.getByText(/Required: Arrival City from step 1/).isVisible()).resolves.toBe(true);
    expect(searches()).toBe(0);
    expect(hotelSearches()).toBe(0);

    await page.getByRole('button', { name: 'Back to Exhibition Details' }).click();
    await page.getByRole('heading', { level: 2, name: 'Event Details' }).waitFor();
  });

  it('shows No Flights Available between cities that share an airport, and Search Again asks again', async () => {
    // Gurgaon flies from Delhi's airport, so no flight links it to New Delhi.
    const plan = samplePlan(4, { eventDetails: { originState: 'IN-DL', originCity: 'New Delhi', destinationState: 'IN-DL', destinationCity: 'Gurgaon' } });
    const page = await newPage(plan);
    const searches = countCalls(page, '/api/flights/search');
    await load(page);
    await onStep(page, 4);
    const empty = page.getByRole('heading', { level: 3, name: 'No Flights Available' });
    await empty.waitFor();
    await expect(page.getByText('No flights found for the selected route. Please check your travel details.').isVisible()).resolves.toBe(true);
    expect(searches()).toBe(1);

    await page.getByRole('button', { name: 'Search Again' }).click();
    await expect.poll(searches).toBe(2);
    await empty.waitFor();
  });

  it('looks right on a desktop and on a phone', async () => {
    const plan = samplePlan(4);
    const flight = (await flightsFor(detailsOf(plan))).find((item) => item.available);
    if (!flight) throw new Error('The route should have a flight with seats.');
    await screenshotBothWidths({ ...plan, selections: { ...plan.selections, flights: [flight] } }, 'step-4-flights', async (page) => {
      await onStep(page, 4);
      await cardsOf(page, 'Flights').first().waitFor();
    });
  });
});

describe('step 5: hotel', () => {
  it('lists hotels with four amenities then "+N more", and selects one', async () => {
    const plan = samplePlan(5);
    const hotels = await hotelsFor(detailsOf(plan));
    const hotel = hotels.find((item) => item.available && item.amenities.length > 4);
    if (!hotel) throw new Error('A hub city should have an open hotel with more than four amenities.');

    const page = await openPlan(plan);
    await onStep(page, 5);
    await expect(page.getByText(/^Bangalore, .+ \(\d+ nights\), 3 guests, 1 room$/).isVisible()).resolves.toBe(true);
    await cardsOf(page, 'Hotels').first().waitFor();
    await expect(cardsOf(page, 'Hotels').count()).resolves.toBe(hotels.length);

    const card = cardNamed(page, 'Hotels', hotel.name);
    const amenities = card.getByRole('list', { name: 'Amenities' }).getByRole('listitem');
    await expect(amenities.allTextContents()).resolves.toEqual([...hotel.amenities.slice(0, 4), `+${hotel.amenities.length - 4} more`]);
    await expect(card.getByText(hotel.distance).isVisible()).resolves.toBe(true);
    await expect(card.getByText(`${formatInr(hotel.pricePerNight)} per night`).isVisible()).resolves.toBe(true);
    await expect(card.getByText(formatInr(hotel.totalPrice), { exact: true }).isVisible()).resolves.toBe(true);

    await card.getByRole('heading', { level: 3 }).click();
    await expect(selectButton(card).textContent()).resolves.toBe('Selected');
    await expect(selectionsIn(page).then((selections) => selections.hotel?.id)).resolves.toBe(hotel.id);
  });

  it("measures every hotel from the named show's venue, not the city's other venues", async () => {
    // Global Fintech Fest is held at the Jio World Centre in BKC, not at Mumbai's main venue in Goregaon.
    const plan = samplePlan(5, {
      eventDetails: {
        exhibitionName: 'Global Fintech Fest',
        destinationState: 'IN-MH',
        destinationCity: 'Mumbai',
        originState: 'IN-KA',
        originCity: 'Bangalore',
      },
    });
    const page = await newPage(plan);
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/hotels/search') sent.push(request.postDataJSON());
    });
    await load(page);
    await onStep(page, 5);
    await cardsOf(page, 'Hotels').first().waitFor();
    expect(sent).toEqual([expect.objectContaining({ city: 'Mumbai', venue: 'Jio World Convention Centre, BKC' })]);
    const cards = await cardsOf(page, 'Hotels').allTextContents();
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card).toMatch(/\d+\.\d km from Jio World Centre/);
    expect(cards.some((card) => card.includes('km from Bombay Exhibition Centre'))).toBe(false);
  });

  it('shows a full hotel as Sold Out and refuses to select it', async () => {
    const plan = await findExhibitionDate(hotelsFor, (hotels) => hotels.some((hotel) => !hotel.available));
    const full = (await hotelsFor(detailsOf(plan))).find((hotel) => !hotel.available);
    if (!full) throw new Error('The chosen date should have a full hotel.');

    const page = await openPlan({ ...plan, step: 5, furthestStep: 5 });
    await onStep(page, 5);
    const card = cardNamed(page, 'Hotels', full.name);
    await expect(selectButton(card).isDisabled()).resolves.toBe(true);
    await card.getByRole('heading', { level: 3 }).click();
    await expect(selectButton(card).textContent()).resolves.toBe('Sold Out');
    await expect(selectionsIn(page).then((selections) => selections.hotel)).resolves.toBeNull();
  });

  it('looks right on a desktop and on a phone', async () => {
    const plan = samplePlan(5);
    const hotel = (await hotelsFor(detailsOf(plan))).find((item) => item.available);
    if (!hotel) throw new Error('Bangalore should have an open hotel.');
    await screenshotBothWidths({ ...plan, selections: { ...plan.selections, hotel } }, 'step-5-hotel', async (page) => {
      await onStep(page, 5);
      await page.getByRole('button', { name: 'Selected' }).waitFor();
    });
  });
});

describe('step 6: logistics', () => {
  it('lists freight offers, all Available, and selects one', async () => {
    const plan = samplePlan(6);
    const offers = await logisticsFor(plan);
    const page = await openPlan(plan);
    await onStep(page, 6);
    await expect(page.getByText('Mumbai → Bangalore, exhibition material for a stall of 18 sq m, about 180 kg').isVisible()).resolves.toBe(true);
    const cards = cardsOf(page, 'Logistics services');
    await cards.first().waitFor();
    const count = await cards.count();
    expect(count).toBe(offers.length);
    expect(count).toBeGreaterThan(1);
    await expect(cards.getByText('Available', { exact: true }).count()).resolves.toBe(count);
    await expect(page.getByRole('button', { name: 'Sold Out' }).count()).resolves.toBe(0);
    await expect(
      cards
        .first()
        .getByText(/^Estimated delivery: /)
        .isVisible(),
    ).resolves.toBe(true);
    await expect(
      cards
        .first()
        .getByText(/^(Live tracking|No tracking)$/)
        .isVisible(),
    ).resolves.toBe(true);
    await expect(
      cards
        .first()
        .getByText(/^(Pickup available|No pickup)$/)
        .isVisible(),
    ).resolves.toBe(true);
    await expect(
      cards
        .first()
        .getByText(/^(Insurance included|No insurance)$/)
        .isVisible(),
    ).resolves.toBe(true);

    const second = cards.nth(1);
    await second.getByRole('heading', { level: 3 }).click();
    await expect(selectButton(second).textContent()).resolves.toBe('Selected');
    await expect(selectionsIn(page).then((selections) => selections.logistics?.id)).resolves.toBe(offers[1]?.id);
    await expect(second.getByText(formatInr(offers[1]?.price), { exact: true }).isVisible()).resolves.toBe(true);
  });

  it('looks right on a desktop and on a phone', async () => {
    const plan = samplePlan(6);
    const [cheapest] = await logisticsFor(plan);
    if (!cheapest) throw new Error('The route should have freight offers.');
    await screenshotBothWidths({ ...plan, selections: { ...plan.selections, logistics: cheapest } }, 'step-6-logistics', async (page) => {
      await onStep(page, 6);
      await page.getByRole('button', { name: 'Selected' }).waitFor();
    });
  });
});

// Last in the file: the travel service stays down for the rest of the run.
describe('with the travel service down', () => {
  it('shows the error of each search, and Retry asks again', async () => {
    process.kill(stack.pids.travel, 'SIGTERM');
    const page = await newPage(samplePlan(4));
    const screens = [
      { step: 4, path: '/api/flights/search', title: 'Error Loading Flights', message: 'Unable to fetch flight data. Please try again.' },
      { step: 5, path: '/api/hotels/search', title: 'Error Loading Hotels', message: 'Unable to fetch hotel data. Please try again.' },
      { step: 6, path: '/api/logistics/search', title: 'Error Loading Logistics', message: 'Unable to fetch logistics data. Please try again.' },
    ] as const;
    const calls = Object.fromEntries(screens.map((screen) => [screen.path, countCalls(page, screen.path)]));
    await load(page);
    for (const screen of screens) {
      const callsTo = calls[screen.path] as () => number;
      if (screen.step > 4) await page.getByRole('button', { name: 'Next Step' }).click();
      await onStep(page, screen.step);
      const title = page.getByRole('heading', { level: 3, name: screen.title });
      await title.waitFor();
      await expect(page.getByRole('alert').filter({ hasText: screen.message }).isVisible()).resolves.toBe(true);
      expect(callsTo()).toBe(1);

      await page.getByRole('button', { name: 'Retry' }).click();
      await expect.poll(callsTo).toBe(2);
      await title.waitFor();
    }
  });
});
