// Finds stall builders for a trade show: the show from the events catalogue, then the builders that
// suit its city and your booth size, best match first. Scopes: events:read, vendors:read.
//
//   STALLPLAN_URL=https://stallplan.example STALLPLAN_API_KEY=sp_key_... \
//     node packages/client/examples/find-builders-for-a-show.ts "India Industrial Expo" 36
import { createStallPlanClient } from '@stallplan/client';

const stallplan = createStallPlanClient({ baseUrl: process.env.STALLPLAN_URL ?? 'http://localhost:5000', apiKey: process.env.STALLPLAN_API_KEY ?? '' });
const [showName = '', boothSqm = '36'] = process.argv.slice(2);

const events = await stallplan.listEvents({ query: {} });
if (events.status !== 200) throw new Error(events.body.error);
const show = events.body.data.find((event) => event.name.toLowerCase().includes(showName.toLowerCase()));
if (!show) {
  console.error(
    `No show in the catalogue matches "${showName}". Some that do exist: ${events.body.data
      .slice(0, 5)
      .map((event) => event.name)
      .join('; ')}.`,
  );
  process.exit(1);
}
console.log(`${show.name}: ${show.venue}, ${show.city}`);

const builders = await stallplan.findSmartVendors({ query: { destinationCity: show.city, boothSize: Number(boothSqm), category: 'booth' } });
if (builders.status !== 200) throw new Error(builders.body.error);
if (builders.body.data.length === 0) console.log(`No builders listed near ${show.city} yet.`);
for (const builder of builders.body.data) {
  console.log(`${String(builder.matchScore).padStart(3)}%  ${builder.name} (${builder.location}), rated ${builder.rating.toFixed(1)}, id ${builder.id}`);
}
