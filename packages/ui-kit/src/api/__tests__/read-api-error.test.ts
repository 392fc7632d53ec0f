import type { MananApiError } from '../base-query';
import { readApiError } from '../read-api-error';

const failed = (status: MananApiError['status'], body: string): MananApiError => ({
  status,
  message: `${status}: ${body}`,
  body,
});

describe('readApiError', () => {
  it('reads the code, message and fields of the JSON error body', () => {
    const body = JSON.stringify({
      error: {
        code: 'CASE.INVALID',
        message: 'Symptoms are required',
        fields: { symptoms: 'Symptoms are required' },
      },
      requestId: 'req-1',
    });
    expect(readApiError(failed(400, body))).toEqual({
      status: 400,
      code: 'CASE.INVALID',
      message: 'Symptoms are required',
      fields: { symptoms: 'Symptoms are required' },
    });
  });

  it('reads the 402 of an analysis, with its top-level message', () => {
    const message = "You've reached your monthly limit of 20 analyses. Please upgrade to premium.";
    const body = JSON.stringify({ error: { code: 'QUOTA.MONTHLY_LIMIT_REACHED', message }, message });
    expect(readApiError(failed(402, body))).toEqual({
      status: 402,
      code: 'QUOTA.MONTHLY_LIMIT_REACHED',
      message,
    });
    expect(readApiError(failed(402, JSON.stringify({ message: 'Limit reached' })))).toEqual({
      status: 402,
      message: 'Limit reached',
    });
  });

  it('takes a plain-text body (a failed login) as the message', () => {
    expect(readApiError(failed(401, 'Invalid username or password'))).toEqual({
      status: 401,
      message: 'Invalid username or password',
    });
  });

  it('gives no message for an empty body', () => {
    expect(readApiError(failed(500, ''))).toEqual({ status: 500 });
    expect(readApiError(failed(402, '  '))).toEqual({ status: 402 });
  });

  it("gives no message for a proxy's non-JSON 502 page", () => {
    expect(readApiError(failed(502, '<html><body><h1>502 Bad Gateway</h1></body></html>'))).toEqual({
      status: 502,
    });
    expect(readApiError(failed(502, 'Bad Gateway'))).toEqual({ status: 502 });
  });

  it('gives no status when no response came, or for anything that is not an API error', () => {
    expect(readApiError(failed('FETCH_ERROR', ''))).toEqual({});
    expect(readApiError(new Error('boom'))).toEqual({});
    expect(readApiError(undefined)).toEqual({});
  });
});
