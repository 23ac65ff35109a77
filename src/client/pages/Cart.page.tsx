import { useEffect, useRef, type ReactNode } from 'react';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useSearch } from 'wouter';
import * as m from '@messages/cart';
import { localName } from '@messages/locale';
import { GoBack } from '../components/GoBack.js';
import { InclGst } from '../components/InclGst.js';
import { TrashIcon } from '../components/icons.js';
import { Notice } from '../components/Notice.js';
import { PlainCard } from '../components/PlainCard.js';
import { PlainButton, PlainIconButton } from '../components/PlainButton.js';
import { Placeholder } from '../components/Placeholder.js';
import { PageSplit } from '../components/PageSplit.js';
import { useFilledIn } from '../lib/use-hydrated.js';
import { rupees } from '../components/Price.js';
import { cartTaxBreakdown, cartTotals, PriceSummaryCard } from '../components/PriceDetails.js';
import { PromoCodeField } from '../features/orders/PromoCodeField.js';
import { usePromoCodeFor, type PromoState } from '../features/orders/use-promo-code.js';
import { useSession } from '../state/session.js';
import { useShippingAddress } from '../state/checkout.js';
import { useDeliverTo } from '../state/deliver-to.js';
import { useShopSettings } from '../features/settings/use-shop-settings.js';
import { deliveryCharges, deliveryDay, useDelivery } from '../features/orders/use-delivery.js';
import { QtySelect } from '../components/QtySelect.js';
import { withRedirect } from '../lib/redirect.js';
import { useTitle } from '../lib/use-title.js';
import { addToCart, cartQuantity, lineKey, removeFromCart, type CartItem } from '../state/cart.js';
import { productHref } from '../components/OrderItems.js';
import { describeLine } from '../../shared/variants.js';
import { useFreshCart } from '../state/use-fresh-cart.js';
import classes from './Cart.module.css';
import { ProductImage } from '../components/ProductImage.js';
import { restoreCartLines } from '../state/restore-cart.js';
import { errorStatus, trpc } from '../trpc.js';

const NOTICE_GAP = { marginBottom: 'var(--mantine-spacing-md)' };

/**
 * A cart reminder's link back to the cart (`/cart?restore=key`): the reminded cart's lines join this
 * browser's cart; an account's cart is shown by signing in instead (docs/decisions/039-abandoned-carts.md).
 */
function RestoreCart({ restoreKey }: { restoreKey: string }) {
  const signedIn = useSession() !== null;
  const [, navigate] = useLocation();
  const restored = trpc.cart.restore.useQuery({ key: restoreKey }, { retry: false, staleTime: Infinity });
  const done = useRef(false);
  const data = restored.data;
  useEffect(() => {
    if (!data || data.forAccount || done.current) return;
    done.current = true;
    restoreCartLines(data.cartItems);
  }, [data]);

  if (restored.isPending) return null;
  if (restored.error) {
    return (
      <Notice color="orange" style={NOTICE_GAP}>
        {errorStatus(restored.error) === 404 ? m.linkGone : m.notLoaded}
      </Notice>
    );
  }
  if (data?.forAccount && !signedIn) {
    return (
      <Notice title={m.savedCart} style={NOTICE_GAP}>
        <Text size="sm" mb="sm">
          {m.signInToSee}
        </Text>
        <PlainButton onClick={() => navigate(withRedirect('/login', '/cart'))}>{m.signIn}</PlainButton>
      </Notice>
    );
  }
  return (
    <Notice color="green" style={NOTICE_GAP}>
      {m.cartBack}
    </Notice>
  );
}

/** A cart reminder's "no more cart reminders" link (`/cart?reminders=off&key=key`): asks, then turns them off. */
function StopReminders({ reminderKey }: { reminderKey: string }) {
  const stop = trpc.cart.remindersOff.useMutation();
  if (stop.isSuccess) {
    return (
      <Notice color="green" style={NOTICE_GAP}>
        {m.remindersOff}
      </Notice>
    );
  }
  return (
    <Notice title={m.stopReminders} style={NOTICE_GAP}>
      <Text size="sm" mb="sm">
        {m.stopRemindersText}
      </Text>
      {stop.error ? (
        <Text size="sm" c="red.8" mb="sm" role="alert">
          {errorStatus(stop.error) === 404 ? m.reminderLinkGone : m.didNotWork}
        </Text>
      ) : null}
      <PlainButton loading={stop.isPending} onClick={() => stop.mutate({ key: reminderKey })}>
        {m.turnOffReminders}
      </PlainButton>
    </Notice>
  );
}

function ReminderLinks() {
  const params = new URLSearchParams(useSearch());
  const restoreKey = params.get('restore');
  const reminderKey = params.get('reminders') === 'off' ? params.get('key') : null;
  if (restoreKey) return <RestoreCart restoreKey={restoreKey} />;
  if (reminderKey) return <StopReminders reminderKey={reminderKey} />;
  return null;
}

/** The theme's subtle red icon button (red.8 on a light red when hovered). */
const REMOVE_COLOURS = { color: 'var(--mantine-color-red-8)', hover: 'var(--mantine-color-red-light-hover)' };

/** 'Cotton Kurta (Size: M · Colour: Indigo)': the line's product and its variant. */
const named = (item: CartItem) => describeLine(localName(item), item.variantTitle);

