import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Fragment, useContext, useState, type ReactNode } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import * as m from '@messages/checkout';
import { LANGUAGE, localName } from '@messages/locale';
import { formatRupees, paiseToMoneyString, rupeesToPaise, type Paise } from '../../shared/money.js';
import type { DeliveryView } from '../../shared/schemas/shipping.js';
import { codProblem } from '../../shared/shipping.js';
import { deliveryCharges, deliveryDay, useDelivery } from '../features/orders/use-delivery.js';
import { errorMessage } from '../trpc.js';
import { RequireCheckout } from '../components/RequireCheckout.js';
import { CheckoutSteps } from '../components/CheckoutSteps.js';
import { ControlsAfterHydration } from '../components/ControlsAfterHydration.js';
import { OrderItems } from '../components/OrderItems.js';
import { SectionCard } from '../components/SectionCard.js';
import { Notice } from '../components/Notice.js';
import { PageSplit } from '../components/PageSplit.js';
import { HeldPage } from '../components/HeldPage.js';
import { Placeholder } from '../components/Placeholder.js';
import { PlainButton } from '../components/PlainButton.js';
import { findIndianState } from '../../shared/india.js';
import { formatIndianMobile } from '../../shared/phone.js';
import { cartTaxBreakdown, cartTotals, PriceSummaryCard } from '../components/PriceDetails.js';
import { BusinessBuyerFields, businessBuyerProblems, gstinStateName, type BusinessBuyerDraft, type BusinessBuyerProblems } from '../features/orders/BusinessBuyerFields.js';
import { PromoCodeField } from '../features/orders/PromoCodeField.js';
import { usePlaceOrder } from '../features/orders/use-place-order.js';
import { usePromoCodeFor } from '../features/orders/use-promo-code.js';
import { useShopSettings } from '../features/settings/use-shop-settings.js';
import { usePaymentMethodLabels } from '../features/payments/labels.js';
import { useTitle } from '../lib/use-title.js';
import { useFilledIn } from '../lib/use-hydrated.js';
import { apiLine, cartQuantity, lineKey } from '../state/cart.js';
import { SHIPPING_KEY, useGuestContact, usePaymentMethod, useShippingAddress } from '../state/checkout.js';
import { DrawnValues } from '../state/store.js';
import { useSession } from '../state/session.js';
import { orderLinkPath } from '../features/orders/order-access.js';
import { useFreshCart } from '../state/use-fresh-cart.js';
import { countryName, stateName } from '../features/account/address-names.js';
import { toastError } from '../lib/toasts.js';

// Where a message places a part of the page (a link, a bold phrase): each is given to it as a marker.
const MARK = '\uE000';
const MARK2 = '\uE001';

/** The message with each marker replaced by its part. */
function withParts(text: string, parts: Record<string, ReactNode>): ReactNode {
  return text.split(/([\uE000\uE001])/).map((piece, i) => <Fragment key={i}>{parts[piece] ?? piece}</Fragment>);
}

/** 'Delivery by Thu, 3 Dec to 560001', the day in bold. */
function DeliveryLine({ date, pincode }: { date: string; pincode: string }) {
  return <Text size="sm">{withParts(m.deliveryTo({ delivery: MARK, pincode }), { [MARK]: <strong>{m.deliveryBy({ date })}</strong> })}</Text>;
}

/** Why cash on delivery cannot be taken for this order (src/shared/shipping.ts codProblem), in the page's words. */
function codRefusalText(delivery: DeliveryView, totalPaise: Paise): string | undefined {
  const limit = delivery.codMaxOrderValue === null ? null : rupeesToPaise(delivery.codMaxOrderValue);
  if (!codProblem(delivery, limit, totalPaise, formatRupees)) return undefined;
  return delivery.codAvailable && limit !== null ? m.codUpTo({ amount: formatRupees(limit) }) : m.codNotAvailable;
}

