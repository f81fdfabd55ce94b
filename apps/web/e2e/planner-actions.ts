import type { Page } from 'playwright-core';

/** Step 1's answers as a person picks them: states, industry and option texts by what the screen shows. */
export interface EventDetailsInput {
  companyName: string;
  yourName: string;
  mobileNumber: string;
  emailAddress: string;
  exhibitionName: string;
  industry: string;
  eventType?: string;
  boothSize?: number;
  boothType?: string;
  departureState: string;
  departureCity: string;
  arrivalState: string;
  arrivalCity: string;
  venueType?: string;
  /** `YYYY-MM-DD`, as a date input takes it. */
  exhibitionStartDate: string;
  exhibitionEndDate: string;
  /** Left out, the planner's default (a day before the start, a day after the end) stays. */
  arrivalDate?: string;
  departureDate?: string;
  teamSize: number;
}

export const SAMPLE_EVENT_DETAILS: EventDetailsInput = {
  companyName: 'Shakti Pumps Pvt Ltd',
  yourName: 'Priya Raman',
  mobileNumber: '+91 98450 12345',
  emailAddress: 'priya.raman@example.com',
  exhibitionName: 'IMTEX Forming 2026',
  industry: 'Engineering & Machinery',
  eventType: 'Trade Show',
  boothSize: 36,
  boothType: 'Shell Scheme',
  departureState: 'Maharashtra',
  departureCity: 'Mumbai',
  arrivalState: 'Karnataka',
  arrivalCity: 'Bangalore',
  venueType: 'Exhibition Hall',
  exhibitionStartDate: '2026-11-10',
  exhibitionEndDate: '2026-11-12',
  teamSize: 3,
};

/** Opens the planner at its first step. */
export async function openPlanner(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByRole('heading', { level: 2, name: 'Event Details' }).waitFor();
}

/** Picks a state by its name, then one of its cities (the city select waits for the state). */
async function chooseStateAndCity(page: Page, stateLabel: string, cityLabel: string, state: string, city: string): Promise<void> {
  await page.getByLabel(stateLabel).selectOption({ label: state });
  await page.getByLabel(cityLabel).selectOption(city);
}

/** Fills step 1 field by field, as a person would, top to bottom. */
export async function fillEventDetails(page: Page, details: EventDetailsInput = SAMPLE_EVENT_DETAILS): Promise<void> {
  await page.getByLabel('Company Name').fill(details.companyName);
  await page.getByLabel('Your Name').fill(details.yourName);
  await page.getByLabel('Mobile Number').fill(details.mobileNumber);
  await page.getByLabel('Email Address').fill(details.emailAddress);
  await page.getByLabel('Exhibition Name').fill(details.exhibitionName);
  await page.getByLabel('Industry').selectOption({ label: details.industry });
  if (details.eventType) await page.getByLabel('Event Type').selectOption({ label: details.eventType });
  if (details.boothSize !== undefined) await page.getByLabel('Booth Size (sq m)').fill(String(details.boothSize));
  if (details.boothType) await page.getByLabel('Booth Type').selectOption({ label: details.boothType });
  await chooseStateAndCity(page, 'Departure State', 'Departure City', details.departureState, details.departureCity);
  await chooseStateAndCity(page, 'Arrival State', 'Arrival City', details.arrivalState, details.arrivalCity);
  if (details.venueType) await page.getByLabel('Venue Type').selectOption({ label: details.venueType });
  await page.getByLabel('Exhibition Start Date').fill(details.exhibitionStartDate);
  await page.getByLabel('Exhibition End Date').fill(details.exhibitionEndDate);
  if (details.arrivalDate) await page.getByLabel('Arrival Date').fill(details.arrivalDate);
  if (details.departureDate) await page.getByLabel('Departure Date').fill(details.departureDate);
  await page.getByLabel('Team Size').selectOption(String(details.teamSize));
}

export async function pressNextStep(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next Step' }).click();
}

/** Fills step 1 and moves on, for tests that start at step 2 or later. */
export async function completeEventDetails(page: Page, details: EventDetailsInput = SAMPLE_EVENT_DETAILS): Promise<void> {
  await fillEventDetails(page, details);
  await pressNextStep(page);
  await page.getByRole('heading', { level: 2, name: /Stall Design/ }).waitFor();
}
