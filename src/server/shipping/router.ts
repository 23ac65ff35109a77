import { z } from 'zod';
import { rupeesToPaise } from '../../shared/money.js';
import { deliveryInput, deliveryOutput, shippingRulesInput, shippingRulesOutput } from '../../shared/schemas/shipping.js';
import { purgeEverything } from '../cdn/changed-pages.js';
import { adminProcedure, publicProcedure, router } from '../trpc/init.js';
import { deliveryQuote, listServiceablePincodes, parsePincodeList, replaceServiceablePincodes, saveShippingRules, shippingRulesView } from './shipping-rules.js';

const tags = ['Shipping'];

export const shippingRouter = router({
  rules: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/shipping',
        tags,
        summary: 'The shipping rules: the default delivery fee, free delivery from an order value, delivery days, cash on delivery (fee, limit) and the zones that override them',
      },
    })
    .input(z.object({}).optional())
    .output(shippingRulesOutput)
    .query(({ ctx }) => shippingRulesView(ctx.deps.db)),

  update: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/shipping',
        tags,
        protect: true,
        summary: 'Replace the shipping rules and zones (admin); amounts in rupees; a zone is states and/or pincode prefixes, the longest matching prefix winning, then the state',
      },
    })
    .input(shippingRulesInput)
    .output(shippingRulesOutput)
    .mutation(({ ctx, input }) => {
      saveShippingRules(ctx.deps.db, input);
      // Every page's settings carry the delivery promise made from the rules.
      purgeEverything(ctx.deps);
      return shippingRulesView(ctx.deps.db);
    }),

  pincodes: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/shipping/pincodes', tags, protect: true, summary: 'The pincodes the shop delivers to when it delivers to its own list (admin)' } })
    .input(z.object({}).optional())
    .output(z.object({ pincodes: z.array(z.string()) }))
    .query(({ ctx }) => ({ pincodes: listServiceablePincodes(ctx.deps.db) })),

  setPincodes: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/shipping/pincodes',
        tags,
        protect: true,
        summary: 'Replace the list of pincodes the shop delivers to (admin): `csv` is the file’s text, pincodes separated by lines, commas or spaces; one bad entry changes nothing',
      },
    })
    .input(z.object({ csv: z.string({ error: 'csv must be the text of the file' }).max(900_000, 'The file is too large: at most 900,000 characters') }))
    .output(shippingRulesOutput)
    .mutation(({ ctx, input }) => {
      replaceServiceablePincodes(ctx.deps.db, parsePincodeList(input.csv));
      return shippingRulesView(ctx.deps.db);
    }),

  delivery: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/delivery',
        tags,
        summary: 'Whether the shop delivers to a pincode, the fee for an order of `value` rupees, the day it arrives by (Sundays not counted), and cash on delivery there',
      },
    })
    .input(deliveryInput)
    .output(deliveryOutput)
    .query(({ ctx, input }) => deliveryQuote(ctx.deps.db, input.pincode, rupeesToPaise(Math.round(input.value * 100) / 100))),
});
