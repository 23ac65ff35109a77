import { idInput, messageOutput } from '../../shared/schemas/common.js';
import { savedAddressInput, savedAddressListOutput, savedAddressOutput, savedAddressUpdateInput } from '../../shared/schemas/address.js';
import { customerProcedure, router } from '../trpc/init.js';
import { z } from 'zod';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './addresses.js';

const tags = ['Users'];

/** The signed-in customer's address book (src/server/users/addresses.ts). */
export const addressesRouter = router({
  list: customerProcedure
    .meta({ openapi: { method: 'GET', path: '/users/addresses', tags, protect: true, summary: 'Your saved addresses, the default first' } })
    .input(z.object({}).optional())
    .output(savedAddressListOutput)
    .query(({ ctx }) => ({ addresses: listAddresses(ctx.deps.db, ctx.user.id) })),

  add: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/users/addresses',
        tags,
        protect: true,
        summary: 'Save an address (at most 20); the first, or one with isDefault, becomes the default',
      },
    })
    .input(savedAddressInput)
    .output(savedAddressOutput)
    .mutation(({ ctx, input }) => addAddress(ctx.deps.db, ctx.user.id, input)),

  update: customerProcedure
    .meta({ openapi: { method: 'PUT', path: '/users/addresses/{id}', tags, protect: true, summary: 'Change one of your saved addresses; isDefault: true makes it the default' } })
    .input(savedAddressUpdateInput)
    .output(savedAddressOutput)
    .mutation(({ ctx, input }) => {
      const { id, ...fields } = input;
      return updateAddress(ctx.deps.db, ctx.user.id, id, fields);
    }),

  delete: customerProcedure
    .meta({ openapi: { method: 'DELETE', path: '/users/addresses/{id}', tags, protect: true, summary: 'Delete one of your saved addresses' } })
    .input(idInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => {
      deleteAddress(ctx.deps.db, ctx.user.id, input.id);
      return { message: 'Address deleted' };
    }),
});
