import { orderItems, orders, type UserRow } from '../../../drizzle/schema.js';
import type { PaymentMethod } from '../../shared/constants.js';
import { findIndianState } from '../../shared/india.js';
import { formatRupees } from '../../shared/money.js';
import { priceOrder, splitTax, type OrderTotals } from '../../shared/order-totals.js';
import { gstBasisPoints } from '../../shared/constants.js';
import { codProblem, deliveryFee, deliveryTerms, notDeliveredMessage } from '../../shared/shipping.js';
import { delivers, loadShippingRules } from '../shipping/shipping-rules.js';
import type { z } from 'zod';
import type { shippingAddressSchema } from '../../shared/schemas/address.js';
import type { Order } from '../../shared/schemas/order.js';
import type { AppDeps } from '../deps.js';
import { badRequest, conflict } from '../errors.js';
import { groupCommit } from '../db/group-commit.js';
import { insertRow } from '../db/table-rows.js';
import { newId } from '../ids.js';
import { chooseVariants, lineName, sellableProducts, type LineChoice } from '../catalog/variants.js';
import { emptyCart, emptyGuestCarts } from '../cart/cart.js';
import { adminNewOrderMail, orderPlacedMail } from '../mail/order-messages.js';
import { enqueueMail } from '../mail/outbox.js';
import { enqueueShopperMail } from '../mail/shopper-mail.js';
import { applyPromotion } from '../promotions/promotions.js';
import { addressKey, assertUnpaidOrdersWithinLimit, assertWithinCodLimits, type Orderer } from './cod-limits.js';
import { createOrderLink, orderLinkUrl } from './order-links.js';
import { indexNewOrders } from './order-search.js';
import { takeOrderNumber } from './order-number.js';
import { getOrder } from './read-orders.js';
import { purgeProducts } from '../cdn/changed-pages.js';
import { reserveStock } from './stock.js';
import { appendEvent, shopIdentity } from './transition.js';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales.js';

export interface OrderRequest {
  orderItems: { product: string; variant?: string; qty: number }[];
  /** As the order schema checked it (src/shared/schemas/address.ts). */
  shippingAddress: z.output<typeof shippingAddressSchema>;
  paymentMethod: PaymentMethod;
  /** A promo code the shopper applied; the server decides what it is worth. */
  promoCode?: string;
  /** A business buyer's GSTIN (checked by the schema) and name: a B2B sale. */
  business?: { gstin: string; name: string };
  /** The client's totals in paise (its discount absent means none): compared with the server's, never stored. */
  clientTotals: OrderTotals;
  /** The language the shopper placed it in (English when not given): the customer's e-mails are written in it. */
  language?: Locale;
}

/**
 * Who places the order: a signed-in account, or a guest with an e-mail and a mobile number (10 digits) and the
 * address the request came from (docs/decisions/038-guest-checkout.md).
 */
export type Buyer = { user: UserRow } | { guest: { email: string; phone: string; clientIp: string } };

/** The timeline's actor for what a guest does through the order's private link. */
export const GUEST_ACTOR = 'guest';

export const GUEST_PROMO_MESSAGE = 'Promo codes are for signed-in customers: sign in or create an account to use one, or place the order without it.';

/** The order, and for a guest the private link to its page (the only time the link is given out). */
export interface PlacedOrder {
  order: Order;
  privateLink?: string;
}

export const COD_ONLY_ORDER_MESSAGE = 'This shop takes cash on delivery only: choose Cash on Delivery (COD)';
export const NO_UPI_MESSAGE = 'This shop does not take UPI payments straight to it: choose another payment method';

/**
 * GST place of supply: the delivery state, or for a business buyer its GSTIN's state (the goods are billed to
 * it, docs/decisions/047-credit-notes-and-gstr1.md); within the shop's own state the tax is CGST + SGST, else IGST.
 */
function placeOfSupply(shopStateCode: string | null, deliveryState: string, buyerGstin: string | undefined): { stateCode: string | null; intraState: boolean } {
  const stateCode = buyerGstin ? buyerGstin.slice(0, 2) : (findIndianState(deliveryState)?.code ?? null);
  return { stateCode, intraState: shopStateCode !== null && stateCode === shopStateCode };
}

