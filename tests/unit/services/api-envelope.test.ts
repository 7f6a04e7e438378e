import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeMessage, isApiEnvelope, readEnvelopeData } from '@/services/api-envelope';
import { ApiError } from '@/services/api-error';

describe('isApiEnvelope', () => {
  it.each([
    [{ status: 1, data: { a: 1 }, message: 'OK' }, true],
    [{ status: 0 }, true],
    [{ status: 1, message: null }, true],
    [{ status: '1', data: {} }, false],
    [{ status: Number.NaN }, false],
    [{ status: 1, message: 42 }, false],
    [[{ status: 1 }], false],
    [null, false],
    ['{"status":1}', false],
  ])('recognises %j as an envelope: %s', (body, expected) => {
    expect(isApiEnvelope(body)).toBe(expected);
  });
});

describe('envelopeMessage', () => {
  it('ignores blank messages so callers fall back to their own text', () => {
    expect(envelopeMessage({ status: 0, message: '  ' })).toBeUndefined();
    expect(envelopeMessage({ status: 0, message: 'Email taken' })).toBe('Email taken');
  });
});

describe('readEnvelopeData', () => {
  it('returns data when the envelope status is positive', () => {
    expect(readEnvelopeData(200, { status: 2, data: ['x'] })).toEqual(['x']);
  });

  it('fails as bad-data when the envelope status is not positive', () => {
    expect(() => readEnvelopeData(200, { status: 0, data: null })).toThrow(ApiError);
  });

  it('returns the parsed data when it matches the schema', () => {
    const schema = z.object({ email: z.string() });
    expect(readEnvelopeData(200, { status: 1, data: { email: 'a@b.co', extra: true } }, schema)).toEqual({ email: 'a@b.co' });
  });

  it('fails as bad-data, keeping the body, when data does not match the schema', () => {
    const body = { status: 1, data: { email: 42 } };
    let thrown: unknown;
    try {
      readEnvelopeData(200, body, z.object({ email: z.string() }));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ kind: 'bad-data', status: 1, httpStatus: 200, body });
  });
});
