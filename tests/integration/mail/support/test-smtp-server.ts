import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { readMime, type MimeMessage } from './read-mime';

export interface ReceivedMail extends MimeMessage {
  envelopeFrom: string;
  envelopeTo: string[];
}

/** A real SMTP server on a local port that keeps what it receives. */
export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** The next message that arrives (or arrived) for an address. */
  waitFor(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          ...readMime(Buffer.concat(chunks).toString('utf8')),
          envelopeFrom: from ? from.address : '',
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(address, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = [...received].reverse().find((message) => message.envelopeTo.includes(address));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No mail for ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
