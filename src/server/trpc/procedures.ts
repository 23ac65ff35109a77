import { callTRPCProcedure, type TRPCProcedureType } from '@trpc/server';
import type { Context } from './context.js';
import { appRouter } from './router.js';

/** A procedure of the root router as the REST routes and the tRPC fast path call it. */
export interface ProcedureCall {
  readonly path: string;
  readonly type: TRPCProcedureType;
  /**
   * Runs the procedure through tRPC's own `callTRPCProcedure`: its middlewares, input check, resolver and
   * (unless skipped, docs/decisions/017-read-path-speed.md) output check, with tRPC's guards. Throws the
   * procedure's TRPCError.
   */
  call(ctx: Context, input: unknown, batchIndex?: number): Promise<unknown>;
}

const PROCEDURE_TYPES: ReadonlySet<string> = new Set<TRPCProcedureType>(['query', 'mutation', 'subscription']);

/**
 * What can be known before a request (the procedure's path and type) is settled once at start; a call
 * only puts together tRPC's call options (docs/decisions/028-public-trpc-call.md).
 */
function procedureCall(path: string, type: TRPCProcedureType): ProcedureCall {
  return {
    path,
    type,
    call: (ctx, input, batchIndex = 0) =>
      callTRPCProcedure({ router: appRouter, path, type, ctx, getRawInput: () => Promise.resolve(input), signal: undefined, batchIndex }),
  };
}

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: unknown } } | undefined>;
const calls = new Map<string, ProcedureCall>();
for (const [path, procedure] of Object.entries(procedures)) {
  if (!procedure) continue;
  const type = procedure._def.type;
  // The type is read from tRPC's procedure definition; fail at start, not per request, if that ever moves.
  if (typeof type !== 'string' || !PROCEDURE_TYPES.has(type)) throw new Error(`Procedure ${path} has no known type (${String(type)})`);
  calls.set(path, procedureCall(path, type as TRPCProcedureType));
}

/** The procedure at a dotted path (`products.byId`), if there is one. */
export function procedureAt(path: string): ProcedureCall | undefined {
  return calls.get(path);
}
