// Prices a plan: sends the plan's details and gets back the quote as a PDF, priced by StallPlan's own
// quote model (stall, space, travel and stay, GST per line). Scope: quotes:write.
//
//   STALLPLAN_URL=https://stallplan.example STALLPLAN_API_KEY=sp_key_... \
//     node packages/client/examples/price-a-plan.ts quote.pdf
import { writeFile } from 'node:fs/promises';
import { createStallPlanClient, type QuotePdfRequestInput } from '@stallplan/client';

const stallplan = createStallPlanClient({ baseUrl: process.env.STALLPLAN_URL ?? 'http://localhost:5000', apiKey: process.env.STALLPLAN_API_KEY ?? '' });
const outFile = process.argv[2] ?? 'quote.pdf';

// Only what the plan knows: anything left out is priced at its typical value.
const plan: QuotePdfRequestInput = {
  formData: {
    companyName: 'Acme Valves',
    yourName: 'Asha Rao',
    emailAddress: 'asha@acme-valves.example',
    exhibitionName: 'India Industrial Expo',
    originCity: 'Mumbai',
    destinationCity: 'New Delhi',
    boothSize: 36,
    teamSize: 3,
    eventDuration: 3,
  },
  stallDesignData: { area: 36, boothType: 'raw_space', extras: [] },
};

const quote = await stallplan.generateQuotePdf({ body: plan });
if (quote.status !== 200) throw new Error(quote.body.error);
await writeFile(outFile, Buffer.from(await quote.body.arrayBuffer()));
console.log(`Saved ${quote.fileName ?? 'the quote'} to ${outFile} (${quote.body.size} bytes).`);