function PlaceOrderStep() {
  useTitle(m.placeOrder);
  const address = useShippingAddress();
  const method = usePaymentMethod();
  const methodLabels = usePaymentMethodLabels();
  const { items, refreshing } = useFreshCart();
  const promo = usePromoCodeFor(items);
  const settings = useShopSettings();
  const [, navigate] = useLocation();
  const signedIn = useSession() !== null;
  const guest = useGuestContact();
  const subtotal = cartTotals(items, promo.discount, { inclusive: settings?.pricesIncludeGst ?? false });
  const delivery = useDelivery(address?.pincode, subtotal.itemsPrice - (subtotal.discountPrice ?? 0));
  // A business buyer's GSTIN and name, for this order only: kept on this page, never in the browser's storage.
  const [business, setBusiness] = useState<BusinessBuyerDraft | null>(null);
  const [businessTried, setBusinessTried] = useState(false);
  const [businessRefusal, setBusinessRefusal] = useState<BusinessBuyerProblems>({});
  const place = usePlaceOrder({
    // A guest's order opens through its private link (docs/decisions/038-guest-checkout.md).
    onSuccess: (order) => navigate(order.privateLink ? orderLinkPath(order.privateLink.split('/order-link/')[1] ?? '') : `/order/${order._id}`),
    // A 409 says the prices changed since the cart was filled; its message tells the shopper so. A refused
    // GSTIN or business name is shown beside its field as well.
    onError: (error) => {
      toastError(error);
      const message = errorMessage(error);
      // By the field the server names (its message may be in Hindi), or by what the message says.
      const field = (error.data as { issues?: { path: string }[] } | undefined)?.issues?.[0]?.path;
      if (field === 'business.gstin' || /GSTIN/.test(message)) setBusinessRefusal({ gstin: message });
      else if (field === 'business.name' || /business name/i.test(message)) setBusinessRefusal({ name: message });
    },
  });

  // An address kept from before the shop asked for the recipient and the courier's number goes back to
  // the shipping step, which shows it with the two fields to fill in.
  if (!address?.recipientName || !address.phone) return <Redirect to="/shipping" replace />;
  // A guest's e-mail is asked at the shipping step.
  if (!signedIn && !guest) return <Redirect to="/shipping" replace />;
  if (!method || (method === 'Razorpay' && settings?.paymentGateway === 'none') || (method === 'UPI' && settings && !settings.upiId)) {
    return <Redirect to="/payment" replace />;
  }

  // The fees follow the shop's shipping rules for this pincode and value (docs/decisions/041-shipping-rules.md).
  const cashOnDelivery = method === 'COD';
  const charges = delivery.data ? deliveryCharges(delivery.data, cashOnDelivery) : undefined;
  const inclusive = settings?.pricesIncludeGst ?? false;
  // A cash-on-delivery total is rounded to the rupee, as the invoice will be (docs/decisions/042-prices-with-gst.md).
  const pricing = { charges, inclusive, roundToRupee: cashOnDelivery };
  const totals = cartTotals(items, promo.discount, pricing);
  const undeliverable = delivery.data && !delivery.data.serviceable ? delivery.data.message : null;
  const codRefusal = delivery.data && cashOnDelivery && !undeliverable ? codRefusalText(delivery.data, totals.totalPrice) : undefined;
  // The place of supply decides the split: the shop's own state CGST + SGST, any other IGST. A business
  // buyer's is the state of its GSTIN.
  const shopState = settings?.state ? findIndianState(settings.state)?.name : undefined;
  const supplyState = (business && gstinStateName(business.gstin)) || findIndianState(address.state)?.name;
  const split = shopState ? (supplyState === shopState ? 'intra' : 'inter') : undefined;
  const changeBusiness = (draft: BusinessBuyerDraft | null) => {
    setBusiness(draft);
    setBusinessRefusal({});
    if (!draft) setBusinessTried(false);
  };
  const placeOrder = () => {
    if (business) {
      setBusinessTried(true);
      const problems = businessBuyerProblems(business);
      if (problems.gstin || problems.name) {
        // The fields may be above the fold on a phone: bring them, with their reasons, into view.
        document.getElementById('po-business')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
        return;
      }
    }
    place.mutate({
      orderItems: items.map((i) => ({ ...apiLine(i), name: i.name, image: i.image, price: i.price })),
      shippingAddress: address,
      paymentMethod: method,
      itemsPrice: paiseToMoneyString(totals.itemsPrice),
      taxPrice: paiseToMoneyString(totals.taxPrice),
      shippingPrice: paiseToMoneyString(totals.shippingPrice),
      ...(totals.codFee ? { codFee: paiseToMoneyString(totals.codFee) } : {}),
      roundOff: `${(totals.roundOff ?? 0) < 0 ? '-' : ''}${paiseToMoneyString(Math.abs(totals.roundOff ?? 0))}`,
      totalPrice: paiseToMoneyString(totals.totalPrice),
      ...(promo.code ? { promoCode: promo.code, discountPrice: paiseToMoneyString(totals.discountPrice ?? 0) } : {}),
      ...(!signedIn && guest ? { guest } : {}),
      ...(business ? { business: { gstin: business.gstin, name: business.name.trim() } } : {}),
      // The customer's e-mails about the order are written in the language it was placed in.
      language: LANGUAGE,
    });
  };

  return (
    <PlaceOrderFrame>
      <ControlsAfterHydration>
        <PageSplit
          main={
            <Stack gap="md">
              <SectionCard id="po-shipping" title={m.shipping} titleMb="xs">
                {!signedIn && guest && (
                  <Text>
                    <strong>{m.emailLabel} </strong>
                    {guest.email}
                  </Text>
                )}
                <Text>
                  <strong>{m.deliverToLabel} </strong>
                  {address.recipientName}, {formatIndianMobile(address.phone)}
                </Text>
                <Text>
                  <strong>{m.addressLabel} </strong>
                  {[address.address, address.addressLine2].filter(Boolean).join(', ')}, {address.city} {address.pincode}, {stateName(address.state)}, {countryName(address.country)}
                </Text>
              </SectionCard>
              <SectionCard id="po-payment" title={m.paymentMethod} titleMb="xs">
                <Text>
                  <strong>{m.methodLabel} </strong>
                  {methodLabels[method]}
                </Text>
              </SectionCard>
              <SectionCard id="po-business" title={m.invoice} titleMb="xs">
                <BusinessBuyerFields draft={business} onChange={changeBusiness} tried={businessTried} serverProblems={businessRefusal} />
              </SectionCard>
              {undeliverable || codRefusal || delivery.isError ? (
                <Notice color="red" role="alert">
                  {undeliverable ? (
                    <>
                      {undeliverable}
                      {m.fullStop}{' '}
                      <Anchor component={Link} href="/shipping">
                        {m.chooseAnotherAddress}
                      </Anchor>
                    </>
                  ) : codRefusal ? (
                    <>
                      {codRefusal}
                      {m.fullStop}{' '}
                      <Anchor component={Link} href="/payment">
                        {m.chooseAnotherMethod}
                      </Anchor>
                    </>
                  ) : (
                    m.deliveryUnknown({ pincode: address.pincode, reason: errorMessage(delivery.error) })
                  )}
                </Notice>
              ) : delivery.data ? (
                <DeliveryLine date={deliveryDay(delivery.data)} pincode={address.pincode} />
              ) : null}
              <SectionCard id="po-items" title={m.orderItems} titleMb="md">
                {items.length === 0 ? (
                  <Notice>{m.cartEmpty}</Notice>
                ) : (
                  <OrderItems lines={items.map((i) => ({ key: lineKey(i), productId: i._id, variant: i.variant, variantTitle: i.variantTitle, name: localName(i), image: i.image, price: i.price, qty: i.qty }))} />
                )}
              </SectionCard>
            </Stack>
          }
          side={
            <PriceSummaryCard
              title={m.orderSummary}
              itemCount={cartQuantity(items)}
              totals={totals}
              breakdown={cartTaxBreakdown(items, promo.discount, split === 'intra', pricing)}
              split={split}
              promoCode={promo.code}
              withShipping
              inclusive={inclusive}
            >
              {items.length > 0 && signedIn && <PromoCodeField promo={promo} />}
              {!signedIn && (
                <Text size="xs" c="dimmed">
                  {m.promoForSignedIn}
                </Text>
              )}
              <PlainButton
                size="md"
                fullWidth
                style={{ marginTop: 'var(--mantine-spacing-sm)' }}
                disabled={items.length === 0 || refreshing || promo.checking || !charges || Boolean(undeliverable) || Boolean(codRefusal)}
                loading={place.isPending}
                onClick={placeOrder}
              >
                {m.placeOrder}
              </PlainButton>
              <Text size="xs" c="dimmed" mt={4}>
                {withParts(m.agreeTo({ terms: MARK, returns: MARK2 }), {
                  [MARK]: (
                    <Anchor component={Link} href="/pages/terms" size="xs">
                      {m.termsLink}
                    </Anchor>
                  ),
                  [MARK2]: (
                    <Anchor component={Link} href="/pages/returns" size="xs">
                      {m.returnsLink}
                    </Anchor>
                  ),
                })}
              </Text>
            </PriceSummaryCard>
          }
        />
      </ControlsAfterHydration>
    </PlaceOrderFrame>
  );
}

