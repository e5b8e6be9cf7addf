import { ApiRequestError } from './client';

/** A failure as the page renders it: a code of the `errors` catalogue and its parameters. */
export interface Failure {
  code: string;
  params: Record<string, string>;
}

/** The failure of a call (its code, never its server-side sentence); anything else is `internal_error`. */
export function failureOf(error: unknown): Failure {
  if (error instanceof ApiRequestError) return { code: error.code, params: error.error.params ?? {} };
  return { code: 'internal_error', params: {} };
}

/** The HTTP status of a failed call (0 for network failures and anything that is not a call). */
export function statusOf(error: unknown): number {
  return error instanceof ApiRequestError ? error.status : 0;
}

/**
 * Per-field failures of a failed call, by the request's field names. The envelope carries each
 * as `{code, message, params}`; the `[code, params]` pair of the server's own error type is
 * accepted too, so a change of wire form cannot silently hide a field's message.
 */
export function fieldFailures(error: unknown): Record<string, Failure> {
  if (!(error instanceof ApiRequestError)) return {};
  const out: Record<string, Failure> = {};
  for (const [field, value] of Object.entries(error.error.fields ?? {}) as [string, unknown][]) {
    if (Array.isArray(value) && typeof value[0] === 'string') {
      out[field] = { code: value[0], params: (value[1] as Record<string, string> | undefined) ?? {} };
    } else if (typeof value === 'object' && value !== null && typeof (value as Failure).code === 'string') {
      out[field] = { code: (value as Failure).code, params: (value as Failure).params ?? {} };
    }
  }
  return out;
}
