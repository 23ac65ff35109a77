import { z } from 'zod';
import { settingsInput, settingsOutput } from '../../shared/schemas/settings.js';
import { purgeEverything } from '../cdn/changed-pages.js';
import { adminProcedure, publicProcedure, router } from '../trpc/init.js';
import { shopSettings } from './store-settings.js';

const tags = ['Settings'];

export const settingsRouter = router({
  get: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/settings', tags, summary: 'The shop’s settings: name, contact, address, GSTIN, links, texts, payment mode and limits' } })
    .input(z.object({}).optional())
    .output(settingsOutput)
    .query(({ ctx }) => shopSettings(ctx.deps)),

  update: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/settings', tags, protect: true, summary: 'Change the shop’s settings (admin); fields not sent keep their value' } })
    .input(settingsInput)
    .output(settingsOutput)
    .mutation(({ ctx, input }) => {
      ctx.deps.settings.save(input);
      // Every page carries the settings (the shop's name, links, banner, footer).
      purgeEverything(ctx.deps);
      return shopSettings(ctx.deps);
    }),
});
