import { INTERNAL_ERROR_MESSAGE } from './errors.js';

interface RestErrorBody {
  message?: unknown;
  issues?: unknown;
}

export interface FieldIssue {
  path: string;
  message: string;
}

function toFieldIssues(issues: unknown): FieldIssue[] | undefined {
  if (!Array.isArray(issues) || issues.length === 0) return undefined;
  return issues.map((issue: { path?: unknown[]; message?: unknown }) => ({
    path: Array.isArray(issue.path) ? issue.path.map(String).join('.') : '',
    message: typeof issue.message === 'string' ? issue.message : 'Invalid value',
  }));
}

/**
 * The REST adapter's error body reshaped to the shop's `{ message, issues? }`: validation failures name
 * the first problem in the message, 5xx never show their real message.
 */
export function restErrorBody(status: number, payload: string): string {
  let body: RestErrorBody;
  try {
    body = JSON.parse(payload) as RestErrorBody;
  } catch {
    return payload;
  }
  if (status >= 500) return JSON.stringify({ message: INTERNAL_ERROR_MESSAGE });
  const issues = toFieldIssues(body.issues);
  const message = issues ? issues[0].message : typeof body.message === 'string' ? body.message : 'Request failed';
  return JSON.stringify(issues ? { message, issues } : { message });
}
