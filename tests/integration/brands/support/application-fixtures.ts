import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema/notifications/mail';
import { expectSuccessData } from '@/tests/integration/api/support/envelope';
import type { BrandsApi } from './brands-api';

/* Small real files and a ready application, for the brand application tests. */

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
export const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);

export function details(overrides: Record<string, unknown> = {}) {
  return {
    legal_name: 'Oak & Iron Furniture LLC',
    display_name: 'Oak & Iron',
    country: 'US',
    tax_id: '12-3456789',
    website: 'https://oak-iron.example',
    contact_email: 'hello@oak-iron.example',
    phone: '+1 415 555 0100',
    address_line: '1 Market St',
    city: 'San Francisco',
    postal_code: '94105',
    region: 'CA',
    about: 'Solid oak standing desks and steel frames, made in our Oakland workshop since 2012.',
    ...overrides,
  };
}

export function upload(kind: string, bytes: Buffer, contentType = 'application/pdf', fileName = `${kind}.pdf`) {
  return { kind, file_name: fileName, content_type: contentType, data_base64: bytes.toString('base64') };
}

export interface AppliedPerson {
  headers: Record<string, string>;
}

/** Starts an application as `person`; the brand's id. */
export async function apply(api: BrandsApi, person: AppliedPerson, overrides: Record<string, unknown> = {}): Promise<number> {
  const data = expectSuccessData(await api.call('POST', '/v1/brands', { headers: person.headers, body: details(overrides) }), 201) as { id: number };
  return data.id;
}

/** Sends every required document of a US brand and submits: the brand waits for an operator. */
export async function applyAndSubmit(api: BrandsApi, person: AppliedPerson, overrides: Record<string, unknown> = {}): Promise<number> {
  const brandId = await apply(api, person, overrides);
  for (const kind of ['incorporation_certificate', 'w9', 'irs_letter']) {
    expectSuccessData(await api.call('POST', `/v1/brands/${brandId}/documents`, { headers: person.headers, body: upload(kind, PDF_BYTES) }), 201);
  }
  expectSuccessData(await api.call('POST', `/v1/brands/${brandId}/application/submit`, { headers: person.headers }));
  return brandId;
}

export async function mailsTo(db: Db, address: string): Promise<{ template: string; language: string; textBody: string | null }[]> {
  return db.select({ template: mailOutbox.template, language: mailOutbox.language, textBody: mailOutbox.textBody }).from(mailOutbox).where(eq(mailOutbox.toAddress, address));
}

export function expectTemplates(mails: { template: string }[], expected: string[]): void {
  expect(mails.map((mail) => mail.template).sort()).toEqual([...expected].sort());
}
