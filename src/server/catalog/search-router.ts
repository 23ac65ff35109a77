import { z } from 'zod';
import { idInput, messageOutput } from '../../shared/schemas/common.js';
import { searchStatsInput, searchStatsOutput, synonymSetInput, synonymSetOutput, synonymSetUpdateInput } from '../../shared/schemas/search.js';
import { adminProcedure, router } from '../trpc/init.js';
import { searchStats } from './search-stats.js';
import { createSynonymSet, deleteSynonymSet, listSynonymSets, updateSynonymSet } from './synonyms.js';

const tags = ['Search'];

/** The owner's side of search: synonym sets and what shoppers searched for (docs/decisions/049-search-words.md). */
export const searchRouter = router({
  stats: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/search/stats',
        tags,
        protect: true,
        summary: 'The most made searches and those that found nothing over the last days (admin; default 30): counts per normalised search, nothing about who searched',
      },
    })
    .input(searchStatsInput)
    .output(searchStatsOutput)
    .query(({ ctx, input }) => searchStats(ctx.deps.db, input ?? {})),

  synonyms: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/search/synonyms', tags, protect: true, summary: 'The synonym sets: words and phrases a search treats as the same (admin)' } })
    .input(z.object({}).optional())
    .output(z.array(synonymSetOutput))
    .query(({ ctx }) => listSynonymSets(ctx.deps.db)),

  addSynonyms: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/search/synonyms',
        tags,
        protect: true,
        summary: 'Add a synonym set (admin): two to 20 words or short phrases that mean the same, in any language (mobile, phone, smartphone)',
      },
    })
    .input(synonymSetInput)
    .output(synonymSetOutput)
    .mutation(({ ctx, input }) => createSynonymSet(ctx.deps.db, input)),

  updateSynonyms: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/search/synonyms/{id}', tags, protect: true, summary: 'Replace the words of a synonym set (admin)' } })
    .input(synonymSetUpdateInput)
    .output(synonymSetOutput)
    .mutation(({ ctx, input }) => updateSynonymSet(ctx.deps.db, input.id, { terms: input.terms })),

  deleteSynonyms: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/search/synonyms/{id}', tags, protect: true, summary: 'Delete a synonym set (admin)' } })
    .input(idInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => {
      deleteSynonymSet(ctx.deps.db, input.id);
      return { message: 'Synonym set deleted' };
    }),
});
