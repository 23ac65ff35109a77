import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import * as m from '@messages/checkout';
import * as mc from '@messages/checkout-choices';
import { DEFAULT_COUNTRY } from '../../shared/constants.js';
import type { SavedAddress } from '../../shared/schemas/address.js';
import { RequireCheckout } from '../components/RequireCheckout.js';
import { CheckoutSteps } from '../components/CheckoutSteps.js';
import { FormCard } from '../components/FormCard.js';
import { HeldPage } from '../components/HeldPage.js';
import { Placeholder } from '../components/Placeholder.js';
import { PlainButton } from '../components/PlainButton.js';
import { PlainCheckbox } from '../components/PlainCheckbox.js';
import { PlainField } from '../components/PlainField.js';
import { PlainRadio, PlainRadioGroup } from '../components/PlainRadio.js';
import {
  AddressFields,
  addressSummary,
  addressValues,
  checkAddress,
  loadAddressRules,
  type AddressErrors,
  type AddressValues,
} from '../features/account/AddressFields.js';
import { countryName } from '../features/account/address-names.js';
import { withRedirect } from '../lib/redirect.js';
import { useFilledIn } from '../lib/use-hydrated.js';
import { useTitle } from '../lib/use-title.js';
import { saveGuestContact, saveShippingAddress, useGuestContact, useShippingAddress, type StoredShippingAddress } from '../state/checkout.js';
import { getDeliverTo, type DeliverTo } from '../state/deliver-to.js';
import { useSession } from '../state/session.js';
import { errorMessage, trpc } from '../trpc.js';

const NEW_ADDRESS = 'new';
const MARK = '\uE000';

/** zod's rule for the guest's e-mail, loaded when first needed, as the address's (loadAddressRules). */
const loadEmailRule = () => import('../../shared/schemas/user.js');
const loadRules = () => Promise.all([loadEmailRule(), loadAddressRules()]);

/** The e-mail rule's refusal in the page's language (its English when the catalogue lacks it). */
const emailWording = (message: string | undefined) => (message ? (mc.emailProblems[message] ?? message) : mc.validEmail);

/** The page's spinner (styles.css) at the theme's small Loader size. */
const SMALL_SPINNER: CSSProperties = { width: 22, height: 22, borderWidth: 3 };

type AnyAddress = Pick<SavedAddress, 'address' | 'city' | 'pincode' | 'state' | 'country'> & {
  recipientName?: string | null;
  phone?: string | null;
  addressLine2?: string | null;
};

function stored(a: AnyAddress): StoredShippingAddress {
  return {
    recipientName: a.recipientName ?? undefined,
    phone: a.phone ?? undefined,
    address: a.address,
    addressLine2: a.addressLine2 ?? undefined,
    city: a.city,
    pincode: a.pincode,
    state: a.state,
    country: a.country,
  };
}

/** The header's delivery pincode (with its district and state) as the start of a first address. */
function deliverToAddress(place: DeliverTo | null): Partial<StoredShippingAddress> | null {
  return place ? { pincode: place.pincode, city: place.city ?? '', state: place.state ?? '' } : null;
}

