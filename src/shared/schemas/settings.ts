import { z } from 'zod';
import { paymentGatewaySchema } from './payment.js';

/** GET /api/settings: what every page may show about the shop, and the limits the client should respect. */
export const publicSettingsOutput = z.object({
  shopName: z.string(),
  /** Null: the shop has published no contact address. */
  contactEmail: z.string().nullable(),
  social: z.object({
    facebook: z.string().nullable(),
    instagram: z.string().nullable(),
    x: z.string().nullable(),
    youtube: z.string().nullable(),
  }),
  /** The online payment gateway, or `none` when the shop takes cash on delivery only. */
  paymentGateway: paymentGatewaySchema,
  /** Online payments take no real money (the test gateway, or a gateway's test keys): every page says so. */
  testMode: z.boolean(),
  /** Units of one product one order may hold. */
  maxLineQty: z.number().int(),
});
export type PublicSettings = z.infer<typeof publicSettingsOutput>;
