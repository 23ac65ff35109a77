import { getTRPCErrorFromUnknown, type TRPCError } from '@trpc/server';
import type { Context } from './context.js';
import { appRouter } from './router.js';

interface CallOptions {
  ctx: Context;
  getRawInput: () => Promise<unknown>;
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  signal: undefined;
  batchIndex: number;
}

/** A procedure of the router called directly, as tRPC's own caller does, without building a caller per request. */
export type ProcedureCall = ((options: CallOptions) => Promise<unknown>) & { _def: { type: 'query' | 'mutation' | 'subscription' } };

/** What a middleware answers (tRPC's middleware result). */
interface MiddlewareResult {
  ok: boolean;
  data?: unknown;
  error?: TRPCError;
  ctx?: unknown;
  marker: string;
}
interface MiddlewareOptions extends CallOptions {
  input: unknown;
  meta: unknown;
  next(options?: { ctx?: object; input?: unknown; getRawInput?: () => Promise<unknown> }): Promise<MiddlewareResult>;
}
type Middleware = (options: MiddlewareOptions) => Promise<MiddlewareResult>;
interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  meta: unknown;
  middlewares: Middleware[];
}

/**
 * The procedure's middlewares, input parser and resolver run exactly as tRPC's own caller runs them (its
 * `callRecursive`): each middleware gets the call's options and `next`, which may add to the context or
 * replace the input. Written with the language's own object spread: tRPC's published build copies the
 * options with a compiled helper on every step, which was a tenth of the time of a kept product page
 * (docs/decisions/017-read-path-speed.md). tests/server/procedure-calls.test.ts holds it to tRPC's caller.
 */
function leanCall(def: ProcedureDef): ProcedureCall {
  const { middlewares, meta } = def;
  const step = async (index: number, options: CallOptions & { input?: unknown }): Promise<MiddlewareResult> => {
    try {
      return await middlewares[index]({
        ...options,
        meta,
        input: options.input,
        next: (next) =>
          step(index + 1, {
            ...options,
            ctx: next?.ctx ? { ...options.ctx, ...next.ctx } : options.ctx,
            input: next && 'input' in next ? next.input : options.input,
            getRawInput: next?.getRawInput ?? options.getRawInput,
          }),
      });
    } catch (cause) {
      return { ok: false, error: getTRPCErrorFromUnknown(cause), marker: 'middlewareMarker' };
    }
  };
  const call = async (options: CallOptions) => {
    const result = await step(0, options);
    if (!result.ok) throw result.error;
    return result.data;
  };
  return Object.assign(call, { _def: def });
}

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef } | undefined>;
const calls = new Map(Object.entries(procedures).flatMap(([path, procedure]) => (procedure ? [[path, leanCall(procedure._def)] as const] : [])));

/** The procedure at a dotted path (`products.byId`), if there is one. */
export function procedureAt(path: string): ProcedureCall | undefined {
  return calls.get(path);
}
