import { policyPageInput, policyPageOutput, policyPageQueryInput } from '../../shared/schemas/policy-page.js';
import { purgePolicyPage } from '../cdn/changed-pages.js';
import { adminProcedure, publicProcedure, router } from '../trpc/init.js';
import { getPolicyPage, policySlug, savePolicyPage } from './policy-pages.js';

const tags = ['Pages'];

export const pagesRouter = router({
  get: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/pages/{slug}',
        tags,
        summary: 'A policy page (returns, shipping, privacy, terms): its Markdown and its HTML, the owner’s text or the starting text',
      },
    })
    .input(policyPageQueryInput)
    .output(policyPageOutput)
    .query(({ ctx, input }) => getPolicyPage(ctx.deps, policySlug(input.slug), input.language)),

  save: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/pages/{slug}',
        tags,
        protect: true,
        summary:
          'Change a policy page’s text, in Markdown, and optionally its Hindi version (admin); an empty body brings back the starting text',
      },
    })
    .input(policyPageInput)
    .output(policyPageOutput)
    .mutation(({ ctx, input }) => {
      const slug = policySlug(input.slug);
      const page = savePolicyPage(ctx.deps, slug, input.body, input.bodyHi);
      purgePolicyPage(ctx.deps, slug);
      return page;
    }),
});
