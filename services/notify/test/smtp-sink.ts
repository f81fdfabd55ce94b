import { createServer as createNetServer } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope: who the server was actually asked to deliver to. */
  mailFrom: string;
  rcptTo: string[];
  parsed: ParsedMail;
  /** The raw header block, to check no injected header got through. */
  rawHeaders: string;
}

/** A free TCP port, for a sink that starts later (the "server down" test). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A real SMTP server in the test process that keeps every message it accepts, parsed. */
export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  private server: SMTPServer | undefined;

  constructor(readonly port: number) {}

  static async start(port?: number): Promise<SmtpSink> {
    const sink = new SmtpSink(port ?? (await freePort()));
    await sink.listen();
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async listen(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      // Plain SMTP on loopback: no certificate for the client to reject.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text = raw.toString('utf8');
          simpleParser(raw)
            .then((parsed) => {
              this.messages.push({
                mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
                parsed,
                rawHeaders: text.slice(0, text.indexOf('\r\n\r\n')),
              });
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Messages sent to `address`, by envelope. */
  to(address: string): ReceivedMail[] {
    return this.messages.filter((message) => message.rcptTo.includes(address));
  }

  /** The one message sent to `address`; none or several is a failure that says how many came. */
  only(address: string): ReceivedMail {
    const [mail, ...more] = this.to(address);
    if (!mail || more.length > 0) throw new Error(`SMTP sink: expected 1 message to ${address}, received ${this.to(address).length}`);
    return mail;
  }

  /** Waits until `predicate` holds over the received messages. */
  async waitFor(predicate: (messages: ReceivedMail[]) => boolean, timeoutMs = 15_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.messages)) {
      if (Date.now() > deadline) throw new Error(`SMTP sink: condition not met within ${timeoutMs} ms (${this.messages.length} messages received)`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return this.messages;
  }
}
