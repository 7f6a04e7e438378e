import { AxiosError, CanceledError } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/services/api-error';
import { classifyError, classifyHttpFailure } from '@/services/classify-error';

/** Failures a local server cannot produce in Node: browser network errors, DNS, odd inputs. */

function axiosErrorWithCode(code: string, message = `failed with ${code}`): AxiosError {
  return new AxiosError(message, code);
}

describe('classifyError', () => {
  it.each(['ERR_NETWORK', 'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH'])(
    'classifies an axios error with code %s and no response as cannot-connect',
    (code) => {
      expect(classifyError(axiosErrorWithCode(code)).kind).toBe('cannot-connect');
    },
  );

  it('reads the socket error code from the cause when axios left its own code empty', () => {
    const error = new AxiosError('connect failed');
    error.cause = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(classifyError(error).kind).toBe('cannot-connect');
  });

  it('classifies ETIMEDOUT as timeout', () => {
    expect(classifyError(axiosErrorWithCode('ETIMEDOUT', 'timeout of 50ms exceeded')).kind).toBe('timeout');
  });

  it('classifies an ECONNABORTED time-out (axios without clarified time-outs) as timeout', () => {
    expect(classifyError(axiosErrorWithCode('ECONNABORTED', 'timeout of 50ms exceeded')).kind).toBe('timeout');
  });

  it('classifies a browser-aborted request (ECONNABORTED "Request aborted") as cancelled', () => {
    expect(classifyError(axiosErrorWithCode('ECONNABORTED', 'Request aborted')).kind).toBe('cancelled');
  });

  it('classifies an axios cancellation as cancelled', () => {
    expect(classifyError(new CanceledError()).kind).toBe('cancelled');
  });

  it('classifies a DOM AbortError (from fetch or a signal) as cancelled', () => {
    expect(classifyError(new DOMException('The operation was aborted', 'AbortError')).kind).toBe('cancelled');
  });

  it('classifies an axios error with an unrecognised code and no response as unknown, keeping its message', () => {
    const error = classifyError(axiosErrorWithCode('ERR_FR_TOO_MANY_REDIRECTS', 'Maximum number of redirects exceeded'));
    expect(error).toMatchObject({ kind: 'unknown', message: 'Maximum number of redirects exceeded' });
  });

  it.each([
    ['a plain Error', new Error('something broke'), 'something broke'],
    ['a thrown string', 'weird', 'weird'],
    ['undefined', undefined, 'Unknown error'],
  ])('classifies %s as unknown', (_label, thrown, message) => {
    expect(classifyError(thrown)).toMatchObject({ kind: 'unknown', message });
  });

  it('returns an ApiError unchanged, so classifying twice cannot change the kind', () => {
    const original = new ApiError({ kind: 'forbidden', message: 'no', httpStatus: 403 });
    expect(classifyError(original)).toBe(original);
  });

  it('keeps the original failure as the cause, for logs', () => {
    const original = axiosErrorWithCode('ECONNRESET');
    expect(classifyError(original).cause).toBe(original);
  });
});

describe('classifyHttpFailure', () => {
  it('reports any 5xx as "Server Error" with status -1, whatever the envelope said', () => {
    expect(classifyHttpFailure(502, { status: 3, message: 'proxy says hi' })).toMatchObject({
      kind: 'server-error',
      message: 'Server Error',
      status: -1,
      httpStatus: 502,
    });
  });

  it('uses the envelope status and message of a 4xx when the server sent an envelope', () => {
    expect(classifyHttpFailure(409, { status: -3, message: 'Already exists' })).toMatchObject({
      kind: 'rejected',
      status: -3,
      message: 'Already exists',
    });
  });

  it('falls back to status 0 when a 4xx came without an envelope', () => {
    expect(classifyHttpFailure(401, 'Unauthorized').status).toBe(0);
  });
});
