import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '@/lib/brands/brand-rules';
import { buildBrand, buildPerson } from '@/tests/support/builders/brands';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { startBrandsApi, type BrandsApi } from './support/brands-api';
import { apply, JPEG_BYTES, PDF_BYTES, PNG_BYTES, upload } from './support/application-fixtures';

/* Issue 16 item 2, decision 0030: a document is a PDF, JPEG or PNG by its first bytes, at most
 * 5 MB, of a kind the brand's country sends; it is served only as a private attachment. */

let api: BrandsApi;
let owner: Awaited<ReturnType<typeof buildPerson>>;
let brandId: number;
beforeAll(async () => {
  api = await startBrandsApi();
  owner = await buildPerson(api.db);
  brandId = await apply(api, owner, { country: 'DE' });
});
afterAll(() => api.close());

const send = (body: unknown, id = brandId) => api.call('POST', `/v1/brands/${id}/documents`, { headers: owner.headers, body });
const documentCount = async () => ((expectSuccessData(await api.call('GET', `/v1/brands/${brandId}/application`, { headers: owner.headers })) as { documents: unknown[] }).documents.length);

describe('POST /v1/brands/{brandId}/documents', () => {
  it('keeps a PDF, a JPEG and a PNG, each with its SHA-256, and serves the same bytes back as a private attachment', async () => {
    const pdf = expectSuccessData(await send(upload('incorporation_certificate', PDF_BYTES, 'application/pdf', 'Handelsregister "Auszug".pdf')), 201) as { id: number; file_name: string; byte_size: number };
    expect(pdf.byte_size).toBe(PDF_BYTES.length);
    expectSuccessData(await send(upload('vat_certificate', JPEG_BYTES, 'image/jpeg', 'vat.jpg')), 201);
    expectSuccessData(await send(upload('reseller_certificate', PNG_BYTES, 'image/png', 'reseller.png')), 201);

    const response = await fetch(`${api.url}/api/v1/brands/${brandId}/documents/${pdf.id}/file`, { headers: owner.headers });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="Handelsregister _Auszug_.pdf"/);
  });

  it('refuses a type it does not take with 415', async () => {
    const before = await documentCount();
    expectErrorEnvelope(await send(upload('incorporation_certificate', Buffer.from('GIF89a...'), 'image/gif', 'a.gif')), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await documentCount()).toBe(before);
  });

  it('refuses PNG bytes declared as a PDF with 415 (the first bytes decide)', async () => {
    expectErrorEnvelope(await send(upload('incorporation_certificate', PNG_BYTES, 'application/pdf', 'fake.pdf')), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectErrorEnvelope(await send(upload('incorporation_certificate', Buffer.from('MZ\x90\x00 not a pdf'), 'application/pdf', 'setup.pdf')), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(MAX_DOCUMENT_BYTES)]);
    expectErrorEnvelope(await send(upload('incorporation_certificate', big)), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('refuses a kind the brand’s country does not send with 422 (a W-9 from Germany)', async () => {
    expectErrorEnvelope(await send(upload('w9', PDF_BYTES)), 422, 'UNPROCESSABLE');
  });

  it('refuses content that is not base64 with 400', async () => {
    expectErrorEnvelope(await send({ kind: 'incorporation_certificate', file_name: 'a.pdf', content_type: 'application/pdf', data_base64: '%%%%' }), 400, 'VALIDATION_FAILED');
  });

  it('refuses documents from a rejected or suspended brand with 409, and takes them from an approved one', async () => {
    for (const status of ['rejected', 'suspended'] as const) {
      const brand = await buildBrand(api.db, { status, country: 'US', members: [{ customerId: owner.customer.id, role: 'owner' }] });
      expectErrorEnvelope(await send(upload('incorporation_certificate', PDF_BYTES), brand.id), 409, 'CONFLICT');
    }
    const approved = await buildBrand(api.db, { status: 'approved', country: 'US', members: [{ customerId: owner.customer.id, role: 'owner' }] });
    expectSuccessData(await send(upload('incorporation_certificate', PDF_BYTES), approved.id), 201);
  });
});

describe('DELETE /v1/brands/{brandId}/documents/{documentId}', () => {
  it('removes a document of a draft, then answers 404 for it', async () => {
    const doc = expectSuccessData(await send(upload('tax_exempt_certificate', PDF_BYTES)), 201) as { id: number };
    expectSuccessData(await api.call('DELETE', `/v1/brands/${brandId}/documents/${doc.id}`, { headers: owner.headers }));
    expectErrorEnvelope(await api.call('DELETE', `/v1/brands/${brandId}/documents/${doc.id}`, { headers: owner.headers }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await api.call('GET', `/v1/brands/${brandId}/documents/${doc.id}/file`, { headers: owner.headers }), 404, 'NOT_FOUND');
  });

  it('keeps the documents of an approved brand (409)', async () => {
    const approved = await buildBrand(api.db, { status: 'approved', country: 'US', members: [{ customerId: owner.customer.id, role: 'owner' }] });
    const doc = expectSuccessData(await send(upload('incorporation_certificate', PDF_BYTES), approved.id), 201) as { id: number };
    expectErrorEnvelope(await api.call('DELETE', `/v1/brands/${approved.id}/documents/${doc.id}`, { headers: owner.headers }), 409, 'CONFLICT');
  });
});
