// Sends a brief to builders: picks the three best-matched builders in the show's city and asks them
// to bid on the stall. They bid for seven days; the exhibitor compares the bids and awards one.
// Scopes: vendors:read, briefs:write.
//
//   STALLPLAN_URL=https://stallplan.example STALLPLAN_API_KEY=sp_key_... \
//     node packages/client/examples/send-a-brief.ts "New Delhi"
import { createStallPlanClient, type BriefRequestInput } from '@stallplan/client';

const stallplan = createStallPlanClient({ baseUrl: process.env.STALLPLAN_URL ?? 'http://localhost:5000', apiKey: process.env.STALLPLAN_API_KEY ?? '' });
const city = process.argv[2] ?? 'New Delhi';
const boothSqm = 36;

const builders = await stallplan.findSmartVendors({ query: { destinationCity: city, boothSize: boothSqm, category: 'booth' } });
if (builders.status !== 200) throw new Error(builders.body.error);
const chosen = builders.body.data.slice(0, 3);
if (chosen.length === 0) {
  console.error(`No builders listed near ${city} yet.`);
  process.exit(1);
}

const day = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
const brief: BriefRequestInput = {
  vendorIds: chosen.map((builder) => builder.id),
  exhibitor: { companyName: 'Acme Valves', contactPerson: 'Asha Rao', email: 'asha@acme-valves.example', phone: '+91 98200 00000' },
  event: { exhibitionName: 'India Industrial Expo', city, startDate: day(60), endDate: day(62) },
  design: { area: boothSqm, boothType: 'raw_space', boothPosition: 'corner', extras: [] },
  budget: 450_000,
  notes: 'Two meeting tables and a product wall; our graphics files are ready.',
};

const sent = await stallplan.createBrief({ body: brief });
if (sent.status !== 201) throw new Error(sent.body.error);
const { briefId, invited, bidsCloseAt, ownerToken } = sent.body.data;
console.log(`Brief ${briefId} sent to ${invited.map((builder) => builder.name).join(', ')}; bids close ${bidsCloseAt}.`);
// The owner token opens the bid comparison (getBriefComparison) and the award: store it like a password.
console.log(`Compare the bids with getBriefComparison({ params: { token: '${ownerToken.slice(0, 6)}…' } }).`);
