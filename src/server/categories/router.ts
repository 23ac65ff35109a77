import { idInput, messageOutput } from '../../shared/schemas/common.js';
import { categoryCreateInput, categoryListInput, categoryOrderInput, categoryOutput, categoryTreeOutput, categoryUpdateInput } from '../../shared/schemas/category.js';
import { requireAdmin } from '../auth/session.js';
import { purgeEverything } from '../cdn/changed-pages.js';
import { adminProcedure, publicProcedure, router } from '../trpc/init.js';
import { createCategory, deleteCategory, listCategories, reorderCategories, updateCategory } from './manage-categories.js';

const tags = ['Categories'];

export const categoriesRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/categories',
        tags,
        summary: 'The categories: top-level ones in the owner’s order, each with the categories inside it (admins may add withCounts=true for each one’s number of products)',
      },
    })
    .input(categoryListInput)
    .output(categoryTreeOutput)
    .query(({ ctx, input }) => {
      if (input?.withCounts) requireAdmin(ctx.user);
      return listCategories(ctx.deps.db, { withCounts: input?.withCounts });
    }),

  create: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/categories',
        tags,
        protect: true,
        summary: 'Create a category (admin): its slug is made from the name when not given; parentId puts it inside a top-level category',
      },
    })
    .input(categoryCreateInput)
    .output(categoryOutput)
    .mutation(({ ctx, input }) => {
      // Every page carries the category bar.
      const category = createCategory(ctx.deps.db, input);
      purgeEverything(ctx.deps);
      return category;
    }),

  reorder: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/categories/order',
        tags,
        protect: true,
        summary: 'Put the top-level categories, or the categories inside one, in a new order (admin): every one of them, once',
      },
    })
    .input(categoryOrderInput)
    .output(categoryTreeOutput)
    .mutation(({ ctx, input }) => {
      const categories = reorderCategories(ctx.deps.db, input.ids);
      purgeEverything(ctx.deps);
      return categories;
    }),

  update: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/categories/{id}',
        tags,
        protect: true,
        summary: 'Change a category (admin): a new slug keeps the old address redirecting to it; parentId moves it inside another (null: to the top)',
      },
    })
    .input(categoryUpdateInput)
    .output(categoryOutput)
    .mutation(({ ctx, input }) => {
      const { id, ...fields } = input;
      const category = updateCategory(ctx.deps.db, id, fields);
      purgeEverything(ctx.deps);
      return category;
    }),

  delete: adminProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/categories/{id}', tags, protect: true, summary: 'Delete a category that holds no products and no categories (admin)' },
    })
    .input(idInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => {
      deleteCategory(ctx.deps.db, input.id);
      purgeEverything(ctx.deps);
      return { message: 'Category deleted' };
    }),
});
