/**
 * For test files that place many cash-on-delivery orders with one account or to one address (the helpers'
 * ADDRESS) to test something else: the store's COD limits raised through the admin settings API, as an owner
 * would, instead of weakening the defaults (docs/decisions/023-cod-limits-and-verified-reviews.md).
 */
import type { FastifyInstance } from 'fastify';
import { MAX_COD_OPEN_ORDERS_SETTING, MAX_COD_UNITS_SETTING } from '../../src/shared/store-rules.js';
import { api } from './app.js';

export async function raiseCodLimits(app: FastifyInstance, adminToken: string): Promise<void> {
  const res = await api(app, 'PUT', '/api/settings', {
    token: adminToken,
    body: {
      codMaxOpenOrdersPerAccount: MAX_COD_OPEN_ORDERS_SETTING,
      codMaxOpenOrdersPerAddress: MAX_COD_OPEN_ORDERS_SETTING,
      codMaxUnitsPerProductPerDay: MAX_COD_UNITS_SETTING,
    },
  });
  if (res.status !== 200) throw new Error(`raising the cash-on-delivery limits failed: ${res.status} ${JSON.stringify(res.body)}`);
}
