import { expect } from 'vitest';
import { errorEnvelopeSchema } from '@/lib/contracts/envelope-schemas';
import type { ErrorEnvelope } from '@/server/http/envelope';
import type { ApiAnswer } from './call-api';

/** Asserts a well-formed error envelope with this HTTP status and code, and returns it. */
export function expectErrorEnvelope(answer: ApiAnswer, httpStatus: number, code?: string): ErrorEnvelope {
  expect(answer.status, answer.text).toBe(httpStatus);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  const envelope = errorEnvelopeSchema.parse(answer.json);
  expect(envelope.status).toBe(httpStatus >= 500 ? -1 : 0);
  if (code) expect(envelope.data.code).toBe(code);
  return envelope;
}

/** Asserts a success envelope and returns its data. */
export function expectSuccessData(answer: ApiAnswer, httpStatus = 200): unknown {
  expect(answer.status, answer.text).toBe(httpStatus);
  expect(answer.json).toMatchObject({ status: 1, message: expect.any(String) });
  return (answer.json as { data: unknown }).data;
}
