import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PlanContentInput, PlanMail } from '@stallplan/contracts';
import { imtexPlan } from '../quote-request-fixture.js';

/** The IMTEX worked example as a saved plan's content; `company` and `email` name it uniquely. */
export function imtexContent(company: string, email: string): PlanContentInput {
  const plan = imtexPlan(company);
  return {
    eventDetails: {
      ...plan.formData,
      emailAddress: email,
      mobileNumber: '+91 98765 43210',
      contactPerson: 'Ravi Kumar',
      exhibitionStartDate: '2027-01-22',
      exhibitionEndDate: '2027-01-28',
    },
    stallDesign: plan.stallDesignData,
    selections: { vendors: [], flights: plan.selectedFlights, hotel: plan.selectedHotel, logistics: plan.selectedLogistics },
    step: 3,
    furthestStep: 4,
  };
}

export interface NotifyStandIn {
  url: string;
  mails: PlanMail[];
  close(): Promise<void>;
}

/** Stands in for notify's POST /internal/plan-mails: records each body and answers 202. */
export async function startNotifyStandIn(): Promise<NotifyStandIn> {
  const mails: PlanMail[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/internal/plan-mails') {
        mails.push(JSON.parse(body) as PlanMail);
        response.writeHead(202, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true }));
        return;
      }
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, error: 'Not here.' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
