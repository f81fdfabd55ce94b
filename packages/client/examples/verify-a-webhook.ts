// A tiny webhook receiver that trusts only deliveries signed by StallPlan. Without
// STALLPLAN_WEBHOOK_SECRET it first registers itself under your key (scope webhooks:manage) and
// prints the endpoint's secret, shown only then. StallPlan delivers only to public https:// URLs;
// a development server lets 127.0.0.1 through when WEBHOOK_ALLOWED_HOSTS lists it.
//
//   STALLPLAN_URL=http://localhost:5000 STALLPLAN_API_KEY=sp_key_... \
//     node packages/client/examples/verify-a-webhook.ts
import { createServer } from 'node:http';
import { createStallPlanClient, verifyWebhook, WebhookVerificationError } from '@stallplan/client';

const port = Number(process.env.PORT ?? 4400);
const endpointUrl = process.env.STALLPLAN_WEBHOOK_URL ?? `http://127.0.0.1:${port}/stallplan-webhooks`;

async function registeredSecret(): Promise<string> {
  const stallplan = createStallPlanClient({ baseUrl: process.env.STALLPLAN_URL ?? 'http://localhost:5000', apiKey: process.env.STALLPLAN_API_KEY ?? '' });
  const created = await stallplan.createMyWebhook({
    body: { url: endpointUrl, events: ['brief.created', 'bid.submitted', 'brief.awarded'], description: 'verify-a-webhook example' },
  });
  if (created.status !== 201) throw new Error(created.body.error);
  console.log(`Registered ${created.body.data.endpoint.url} (endpoint ${created.body.data.endpoint.id}).`);
  console.log(`Its signing secret, shown only now: ${created.body.data.secret}`);
  return created.body.data.secret;
}

const secret = process.env.STALLPLAN_WEBHOOK_SECRET ?? (await registeredSecret());
// Every try of a delivery carries the same webhook-id: a receiver acts on each id once.
const seen = new Set<string>();

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    // Verify the body exactly as received: parsing and serialising it again would change what was signed.
    const body = Buffer.concat(chunks).toString('utf8');
    verifyWebhook({ secret, headers: request.headers, body }).then(
      (event) => {
        const id = String(request.headers['webhook-id']);
        if (!seen.has(id)) console.log(`${event.type} at ${event.timestamp}`, event.data);
        seen.add(id);
        response.writeHead(204).end();
      },
      (error: unknown) => {
        console.warn(`Refused a delivery: ${error instanceof Error ? error.message : String(error)}`);
        response.writeHead(error instanceof WebhookVerificationError ? 401 : 500).end();
      },
    );
  });
});
server.listen(port, '127.0.0.1', () => console.log(`Listening on http://127.0.0.1:${port}; Ctrl-C stops.`));
