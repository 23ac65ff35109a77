/**
 * How the shop refuses things, for all three doors (tRPC, the REST API and the plain Fastify routes). Domain
 * functions throw AppError; `toErrorResponse` turns anything thrown into the one answer a client sees:
 * a status and `{ message, issues? }`. Every status the shop answers with is in `errorStatus`.
 */
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';

export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/**
 * The shop's refusal. It is a TRPCError (tRPC's public error class) with one of the shop's codes, so a
 * procedure's refusal reaches tRPC as it is, with no middleware to translate it: every middleware layer
 * costs each call an object copy (docs/decisions/028-public-trpc-call.md). Domain code knows it only as
 * AppError; the REST and plain routes answer it through `toErrorResponse`.
 */
export class AppError extends TRPCError {
  declare readonly code: ErrorCode;
  /** For a refusal of several fields at once (a 4xx): each field and its message, as a validation error gives them. */
  readonly issues?: FieldIssue[];
  constructor(code: ErrorCode, message: string, options?: { cause?: unknown; issues?: FieldIssue[] }) {
    super({ code, message, cause: options?.cause });
    this.name = 'AppError';
    if (options?.issues?.length) this.issues = options.issues;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);

/** What a client may see of a 5xx: never the real message, which can carry SQL or paths. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON';
export const NOT_FOUND_MESSAGE = 'Not found';

export interface FieldIssue {
  /** The field, dotted: `shippingAddress.pincode`, `orderItems.0.qty`. */
  path: string;
  message: string;
}

export interface ErrorBody {
  message: string;
  /** Validation failures: one entry per field; `message` repeats the first. */
  issues?: FieldIssue[];
}

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
}

export function fieldIssues(error: ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

function validationResponse(error: ZodError): ErrorResponse {
  const issues = fieldIssues(error);
  return { status: errorStatus.BAD_REQUEST, body: { message: issues[0]?.message ?? 'Invalid input', issues } };
}

/** The status of a tRPC code; codes outside the shop's table are treated as internal. */
function statusOfCode(code: string): number {
  return code in errorStatus ? errorStatus[code as ErrorCode] : errorStatus.INTERNAL_SERVER_ERROR;
}

/** The HTTP status Fastify or one of its plugins attached to an error (415, 413, a 400 for a broken body). */
function fastifyStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : undefined;
}

function answer(status: number, message: string): ErrorResponse {
  return status >= 500 ? { status, body: { message: INTERNAL_ERROR_MESSAGE } } : { status, body: { message } };
}

/**
 * The one mapping from anything thrown to what the client sees. 5xx answers never carry the real message;
 * the caller logs the error itself when `status >= 500`.
 */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof AppError) {
    const response = answer(error.status, error.message);
    return error.issues && response.status < 500 ? { status: response.status, body: { ...response.body, issues: error.issues } } : response;
  }
  if (error instanceof ZodError) return validationResponse(error);
  if (error instanceof TRPCError) {
    if (error.cause instanceof AppError) return toErrorResponse(error.cause);
    if (error.cause instanceof ZodError) return validationResponse(error.cause);
    if (error.code === 'PARSE_ERROR') return answer(errorStatus.BAD_REQUEST, INVALID_JSON_MESSAGE);
    return answer(statusOfCode(error.code), error.message);
  }
  const status = fastifyStatus(error);
  if (status !== undefined && status < 500) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return answer(status, INVALID_JSON_MESSAGE);
    return answer(status, error instanceof Error && error.message ? error.message : 'Bad request');
  }
  return answer(errorStatus.INTERNAL_SERVER_ERROR, INTERNAL_ERROR_MESSAGE);
}
