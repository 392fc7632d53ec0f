import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';

/** Every RTK Query error in MANAN: the spec §8 message, and the raw body for callers that show it. */
export interface MananApiError {
  /** The HTTP status, or why there is none (`FETCH_ERROR` when the network failed). */
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  /** '{status}: {statusText}' at 500 and above, '{status}: {body text}' below (spec §8). */
  message: string;
  /** The response body as text ('' when there was none or no response at all). */
  body: string;
}

/** Successful bodies are parsed as JSON (empty means null); failed ones are kept as text. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) return text;
  return text ? JSON.parse(text) : null;
}

const fetchWithCredentials = fetchBaseQuery({
  baseUrl: '/',
  credentials: 'include',
  responseHandler: readBody,
  // Looked up on each call, not when this module loads (tests install their fetch later).
  fetchFn: (input, init) => fetch(input, init),
});

export function formatHttpError(status: number, statusText: string, body: string): string {
  return status >= 500 ? `${status}: ${statusText}` : `${status}: ${body}`;
}

/** fetchBaseQuery with the spec's error format. It never retries: a failed call fails once. */
// The meta (request and response) reaches transformResponse, which reads headers such as X-Next-Cursor.
export const mananBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  MananApiError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const result = await fetchWithCredentials(args, api, extraOptions);
  if (!result.error) return { data: result.data, meta: result.meta };
  const { error } = result;
  if (typeof error.status === 'number') {
    const body = typeof error.data === 'string' ? error.data : '';
    const statusText = result.meta?.response?.statusText ?? '';
    return {
      error: { status: error.status, message: formatHttpError(error.status, statusText, body), body },
    };
  }
  const body = typeof error.data === 'string' ? error.data : '';
  return { error: { status: error.status, message: error.error, body } };
};

/** True for an error raised by a MANAN API call (as opposed to a thrown exception). */
export function isMananApiError(error: unknown): error is MananApiError {
  return (
    typeof error === 'object' && error !== null && 'status' in error && 'message' in error && 'body' in error
  );
}
