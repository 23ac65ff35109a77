import { z } from 'zod';
import { PINCODE_PATTERN } from '../../shared/schemas/order.js';
import { notFound } from '../errors.js';
import { publicProcedure, router } from '../trpc/init.js';
import { lookUpPincode } from './pincode-lookup.js';

export const geoRouter = router({
  pincode: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/pincodes/{pincode}', tags: ['Addresses'], summary: 'The city (district) and state of an Indian pincode, from an offline table' } })
    .input(z.object({ pincode: z.string().trim().regex(PINCODE_PATTERN, 'Pincode must be 6 digits, not starting with 0') }))
    .output(z.object({ pincode: z.string(), city: z.string(), state: z.string(), stateCode: z.string() }))
    .query(({ input }) => {
      const place = lookUpPincode(input.pincode);
      if (!place) throw notFound('This pincode is not in our list; please type the city and state');
      return place;
    }),
});
