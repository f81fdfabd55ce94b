import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vendorRegistrationMailSchema, type VendorRegistrationMailInput } from '@stallplan/contracts';
import { SERVICE_TOKEN_HEADER, verifyServiceToken } from '@stallplan/service-kit';
import { TEST_SERVICE_SECRET } from './helper.js';

/**
 * Stands in for notify at the HTTP boundary for registration mails: it records each POST to
 * /internal/vendor-registrations that carries catalog's service token and whose body keeps the
 * contract, and answers 202 as notify does (401 without the token), or 503 while `down` is set,
 * as notify does when it cannot record a mail.
 */
export interface RegistrationMailRecorder {
  url: string;
  mails: VendorRegistrationMailInput[];
  down: boolean;
  /** The token of the confirmation link last mailed to this address. */
  tokenFor(email: string): string;
  close(): Promise<void>;
}

export async function startRegistrationMailRecorder(): Promise<RegistrationMailRecorder> {
  const recorder = { mails: [] as VendorRegistrationMailInput[], down: false };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => void answer(raw));
    async function answer(raw: string): Promise<void> {
      const json = (status: number, body: object) => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method !== 'POST' || req.url !== '/internal/vendor-registrations') return json(404, { success: false, error: 'not here' });
      const token = req.headers[SERVICE_TOKEN_HEADER];
      const caller = typeof token === 'string' ? await verifyServiceToken(token, TEST_SERVICE_SECRET, 'notify') : null;
      if (caller?.iss !== 'catalog') return json(401, { success: false, error: 'no service token from catalog' });
      if (recorder.down) return json(503, { success: false, error: 'The confirmation cannot be recorded just now.' });
      const parsed = vendorRegistrationMailSchema.safeParse(JSON.parse(raw));
      if (!parsed.success) return json(400, { success: false, error: parsed.error.message });
      recorder.mails.push(parsed.data);
      return json(202, { success: true, duplicate: false });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(recorder, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tokenFor(email: string): string {
      const mail = recorder.mails.filter((entry) => entry.email.toLowerCase() === email.toLowerCase()).at(-1);
      const token = mail ? /\/vendor\/confirm\/([A-Za-z0-9_-]{43})$/.exec(mail.confirmUrl)?.[1] : undefined;
      if (!token) throw new Error(`no confirmation link mailed to ${email}`);
      return token;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
}
