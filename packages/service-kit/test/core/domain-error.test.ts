import { errorCatalog, errorKinds } from '@manan/contracts';
import { z } from 'zod';
import { DomainError, errorBodyOf, errorHeadersOf, httpStatusOf, toDomainError } from '../../src';

describe('the error model', () => {
  it('maps each kind to its one HTTP status', () => {
    expect(Object.fromEntries(errorKinds.map((kind) => [kind, httpStatusOf(kind)]))).toEqual({
      invalid: 400,
      unauthenticated: 401,
      'payment-failed': 402,
      'quota-exceeded': 402,
      forbidden: 403,
      'not-found': 404,
      conflict: 409,
      'too-large': 413,
      unprocessable: 422,
      'rate-limited': 429,
      internal: 500,
      'upstream-failed': 502,
      unavailable: 503,
      timeout: 504,
    });
  });

  it('gives a DomainError the status of its kind', () => {
    const error = new DomainError('CASES.NOT_FOUND', 'not-found', 'No such case');
    expect(error.httpStatus).toBe(404);
    expect(error).toBeInstanceOf(Error);
  });

  it('has every catalogued code of a kind in the closed set', () => {
    for (const { kind } of Object.values(errorCatalog)) expect(errorKinds).toContain(kind);
  });

  it('writes the one body, with fields when given, and Retry-After from retryAfterSeconds', () => {
    const error = new DomainError('REFINE.RATE_LIMITED', 'rate-limited', 'Slow down', {
      retryAfterSeconds: 12.2,
      fields: { analysis: 'too long' },
    });
    expect(errorBodyOf(error, 'req-1')).toEqual({
      error: { code: 'REFINE.RATE_LIMITED', message: 'Slow down', fields: { analysis: 'too long' } },
      requestId: 'req-1',
    });
    expect(errorHeadersOf(error)).toEqual({ 'retry-after': '13' });
  });

  it('turns a schema failure into REQUEST.INVALID with fields, and anything unknown into INTERNAL', () => {
    const zodError = z.object({ name: z.string() }).safeParse({}).error;
    expect(toDomainError(zodError)).toMatchObject({ code: 'REQUEST.INVALID', kind: 'invalid' });
    expect(toDomainError(zodError).details.fields).toHaveProperty('name');
    const internal = toDomainError(new Error('secret'));
    expect(internal).toMatchObject({ code: 'INTERNAL', httpStatus: 500 });
    expect(internal.message).not.toContain('secret');
  });
});
