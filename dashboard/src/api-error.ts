import { TRPCClientError } from '@trpc/client';

/** The API's own error (status and exact body), carried in every tRPC error's data. */
export interface ApiError {
  status: number;
  body: { detail?: unknown; error?: string; message?: string; status?: string; retry_after?: number };
}

export interface FieldError {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export function apiErrorOf(err: unknown): ApiError | null {
  if (!(err instanceof TRPCClientError)) return null;
  const data = err.data as { apiError?: ApiError; httpStatus?: number } | undefined;
  if (data?.apiError) return data.apiError;
  if (data?.httpStatus) return { status: data.httpStatus, body: {} };
  return null;
}

export const statusOf = (err: unknown): number | null => apiErrorOf(err)?.status ?? null;

/** 422 violations, keyed by their path without the leading body/query/path ("agent_groups.0.number_of_agents"). */
export function fieldErrorsOf(err: unknown): Map<string, string> {
  const out = new Map<string, string>();
  const e = apiErrorOf(err);
  if (e?.status !== 422 || !Array.isArray(e.body.detail)) return out;
  for (const v of e.body.detail as FieldError[]) {
    const key = v.loc.slice(1).join('.');
    out.set(key, out.has(key) ? `${out.get(key)}; ${v.msg}` : v.msg);
  }
  return out;
}

/** One readable sentence for any failure, in the API's words where it has them. */
export function describeError(err: unknown): string {
  const e = apiErrorOf(err);
  if (!e) return err instanceof Error && err.message ? `The service could not be reached (${err.message}).` : 'The service could not be reached.';
  const { status, body } = e;
  if (status === 401) return 'Your session has ended. Please sign in again.';
  if (status === 403 || status === 404) return 'Not found.';
  if (status === 422) return 'Some fields need fixing; see the messages beside them.';
  if (status === 429) return `Rate limit reached for this key; try again in ${body.retry_after ?? 'a few'} seconds.`;
  if (typeof body.message === 'string') return body.message;
  if (typeof body.detail === 'string') return body.detail;
  return `The service answered ${status}.`;
}
