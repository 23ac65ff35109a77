import { adminProcedure, router } from '../trpc/init.js';
import { periodSalesRegister } from './gst-returns.js';
import { gstPeriodInput, salesRegisterOutput } from './schemas.js';

export const gstRouter = router({
  salesRegister: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/gst/sales-register',
        tags: ['GST'],
        protect: true,
        summary: 'The sales register for a GST return period (admin): per rate, the tax invoices, the credit notes and the net',
      },
    })
    .input(gstPeriodInput)
    .output(salesRegisterOutput)
    .query(({ ctx, input }) => periodSalesRegister(ctx.deps, input.period)),
});
