import type { Context } from './context.js';
import { appRouter } from './router.js';

/** A procedure of the router called directly, as tRPC's own caller does, without building a caller per request. */
export type ProcedureCall = ((options: {
  ctx: Context;
  getRawInput: () => Promise<unknown>;
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  signal: undefined;
  batchIndex: number;
}) => Promise<unknown>) & { _def: { type: 'query' | 'mutation' | 'subscription' } };

const procedures = appRouter._def.procedures as unknown as Record<string, ProcedureCall | undefined>;

/** The procedure at a dotted path (`products.byId`), if there is one. */
export function procedureAt(path: string): ProcedureCall | undefined {
  return Object.hasOwn(procedures, path) ? procedures[path] : undefined;
}
