import { z } from 'zod';
import { dashboardOutput } from '../../shared/schemas/dashboard.js';
import { adminProcedure, router } from '../trpc/init.js';
import { dashboard } from './dashboard.js';

export const dashboardRouter = router({
  summary: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/dashboard', tags: ['Admin'], protect: true, summary: 'The owner’s dashboard: sales, what waits to ship, low stock, best sellers, recent orders (admin)' } })
    .input(z.object({}).optional())
    .output(dashboardOutput)
    .query(({ ctx }) => dashboard(ctx.deps)),
});
