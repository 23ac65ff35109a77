/**
 * A real SMTP server in the test process (smtp-server), so the shop's e-mail goes through nodemailer and the
 * network exactly as in production; what arrives is parsed with mailparser. It can be stopped and started
 * again on the same port, to play an outage of the shop's mail server.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients, as the server was asked to deliver to. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  /** SMTP_URL and MAIL_FROM that point the shop at this server. */
  env: Record<string, string>;
  received: ReceivedMail[];
  /** Messages received for one address (envelope recipient). */
  to(address: string): ReceivedMail[];
  /** Stops listening (connections are refused) until start() again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  running(): boolean;
}

export const MAIL_FROM = 'Rupee Test Shop <orders@shop.test>';

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  let port = 0;

  const listen = async () => {
    const instance = new SMTPServer({
      authOptional: true,
      // Plain SMTP on localhost: no STARTTLS, so nodemailer does not try to upgrade to a certificate it cannot check.
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              parsed,
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      instance.server.once('error', reject);
      instance.listen(port, '127.0.0.1', () => resolve());
    });
    port = (instance.server.address() as AddressInfo).port;
    server = instance;
  };
  await listen();

  return {
    get port() {
      return port;
    },
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM },
    received,
    to: (address) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
    async stop() {
      const instance = server;
      server = null;
      if (instance) await new Promise<void>((resolve) => instance.close(() => resolve()));
    },
    async start() {
      if (!server) await listen();
    },
    running: () => server !== null,
  };
}
