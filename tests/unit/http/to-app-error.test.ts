import { describe, expect, it } from 'vitest';
import { AppError } from '@/server/http/app-error';
import { toAppError } from '@/server/http/to-app-error';

function pgError(code: string): Error {
  return Object.assign(new Error(`database says ${code}`), { code });
}

describe('toAppError', () => {
  it('keeps an AppError as it is', () => {
    const error = new AppError('NOT_FOUND', 'No such desk.');
    expect(toAppError(error)).toBe(error);
  });

  it('maps a unique violation (23505) to 409 CONFLICT', () => {
    const mapped = toAppError(pgError('23505'));
    expect([mapped.code, mapped.httpStatus, mapped.message]).toEqual(['CONFLICT', 409, 'This record already exists.']);
  });

  it('finds the SQLSTATE in a wrapped cause, as Drizzle throws it', () => {
    const wrapped = new Error('Failed query: insert into ...', { cause: pgError('23505') });
    expect(toAppError(wrapped).code).toBe('CONFLICT');
  });

  it('maps a foreign key violation (23503) to 409 CONFLICT', () => {
    expect(toAppError(pgError('23503')).httpStatus).toBe(409);
  });

  it.each(['40001', '40P01', '55P03'])('maps a retryable concurrency failure (%s) to 503 with Retry-After', (code) => {
    const mapped = toAppError(pgError(code));
    expect([mapped.code, mapped.httpStatus]).toEqual(['UNAVAILABLE', 503]);
    expect(mapped.headers).toEqual({ 'Retry-After': '1' });
  });

  it.each(['08006', '08001', '53300', '57P01'])('maps a lost or refused database connection (%s) to 503', (code) => {
    expect(toAppError(pgError(code)).code).toBe('UNAVAILABLE');
  });

  it('keeps the original error as the cause, for the log', () => {
    const original = pgError('23505');
    expect(toAppError(original).cause).toBe(original);
  });

  it('gives each mapped error its own instance', () => {
    expect(toAppError(pgError('23505'))).not.toBe(toAppError(pgError('23505')));
  });

  it.each([
    ['a plain Error', new Error('boom')],
    ['a check violation (a missing validation is a bug)', pgError('23514')],
    ['a Node system error', Object.assign(new Error('pipe'), { code: 'EPIPE' })],
    ['a string', 'oops'],
    ['null', null],
  ])('maps %s to a generic 500 INTERNAL without its details', (_name, thrown) => {
    const mapped = toAppError(thrown);
    expect([mapped.code, mapped.httpStatus, mapped.message]).toEqual(['INTERNAL', 500, 'Something went wrong on our side. Please try again.']);
  });
});