/** The step's steps bar and heading: drawn by the server, and above the order once the browser has it. */
function PlaceOrderFrame({ children }: { children: ReactNode }) {
  return (
    <HeldPage>
      <CheckoutSteps active={3} />
      <Title order={1} fz={{ base: 24, sm: 30 }} mb="lg">
        {m.placeOrder}
      </Title>
      {children}
    </HeldPage>
  );
}

/** The frame with the order's space held: the address, payment method and cart are in the browser only. */
const HELD_ORDER = (
  <PlaceOrderFrame>
    <PageSplit
      busy={{ label: m.loadingOrder }}
      main={
        <Stack gap="md">
          <Placeholder height={150} />
          <Placeholder height={90} />
          <Placeholder height={220} />
        </Stack>
      }
      side={<Placeholder height={360} />}
    />
  </PlaceOrderFrame>
);

/** A signed-in shopper's step, or a guest's while the shop takes guests (RequireCheckout). */
export function PlaceOrderPage() {
  const hydrated = useFilledIn();
  // Drawn whole by the server for this shopper, it hydrates as drawn (docs/decisions/061-shopper-pages-drawn.md).
  const drawnWhole = useContext(DrawnValues)?.[SHIPPING_KEY] !== undefined;
  if (!hydrated && !drawnWhole) return HELD_ORDER;
  return (
    <RequireCheckout fallback={HELD_ORDER}>
      <PlaceOrderStep />
    </RequireCheckout>
  );
}
