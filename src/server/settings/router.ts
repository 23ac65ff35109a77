import { z } from 'zod';
import { publicSettingsOutput } from '../../shared/schemas/settings.js';
import { publicProcedure, router } from '../trpc/init.js';
import { publicSettings } from './public-settings.js';

export const settingsRouter = router({
  get: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/settings', tags: ['Settings'], summary: 'The shop’s public settings: name, contact, payment mode and limits' } })
    .input(z.object({}).optional())
    .output(publicSettingsOutput)
    .query(({ ctx }) => publicSettings(ctx.deps)),
});
