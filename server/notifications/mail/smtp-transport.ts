import nodemailer, { type Transporter } from 'nodemailer';

export const DEFAULT_SMTP_FROM = 'Deskhaus <no-reply@deskhaus.local>';

/* One pooled transport per process and URL (on globalThis: Next bundles routes separately). */
const globalKey = Symbol.for('deskhaus.mail.smtp');
type GlobalWithSmtp = typeof globalThis & { [globalKey]?: Map<string, Transporter> };

/** The transport of SMTP_URL, e.g. smtp://user:pass@mail.example.com:587 or smtps://... */
export function smtpTransport(url: string): Transporter {
  const g = globalThis as GlobalWithSmtp;
  const transports = (g[globalKey] ??= new Map());
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

export function smtpFrom(): string {
  return process.env.SMTP_FROM?.trim() || DEFAULT_SMTP_FROM;
}

/** Closes the transports this process opened (tests, graceful shutdown). */
export function closeSmtpTransports(): void {
  const transports = (globalThis as GlobalWithSmtp)[globalKey];
  if (!transports) return;
  for (const transport of transports.values()) transport.close();
  transports.clear();
}