function lineSplit(tax: number, intraState: boolean) {
  const split = splitTax(tax, intraState);
  return { cgstPaise: split.cgst, sgstPaise: split.sgst, igstPaise: split.igst };
}

/** One line per product and variant, in the order first named: the same one twice has its quantities added. */
function sumQuantities(lines: OrderRequest['orderItems']): (LineChoice & { qty: number })[] {
  const byChoice = new Map<string, LineChoice & { qty: number }>();
  for (const line of lines) {
    const key = `${line.product}|${line.variant ?? ''}`;
    const seen = byChoice.get(key);
    if (seen) seen.qty += line.qty;
    else byChoice.set(key, { product: line.product, ...(line.variant === undefined ? {} : { variant: line.variant }), qty: line.qty });
  }
  return [...byChoice.values()];
}

/** The buyer as the order records it and as the limits count it. */
function buyerParts(buyer: Buyer, address: OrderRequest['shippingAddress']) {
  if ('user' in buyer) {
    const { user } = buyer;
    const orderer: Orderer = { userId: user.id };
    return { user, guest: null, orderer, buyerColumns: { userId: user.id, userName: user.name, userEmail: user.email } };
  }
  const guest = { ...buyer.guest, email: buyer.guest.email.trim().toLowerCase() };
  const orderer: Orderer = { email: guest.email, phones: [guest.phone, ...(address.phone ? [address.phone] : [])], clientIp: guest.clientIp };
  return {
    user: null,
    guest,
    orderer,
    // A guest's name is the recipient's: the only one the checkout asks for.
    buyerColumns: { userId: null, userName: address.recipientName ?? guest.email, userEmail: guest.email, placedAsGuest: true, clientIp: guest.clientIp },
  };
}

/**
 * Places an order at the database's prices, reserving the stock in the same immediate transaction, with its
 * order number (order-number.ts), its first timeline event and its e-mails in the outbox. Anything wrong (a product that is gone or not for
 * sale, too little stock, more than the shop allows: MAX_LINE_QTY units a line, MAX_UNPAID_ORDERS orders
 * holding stock unpaid, the store's cash-on-delivery limits (cod-limits.ts), totals that differ from the
 * client's) writes nothing. An online order holds its stock for PAYMENT_WINDOW_MINUTES; then it is cancelled
 * unless paid.
 */
