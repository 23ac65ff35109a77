import { z } from 'zod';
import { isoDate, rupeesOutput } from './common.js';

const periodFigures = z.object({
  /** Money received (paid online, or cash collected at delivery) less refunds, for orders paid in the period. */
  revenue: rupeesOutput,
  /** Orders placed in the period and not cancelled. */
  orders: z.number().int(),
  /** Revenue over the orders paid in the period and not refunded in full (0 when there is none). */
  averageOrderValue: rupeesOutput,
});

export const dashboardOutput = z.object({
  today: periodFigures,
  last7Days: periodFigures,
  last30Days: periodFigures,
  /** Revenue per day for the last 30 days, India's dates, oldest first. */
  revenueByDay: z.array(z.object({ date: z.string(), revenue: rupeesOutput })),
  /** Orders that can ship now: COD orders not yet shipped, and online orders paid and not yet shipped. */
  waitingToShip: z.number().int(),
  lowStock: z.array(z.object({ _id: z.string(), name: z.string(), countInStock: z.number().int(), lowStockThreshold: z.number().int() })),
  /**
   * The last 30 days' products by units sold: ordered, not cancelled, less the units refunds put back into stock;
   * revenue is those units' taxable value.
   */
  bestSellers: z.array(z.object({ product: z.string().nullable(), name: z.string(), units: z.number().int(), revenue: rupeesOutput })),
  recentOrders: z.array(
    z.object({
      _id: z.string(),
      /** As on the order ('RS-10001'). */
      orderNumber: z.string(),
      customer: z.string(),
      totalPrice: rupeesOutput,
      paymentStatus: z.string(),
      fulfilmentStatus: z.string(),
      createdAt: isoDate,
    }),
  ),
  /** A backup older than two days, a failed one, or none yet: said on the dashboard. */
  backupWarning: z.string().nullable(),
  /** Off-site backups are on and the last try to send them to the bucket failed: said on the dashboard. */
  offsiteWarning: z.string().nullable(),
  /** The shop's settings were never saved: the owner should fill them in. */
  settingsMissing: z.boolean(),
});
export type Dashboard = z.infer<typeof dashboardOutput>;