function ShippingStep() {
  useTitle(m.shipping);
  const saved = useShippingAddress();
  const signedIn = useSession() !== null;
  const [, navigate] = useLocation();
  const book = trpc.addresses.list.useQuery(undefined, { enabled: signedIn });
  const addresses = book.data?.addresses ?? [];
  const [choice, setChoice] = useState<string | null>(null);
  // The default is preselected once the book arrives; a shopper with none fills in a new address.
  const chosen = choice ?? addresses.find((a) => a.isDefault)?._id ?? addresses[0]?._id ?? NEW_ADDRESS;
  // A first address starts from the pincode chosen in the header.
  const [values, setValues] = useState<AddressValues>(() => addressValues(saved ?? deliverToAddress(getDeliverTo())));
  const [errors, setErrors] = useState<AddressErrors>({});
  const [keep, setKeep] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const add = trpc.addresses.add.useMutation();
  const utils = trpc.useUtils();
  // A guest (the route lets one in only while the shop allows guest checkout) gives an e-mail; the address's
  // mobile number is the guest's too (docs/decisions/038-guest-checkout.md).
  const guestContact = useGuestContact();
  const [email, setEmail] = useState(guestContact?.email ?? '');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  /** 'Sorry, we do not deliver to 560099 yet' when the shop does not; null when it does, or cannot say now (the order is checked again). */
  const notDelivered = async (pincode: string): Promise<string | null> => {
    setChecking(true);
    try {
      return (await utils.shipping.delivery.fetch({ pincode, value: 0 })).message;
    } catch {
      return null;
    } finally {
      setChecking(false);
    }
  };

  // The sign-in link sits where the message places it.
  const [guestBefore, guestAfter] = mc.guestCheckout({ signIn: MARK }).split(MARK);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setChecking(true);
    const rules = await loadRules().catch(() => null);
    setChecking(false);
    if (!rules) return setProblem(mc.rulesNotLoaded);
    const [{ emailSchema }] = rules;
    const guestEmail = signedIn ? null : emailSchema.safeParse(email);
    if (guestEmail && !guestEmail.success) setEmailError(emailWording(guestEmail.error.issues[0]?.message));
    const picked = addresses.find((a) => a._id === chosen);
    if (picked) {
      const refusal = await notDelivered(picked.pincode);
      if (refusal) return setProblem(refusal);
      saveShippingAddress(stored(picked));
      return navigate('/payment');
    }
    const checked = await checkAddress(values, saved?.country || DEFAULT_COUNTRY);
    if ('errors' in checked) return setErrors(checked.errors);
    const refusal = await notDelivered(checked.address.pincode);
    if (refusal) return setErrors({ pincode: refusal });
    if (guestEmail) {
      if (!guestEmail.success) return;
      saveGuestContact({ email: guestEmail.data, phone: checked.address.phone });
    }
    if (signedIn && keep) {
      try {
        await add.mutateAsync({ ...checked.address, addressLine2: checked.address.addressLine2 ?? '' });
        await utils.addresses.list.invalidate();
      } catch (error) {
        // Nothing is lost: the form stays as it is, and the order can go ahead without keeping it.
        return setProblem(mc.addressNotSaved({ reason: errorMessage(error) }));
      }
    }
    saveShippingAddress(stored(checked.address));
    navigate('/payment');
  };

  return (
    <ShippingFrame>
      {/* The rules load once the shopper is in the form, so they are in by the time it is sent. */}
      <form onSubmit={submit} onFocus={() => void loadRules().catch(() => undefined)} noValidate>
        <Stack gap="md">
          {!signedIn && (
            <Stack gap={6}>
              <Text size="sm">
                {guestBefore}
                <Anchor component={Link} href={withRedirect('/login', '/shipping')} fw={600}>
                  {mc.signInLink}
                </Anchor>
                {guestAfter}
              </Text>
              <PlainField
                label={mc.emailAddress}
                type="email"
                autoComplete="email"
                required
                withAsterisk
                placeholder={mc.emailPlaceholder}
                description={mc.emailDescription}
                value={email}
                error={emailError}
                onChange={(e) => {
                  setEmail(e.currentTarget.value);
                  setEmailError(null);
                }}
              />
            </Stack>
          )}
          {addresses.length > 0 && (
            <PlainRadioGroup legend={mc.deliverTo} value={chosen} onChange={setChoice}>
              <Stack gap="xs" mt="xs">
                {addresses.map((a) => (
                  <PlainRadio key={a._id} value={a._id} label={addressSummary(a)} description={a.isDefault ? mc.defaultAddress : undefined} />
                ))}
                <PlainRadio value={NEW_ADDRESS} label={mc.newAddress} />
              </Stack>
            </PlainRadioGroup>
          )}
          {signedIn && book.isPending ? (
            <Center py="xl">
              <span className="page-spinner" role="status" aria-label={mc.loadingAddresses} style={SMALL_SPINNER} />
            </Center>
          ) : chosen === NEW_ADDRESS && (
            <>
              <AddressFields values={values} setValues={setValues} errors={errors} setErrors={setErrors} />
              {signedIn && <PlainCheckbox label={mc.saveAddress} checked={keep} onChange={setKeep} />}
            </>
          )}
          {problem && (
            <Text c="orange.8" size="sm" role="status">
              {problem}
            </Text>
          )}
          {/* Not until the addresses are in: the button would move down as they came (a layout shift). */}
          {!(signedIn && book.isPending) && (
            <PlainButton type="submit" size="md" loading={add.isPending || checking}>
              {mc.continueButton}
            </PlainButton>
          )}
        </Stack>
      </form>
    </ShippingFrame>
  );
}

/** The step's steps bar, card and heading: drawn by the server, and around the form once the browser has it. */
function ShippingFrame({ children }: { children: ReactNode }) {
  return (
    <HeldPage>
      <CheckoutSteps active={1} />
      <Center>
        <FormCard maxWidth={560}>
          <Title order={1} fz={26} mb={4}>
            {m.shipping}
          </Title>
          <Text c="dimmed" size="sm" mb="lg">
            {mc.weDeliverIn({ country: countryName(DEFAULT_COUNTRY) })}
          </Text>
          {children}
        </FormCard>
      </Center>
    </HeldPage>
  );
}

/** The frame with the form's space held: who is checking out, and their addresses, are known in the browser only. */
const HELD_SHIPPING = (
  <ShippingFrame>
    <div aria-busy="true" aria-label={mc.loadingShipping}>
      <Placeholder height={560} />
    </div>
  </ShippingFrame>
);

/** A signed-in shopper's step, or a guest's while the shop takes guests (RequireCheckout). */
export function ShippingPage() {
  const hydrated = useFilledIn();
  if (!hydrated) return HELD_SHIPPING;
  return (
    <RequireCheckout fallback={HELD_SHIPPING}>
      <ShippingStep />
    </RequireCheckout>
  );
}