export async function placeOrder(deps: AppDeps, buyer: Buyer, request: OrderRequest, now = new Date()): Promise<PlacedOrder> {
  const { db, config } = deps;
  const { user, guest, orderer, buyerColumns } = buyerParts(buyer, request.shippingAddress);
  // A promo code's limits are kept per account; a guest has none to keep them by.
  if (guest && request.promoCode) throw badRequest(GUEST_PROMO_MESSAGE);
  const rules = { maxLineQty: config.limits.lineQuantity, maxUnpaidOrders: config.limits.unpaidOrders };
  // Paid before it ships: through the gateway, or by UPI straight to the shop (docs/decisions/055-upi-direct.md).
  const online = request.paymentMethod !== 'COD';
  if (request.paymentMethod === 'Razorpay' && deps.payments.gateway === null) throw badRequest(COD_ONLY_ORDER_MESSAGE);
  if (request.paymentMethod === 'UPI' && !deps.settings.get().upiId) throw badRequest(NO_UPI_MESSAGE);
  const quantities = sumQuantities(request.orderItems);
  const orderId = newId();
  const settings = deps.settings.get();
  if (request.business && settings.gstin && request.business.gstin === settings.gstin) {
    throw badRequest('That is this shop’s own GSTIN: enter the GSTIN of the business that is buying');
  }
  const supply = placeOfSupply(settings.stateCode, request.shippingAddress.state, request.business?.gstin);
  const deliveryKey = addressKey(request.shippingAddress);
  // Products whose last units this order takes: their pages now say out of stock.
  let soldOut: string[] = [];
  // Orders placed at the same moment share one commit (docs/decisions/053-checkout-throughput.md).
  // Each order is a savepoint of its own in the group's immediate transaction: one that is refused undoes only
  // its own writes. Everything runs on the shop's one connection (db). The group's new orders then go into the
  // admin's search index together (docs/decisions/063-order-search-per-group.md).
  const placed = await groupCommit(db).run(() => {
    // Where and how it can be delivered, by the shop's shipping rules (docs/decisions/041-shipping-rules.md),
    // as kept for the shop's connection: every change to them goes through it and forgets the kept copy.
    const shipping = loadShippingRules(db);
    const { pincode, state } = request.shippingAddress;
    if (!delivers(db, shipping, pincode)) throw badRequest(notDeliveredMessage(pincode));
    const terms = deliveryTerms(shipping, pincode, state);
    const sellable = sellableProducts(
      db,
      quantities.map((line) => line.product),
    );
    const chosen = chooseVariants(db, quantities, sellable);
    const seenVariants = new Set<string>();
    const lines = quantities.map(({ product: productId, qty }, i) => {
      const choice = chosen[i];
      if ('gone' in choice) throw badRequest(`A product in your cart no longer exists (${productId}). Please remove it and try again.`);
      if ('problem' in choice) throw badRequest(choice.problem);
      // The one variant of a product sold one way, named once with its id and once without, is one line.
      if (seenVariants.has(choice.chosen.variant.id)) throw badRequest(`${lineName(choice.chosen)} is in the order twice: please name it once`);
      seenVariants.add(choice.chosen.variant.id);
      if (qty > rules.maxLineQty) throw badRequest(`You can order at most ${rules.maxLineQty} of ${lineName(choice.chosen)} at once`);
      return { ...choice.chosen, qty };
    });

    if (!online) {
      const limits = {
        openPerAccount: settings.codMaxOpenOrdersPerAccount,
        openPerAddress: settings.codMaxOpenOrdersPerAddress,
        unitsPerProductPerDay: settings.codMaxUnitsPerProductPerDay,
      };
      assertWithinCodLimits(db, limits, {
        orderer,
        addressKey: deliveryKey,
        lines: lines.map(({ product, qty }) => ({ productId: product.id, name: product.name, qty })),
        canPayOnline: deps.payments.gateway !== null,
        now,
      });
    }
    assertUnpaidOrdersWithinLimit(db, orderer, rules.maxUnpaidOrders);

    soldOut = lines.filter((line) => reserveStock(db, line.variant, lineName(line), line.qty)).map((line) => line.product.id);

    const priced = lines.map(({ product, variant, qty }) => ({ unitPrice: variant.pricePaise, qty, gstRate: product.gstRateBp / 100 }));
    const itemsPaise = priced.reduce((sum, line) => sum + line.unitPrice * line.qty, 0);
    // The code is checked again here, in the order's own transaction, so its limits hold under concurrency.
    const applied = request.promoCode && user ? applyPromotion(db, request.promoCode, user, itemsPaise, now) : null;
    const discount = applied?.discountPaise ?? 0;
    const charges = { shipping: deliveryFee(terms, itemsPaise - discount), codFee: online ? 0 : shipping.codFeePaise };
    // With prices that include GST the tax is taken out of them, line by line (docs/decisions/042-prices-with-gst.md).
    // A cash-on-delivery total is rounded to the rupee, as Indian invoices do; an online one stays exact.
    const pricing = priceOrder(priced, discount, { charges, inclusive: settings.pricesIncludeGst, roundToRupee: !online });
    const { totals, lines: taxed } = pricing;
    if (!online) {
      const problem = codProblem(terms, shipping.codMaxOrderPaise, totals.totalPrice, formatRupees);
      if (problem) throw badRequest(deps.payments.gateway ? `${problem}: please pay online` : `Sorry, ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`);
    }
    const client = request.clientTotals;
    if ((client.discountPrice ?? 0) !== totals.discountPrice) {
      throw conflict(
        applied
          ? `The code ${applied.promotion.code} now takes ${formatRupees(totals.discountPrice ?? 0)} off this order. Please review your cart and place the order again.`
          : 'A discount needs a promo code. Please review your cart and place the order again.',
      );
    }
    if (
      client.itemsPrice !== totals.itemsPrice ||
      client.taxPrice !== totals.taxPrice ||
      client.shippingPrice !== totals.shippingPrice ||
      (client.codFee ?? 0) !== (totals.codFee ?? 0) ||
      // A client that knows the round-off states it; one that does not (the spec's) sends the total before it.
      (client.roundOff === undefined
        ? client.totalPrice !== totals.totalPrice - (totals.roundOff ?? 0)
        : client.roundOff !== (totals.roundOff ?? 0) || client.totalPrice !== totals.totalPrice)
    ) {
      throw conflict(
        `Prices have changed since your cart was loaded: the total is now ${formatRupees(totals.totalPrice)}. Please review your cart and place the order again.`,
      );
    }

    insertRow(db.$client, orders, {
      id: orderId,
      ...takeOrderNumber(db),
      ...buyerColumns,
      ...request.shippingAddress,
      // The courier calls the guest when the address gives no number of its own.
      phone: request.shippingAddress.phone ?? guest?.phone,
      addressKey: deliveryKey,
      paymentMethod: request.paymentMethod,
      itemsPricePaise: totals.itemsPrice,
      taxPricePaise: totals.taxPrice,
      shippingPricePaise: totals.shippingPrice,
      codFeePaise: totals.codFee ?? 0,
      pricesIncludeGst: settings.pricesIncludeGst,
      roundOffPaise: totals.roundOff ?? 0,
      chargesGstRateBp: gstBasisPoints(pricing.chargesRate),
      shippingTaxPaise: pricing.shipping.tax,
      codFeeTaxPaise: pricing.codFee.tax,
      totalPricePaise: totals.totalPrice,
      discountPricePaise: totals.discountPrice ?? 0,
      promotionId: applied?.promotion.id ?? null,
      promoCode: applied?.promotion.code ?? null,
      placeOfSupplyCode: supply.stateCode,
      intraState: supply.intraState,
      buyerGstin: request.business?.gstin ?? null,
      buyerBusinessName: request.business?.name ?? null,
      language: request.language ?? DEFAULT_LOCALE,
      paymentDueAt: online ? new Date(now.getTime() + config.paymentWindowMinutes * 60_000) : null,
      createdAt: now,
    });
    lines.forEach(({ product, variant, title, image, qty }, position) =>
      insertRow(db.$client, orderItems, {
        id: newId(),
        orderId,
        productId: product.id,
        variantId: variant.id,
        variantTitle: title || null,
        sku: variant.sku ?? product.sku,
        position,
        name: product.name,
        image,
        pricePaise: variant.pricePaise,
        qty,
        gstRateBp: product.gstRateBp,
        hsnCode: product.hsnCode,
        discountPaise: taxed[position].discount,
        taxablePaise: taxed[position].taxable,
        taxPaise: taxed[position].tax,
        ...lineSplit(taxed[position].tax, supply.intraState),
      }),
    );
    appendEvent(db, orderId, 'placed', user?.id ?? GUEST_ACTOR, applied ? `Promo code ${applied.promotion.code}` : null, now);
    // The cart is bought: the saved one is emptied with it (docs/decisions/037-server-cart.md).
    if (user) emptyCart(db, user.id, now);
    if (guest) emptyGuestCarts(db, guest.email, now);
    const privateLink = guest ? orderLinkUrl(config.publicUrl, createOrderLink(db, orderId, now), request.language) : undefined;
    // The shop's one connection: the order as this transaction wrote it.
    const order = getOrder(db, orderId);
    enqueueShopperMail(deps, db, orderPlacedMail(order, shopIdentity(deps), privateLink), now);
    if (config.mail.adminEmail) enqueueMail(db, adminNewOrderMail(order, shopIdentity(deps), config.mail.adminEmail), now);
    return { order, privateLink };
  }, indexNewOrders);
  deps.mail.kick();
  purgeProducts(deps, soldOut);
  return placed;
}
