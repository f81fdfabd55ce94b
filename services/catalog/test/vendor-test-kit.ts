import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import mongoose from 'mongoose';
import { afterAll, beforeAll, inject } from 'vitest';
import type { VendorInput, VendorRegistrationInput, VendorReplaceInput } from '@stallplan/contracts';
import { uniqueDbName } from '@stallplan/dev-stack/test-infra';
import { signAdminToken } from '@stallplan/service-kit';
import { buildCatalog, TEST_ADMIN_SECRET } from './helper.js';

export interface CatalogUnderTest {
  app: FastifyInstance;
  dbName: string;
  /** Closes the app, then drops its database. */
  close(): Promise<void>;
}

/** The catalog on a database of its own whose name the test knows, so it can look inside and clean up. */
export async function startCatalog(env: Record<string, string> = {}): Promise<CatalogUnderTest> {
  const dbName = env['MONGO_DB'] ?? uniqueDbName('catalog');
  const app = await buildCatalog({ ...env, MONGO_DB: dbName });
  return {
    app,
    dbName,
    close: async () => {
      await app.close();
      await dropDatabase(dbName);
    },
  };
}

/**
 * The catalog on a database of its own for one block of tests: started before them, closed and its
 * database dropped after. Read `app` and `dbName` inside the tests (they exist once beforeAll has run).
 */
export function catalogForTests(env: Record<string, string> = {}): Readonly<Omit<CatalogUnderTest, 'close'>> {
  let catalog: CatalogUnderTest | undefined;
  const started = (): CatalogUnderTest => {
    if (catalog === undefined) throw new Error('The catalog starts in beforeAll: read it inside a test.');
    return catalog;
  };
  beforeAll(async () => {
    catalog = await startCatalog(env);
  });
  afterAll(async () => {
    await catalog?.close();
  });
  return {
    get app() {
      return started().app;
    },
    get dbName() {
      return started().dbName;
    },
  };
}

/** A connection to the test's database, for reading what the service stored. */
export async function openDatabase(dbName: string): Promise<mongoose.Connection> {
  return mongoose.createConnection(inject('mongoUrl'), { dbName, retryWrites: false }).asPromise();
}

export async function dropDatabase(dbName: string): Promise<void> {
  const connection = await openDatabase(dbName);
  try {
    await connection.dropDatabase();
  } finally {
    await connection.close();
  }
}

/** The header an admin request carries, with a freshly signed token. */
export async function adminHeaders(): Promise<Record<string, string>> {
  const { token } = await signAdminToken(TEST_ADMIN_SECRET);
  return { 'x-admin-token': token };
}

/** A suffix that keeps each test's names and e-mails its own. */
export function uniqueSuffix(): string {
  return randomBytes(4).toString('hex');
}

/** What the admin form sends for a vendor; every field a test does not care about is filled. */
export function vendorInput(overrides: Partial<VendorInput> = {}): VendorInput {
  const suffix = uniqueSuffix();
  return {
    name: `Test Booths ${suffix}`,
    category: 'booth',
    city: 'Mumbai',
    state: 'Maharashtra',
    location: 'Andheri East',
    description: 'Custom stalls for trade shows.',
    specialties: ['Custom booths'],
    services: ['Design', 'Fabrication'],
    keywords: ['booth'],
    contact: { email: `booths-${suffix}@example.com`, phone: '+91 98200 09999', website: 'example.com', address: 'Andheri East, Mumbai' },
    rating: '4.5',
    experience: '5 years',
    priceRange: 'Standard',
    isActive: true,
    pricing: { sqft: 1200 },
    completedProjects: 40,
    certifications: ['ISO 9001:2015'],
    recentWork: ['Pharma stall, 18 sq m'],
    serviceCities: ['Mumbai', 'Pune'],
    testimonials: [],
    ...overrides,
  };
}

/**
 * The whole vendor as the admin form sends it with PUT: every field there, blanks for "none";
 * `isActive` only when the overrides give it.
 */
export function wholeVendorInput(overrides: Partial<VendorReplaceInput> = {}): VendorReplaceInput {
  const { isActive: _leftOut, ...input } = vendorInput();
  return {
    ...input,
    logoUrl: '',
    portfolioImages: [],
    contact: { email: `whole-${uniqueSuffix()}@example.com`, phone: '', website: '', address: '' },
    pricing: { project: '', hourly: '', sqft: 900 },
    ...overrides,
  };
}

/** What the self-registration form sends. */
export function registrationInput(overrides: Partial<VendorRegistrationInput> = {}): VendorRegistrationInput & { name: string; contact: { email: string } } {
  const suffix = uniqueSuffix();
  return {
    name: `Registered Booths ${suffix}`,
    category: 'Booth',
    city: 'Pune',
    state: 'Maharashtra',
    description: 'A new stall builder.',
    specialties: ['Shell upgrades'],
    services: ['Fabrication'],
    keywords: [],
    contact: { email: `registered-${suffix}@example.com`, phone: '+91 98200 08888' },
    experience: '2 years',
    priceRange: 'Budget',
    portfolioImages: [],
    testimonials: [{ text: 'Delivered on time.', clientContact: 'client@example.com', stallImages: [] }],
    ...overrides,
  } as VendorRegistrationInput & { name: string; contact: { email: string } };
}