function CartRow({ item }: { item: CartItem }) {
  const inclusive = useShopSettings()?.pricesIncludeGst ?? false;
  return (
    <PlainCard component="li" className={classes.row}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ProductImage src={item.image} sizes="96px" alt={localName(item)} width={96} height={96} radius="md" className={classes.thumb} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} href={productHref(item._id, item.variant)} fw={600} c="gray.9" lineClamp={2}>
            {localName(item)}
          </Anchor>
          {item.variantTitle && (
            <Text size="sm" c="dimmed">
              {item.variantTitle}
            </Text>
          )}
          <Text fw={700}>
            {rupees(item.price)}
            <InclGst shown={inclusive} />
          </Text>
          <Group gap="sm">
            <QtySelect stock={item.countInStock} value={item.qty} onChange={(qty) => addToCart({ ...item, qty })} label={m.quantityOf({ name: named(item) })} hideLabel />
            <PlainIconButton
              variant="subtle"
              colours={REMOVE_COLOURS}
              size={34}
              onClick={() => removeFromCart(lineKey(item))}
              aria-label={m.removeLine({ name: named(item) })}
            >
              <TrashIcon size={20} />
            </PlainIconButton>
          </Group>
        </Stack>
      </Group>
    </PlainCard>
  );
}

/** The cart's Price Details; a signed-in shopper can apply a promo code here too (checking it needs an account). */
function CartSummary({ items, count, children }: { items: CartItem[]; count: number; children: ReactNode }) {
  const signedIn = useSession() !== null;
  return signedIn ? (
    <SignedInSummary items={items} count={count}>
      {children}
    </SignedInSummary>
  ) : (
    <Summary items={items} count={count}>
      {children}
    </Summary>
  );
}

function SignedInSummary({ items, count, children }: { items: CartItem[]; count: number; children: ReactNode }) {
  const promo = usePromoCodeFor(items);
  return (
    <Summary items={items} count={count} promo={promo}>
      <PromoCodeField promo={promo} />
      {children}
    </Summary>
  );
}

function Summary({ items, count, promo, children }: { items: CartItem[]; count: number; promo?: PromoState; children: ReactNode }) {
  const discount = promo?.discount ?? 0;
  // Delivery to the pincode the shopper gave (the header's, or the checkout's address), by the shop's rules.
  const deliverTo = useDeliverTo();
  const address = useShippingAddress();
  const pincode = address?.pincode ?? deliverTo?.pincode;
  const subtotal = cartTotals(items, discount);
  const delivery = useDelivery(pincode, subtotal.itemsPrice - (subtotal.discountPrice ?? 0));
  const known = delivery.data?.serviceable ? delivery.data : undefined;
  const inclusive = useShopSettings()?.pricesIncludeGst ?? false;
  const pricing = { inclusive, ...(known ? { charges: deliveryCharges(known, false) } : {}) };
  return (
    <PriceSummaryCard
      itemCount={count}
      totals={cartTotals(items, discount, pricing)}
      breakdown={cartTaxBreakdown(items, discount, false, pricing)}
      promoCode={promo?.code}
      withShipping={known !== undefined}
      inclusive={inclusive}
      className={classes.summary}
    >
      <Text size="xs" c={delivery.data && !known ? 'red.8' : 'dimmed'}>
        {!pincode || !delivery.data
          ? m.deliveryAtCheckout
          : !known
            ? delivery.data.message
            : m.deliveryEstimate({
                pincode,
                date: deliveryDay(known),
                cod: known.codAvailable && known.codFee > 0 ? 'with' : 'without',
                fee: rupees(known.codFee),
              })}
      </Text>
      {children}
    </PriceSummaryCard>
  );
}

/**
 * The cart lives in this browser's storage, which the server cannot read: it draws the page with space held
 * for the lines (docs/decisions/019-page-weight.md), and the browser fills it in as soon as it has hydrated.
 * The page is at least a screen tall either way, so the footer never jumps up into view.
 */
export function CartPage() {
  useTitle(m.title);
  const hydrated = useFilledIn();
  return (
    <div className={classes.page}>
      <Title order={1} fz={{ base: 24, sm: 30 }} mb="lg">
        {m.title}
      </Title>
      {hydrated ? (
        <CartContents />
      ) : (
        <PageSplit
          busy={{ label: m.loading }}
          main={
            <Stack gap="sm">
              <Placeholder height={130} />
              <Placeholder height={130} />
            </Stack>
          }
          side={<Placeholder height={280} />}
        />
      )}
    </div>
  );
}

function CartContents() {
  const { items } = useFreshCart();
  const [, navigate] = useLocation();
  const count = cartQuantity(items);

  return (
    <>
      <ReminderLinks />
      {items.length === 0 ? (
        <>
          <Notice style={NOTICE_GAP}>{m.empty}</Notice>
          <GoBack />
        </>
      ) : (
        <PageSplit
          main={
            <Stack component="ul" gap="sm" className={classes.list} aria-label={m.items}>
              {items.map((item) => (
                <CartRow key={lineKey(item)} item={item} />
              ))}
            </Stack>
          }
          side={
            <CartSummary items={items} count={count}>
              <PlainButton size="md" fullWidth style={{ marginTop: 'var(--mantine-spacing-sm)' }} onClick={() => navigate(withRedirect('/login', '/shipping'))}>
                {m.proceedToCheckout}
              </PlainButton>
            </CartSummary>
          }
        />
      )}
    </>
  );
}
