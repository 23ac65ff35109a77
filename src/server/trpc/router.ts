import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { authRouter } from '../auth/router.js';
import { cartRouter } from '../cart/router.js';
import { catalogRouter } from '../catalog/router.js';
import { categoriesRouter } from '../categories/router.js';
import { variantsRouter } from '../catalog/variants-router.js';
import { dashboardRouter } from '../dashboard/router.js';
import { geoRouter } from '../geo/router.js';
import { gstRouter } from '../gst/router.js';
import { mailRouter } from '../mail/router.js';
import { newsletterRouter } from '../newsletter/router.js';
import { ordersRouter } from '../orders/router.js';
import { pagesRouter } from '../pages/router.js';
import { paymentsRouter } from '../payments/router.js';
import { searchRouter } from '../catalog/search-router.js';
import { promotionsRouter } from '../promotions/router.js';
import { settingsRouter } from '../settings/router.js';
import { shippingRouter } from '../shipping/router.js';
import { addressesRouter } from '../users/addresses-router.js';
import { usersRouter } from '../users/router.js';
import { publicProcedure, router } from './init.js';

export const appRouter = router({
  health: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/health', tags: ['Health'], summary: 'Liveness and database check' } })
    .input(z.object({}).optional())
    .output(z.object({ status: z.literal('ok') }))
    .query(({ ctx }) => {
      ctx.deps.db.get(sql`select 1`);
      return { status: 'ok' as const };
    }),
  products: catalogRouter,
  categories: categoriesRouter,
  variants: variantsRouter,
  users: usersRouter,
  addresses: addressesRouter,
  cart: cartRouter,
  orders: ordersRouter,
  newsletter: newsletterRouter,
  payments: paymentsRouter,
  settings: settingsRouter,
  pages: pagesRouter,
  shipping: shippingRouter,
  geo: geoRouter,
  promotions: promotionsRouter,
  dashboard: dashboardRouter,
  mail: mailRouter,
  gst: gstRouter,
  search: searchRouter,
  auth: authRouter,
});

export type AppRouter = typeof appRouter;

/** Procedures that create something answer 201 over REST, as the original API did. */
export const CREATED_PROCEDURES = new Set(['users.register', 'orders.place', 'products.create', 'products.addReview', 'categories.create', 'promotions.create', 'addresses.add', 'search.addSynonyms']);
