import { z } from 'zod';
import { idInput, messageOutput } from '../../shared/schemas/common.js';
import { paiseToRupees } from '../../shared/money.js';
import {
  promotionFields,
  promotionListInput,
  promotionListOutput,
  promotionOutput,
  promotionUpdateInput,
  validatePromotionInput,
  validatePromotionOutput,
} from '../../shared/schemas/promotion.js';
import { storefrontBannerOutput } from '../../shared/schemas/settings.js';
import { purgingBanner } from '../cdn/changed-pages.js';
import { adminProcedure, customerProcedure, router } from '../trpc/init.js';
import {
  applyPromotion,
  bannerFor,
  createPromotion,
  deletePromotion,
  describePromotion,
  getPromotion,
  itemsWorth,
  listPromotions,
  promoCheckKeys,
  updatePromotion,
} from './promotions.js';

const tags = ['Promotions'];

export const promotionsRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/promotions', tags, protect: true, summary: 'Promotions, newest first, with their uses (admin)' } })
    .input(promotionListInput)
    .output(promotionListOutput)
    .query(({ ctx, input }) => listPromotions(ctx.deps.db, input)),

  byId: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/promotions/{id}', tags, protect: true, summary: 'A promotion (admin)' } })
    .input(idInput)
    .output(promotionOutput)
    .query(({ ctx, input }) => getPromotion(ctx.deps.db, input.id)),

  create: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/promotions', tags, protect: true, summary: 'Create a promotion (admin): percent (1–90) or fixed rupees off, with its conditions' } })
    .input(promotionFields)
    .output(promotionOutput)
    .mutation(({ ctx, input }) => createPromotion(ctx.deps.db, input)),

  update: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/promotions/{id}', tags, protect: true, summary: 'Change a promotion (admin); active=false deactivates it' } })
    .input(promotionUpdateInput)
    .output(promotionOutput)
    .mutation(({ ctx, input }) => {
      const { id, ...fields } = input;
      return purgingBanner(ctx.deps, id, () => updatePromotion(ctx.deps.db, id, fields));
    }),

  delete: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/promotions/{id}', tags, protect: true, summary: 'Delete a promotion no order has used (admin)' } })
    .input(idInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => {
      purgingBanner(ctx.deps, input.id, () => deletePromotion(ctx.deps, input.id));
      return { message: 'Promotion deleted' };
    }),

  banner: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/promotions/banner',
        tags,
        protect: true,
        summary: 'The storefront banner for you: none when its promotion is one you can no longer use (a first order only, or your own limit reached)',
      },
    })
    .input(z.object({}).optional())
    .output(z.object({ banner: storefrontBannerOutput.nullable() }))
    .query(({ ctx }) => ({ banner: bannerFor(ctx.deps.db, ctx.deps.settings.get(), ctx.user.id) })),

  validate: customerProcedure
    .meta({ openapi: { method: 'POST', path: '/promotions/validate', tags, protect: true, summary: 'The discount a code gives for these items now, or why it does not apply' } })
    .input(validatePromotionInput)
    .output(validatePromotionOutput)
    .mutation(({ ctx, input }) =>
      // A refusal counts against the account and the address; a code that works does not (promoCheckKeys).
      ctx.deps.limiters.promoChecks.run(promoCheckKeys(ctx.ip, ctx.user.id), async () => {
        const items = itemsWorth(ctx.deps.db, input.orderItems);
        const applied = applyPromotion(ctx.deps.db, input.code, ctx.user, items);
        return {
          code: applied.promotion.code,
          discount: paiseToRupees(applied.discountPaise),
          itemsPrice: paiseToRupees(items),
          description: describePromotion(applied.promotion),
        };
      }),
    ),
});
