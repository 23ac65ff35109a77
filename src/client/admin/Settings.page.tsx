import { Alert, Box, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { MAX_PAGE_SIZE } from '../../shared/constants.js';
import type { GstReturnFrequency } from '../../shared/gst-returns.js';
import { INDIAN_STATES } from '../../shared/india.js';
import { BANNER_PROMOTION_UNKNOWN, type ShopSettings } from '../../shared/schemas/settings.js';
import { MAX_ABANDONED_CART_HOURS, MAX_COD_OPEN_ORDERS_SETTING, MAX_COD_UNITS_SETTING, MAX_UPI_CONFIRM_HOURS, type UnverifiedReviewMode } from '../../shared/store-rules.js';
import { withOwnSuccess } from '../lib/mutation-options.js';
import { toastError, toastSuccess } from '../lib/toasts.js';
import { errorMessage, trpc, type ReactQueryOptions } from '../trpc.js';
import { AdminShell } from './components/AdminShell.js';
import { FormSection } from './components/FormSection.js';
import { FormSkeleton } from './components/FormSkeleton.js';
import { ImageUploadInput } from './components/ImageUploadInput.js';
import { LanguageTabs, tabWithError, type LanguageTab } from './components/LanguageTabs.js';
import { PolicyEditor } from './components/PolicyEditor.js';
import { fieldErrorsFrom } from './lib/field-errors.js';

interface SettingsFormValues {
  shopName: string;
  legalName: string;
  logo: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
  city: string;
  pincode: string;
  state: string;
  gstin: string;
  facebookUrl: string;
  instagramUrl: string;
  xUrl: string;
  youtubeUrl: string;
  bannerText: string;
  /** The Hindi storefront's texts of the owner's; '' shows the English there. */
  bannerTextHi: string;
  aboutTextHi: string;
  promise1TitleHi: string;
  promise1TextHi: string;
  promise2TitleHi: string;
  promise2TextHi: string;
  /** A promotion's id, or '' for none. */
  bannerPromotionId: string;
  orderNumberPrefix: string;
  aboutText: string;
  /** The limits as typed; the server checks them (whole numbers, at least 1). */
  codMaxOpenOrdersPerAccount: string;
  codMaxOpenOrdersPerAddress: string;
  codMaxUnitsPerProductPerDay: string;
  unverifiedReviews: UnverifiedReviewMode;
  guestCheckout: boolean;
  abandonedCartHours: string;
  cartReminders: boolean;
  pricesIncludeGst: boolean;
  gstReturnFrequency: GstReturnFrequency;
  upiId: string;
  upiPayeeName: string;
  upiConfirmHours: string;
  whatsappNumber: string;
  /** The footer's two promises of the owner's own; an empty title is none. */
  promise1Title: string;
  promise1Text: string;
  promise2Title: string;
  promise2Text: string;
}
type FieldName = keyof SettingsFormValues;
const FIELD_NAMES: readonly FieldName[] = [
  'shopName',
  'legalName',
  'logo',
  'contactEmail',
  'contactPhone',
  'address',
  'city',
  'pincode',
  'state',
  'gstin',
  'facebookUrl',
  'instagramUrl',
  'xUrl',
  'youtubeUrl',
  'bannerText',
  'bannerTextHi',
  'aboutTextHi',
  'promise1TitleHi',
  'promise1TextHi',
  'promise2TitleHi',
  'promise2TextHi',
  'bannerPromotionId',
  'orderNumberPrefix',
  'aboutText',
  'codMaxOpenOrdersPerAccount',
  'codMaxOpenOrdersPerAddress',
  'codMaxUnitsPerProductPerDay',
  'unverifiedReviews',
  'guestCheckout',
  'abandonedCartHours',
  'cartReminders',
  'pricesIncludeGst',
  'gstReturnFrequency',
  'upiId',
  'upiPayeeName',
  'upiConfirmHours',
  'whatsappNumber',
  'promise1Title',
  'promise1Text',
  'promise2Title',
  'promise2Text',
];

const UNVERIFIED_REVIEW_OPTIONS = [
  { value: 'hide', label: 'Hide them from shoppers' },
  { value: 'show', label: 'Show them, without the Verified purchase mark' },
];

const GST_RETURN_OPTIONS: { value: GstReturnFrequency; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'quarterly', label: 'Quarterly (QRMP scheme)' },
];

const STATE_OPTIONS = [{ value: '', label: 'Choose a state or union territory' }, ...INDIAN_STATES.map((s) => ({ value: s.name, label: `${s.name} (${s.code})` }))];

const valuesOf = (s: ShopSettings): SettingsFormValues => ({
  shopName: s.shopName,
  legalName: s.legalName,
  logo: s.logo ?? '',
  contactEmail: s.contactEmail,
  contactPhone: s.contactPhone,
  address: s.address,
  city: s.city,
  pincode: s.pincode,
  state: s.state,
  gstin: s.gstin ?? '',
  facebookUrl: s.facebookUrl ?? '',
  instagramUrl: s.instagramUrl ?? '',
  xUrl: s.xUrl ?? '',
  youtubeUrl: s.youtubeUrl ?? '',
  bannerText: s.bannerText,
  bannerTextHi: s.bannerTextHi,
  aboutTextHi: s.aboutTextHi,
  promise1TitleHi: s.footerPromises[0]?.titleHi ?? '',
  promise1TextHi: s.footerPromises[0]?.textHi ?? '',
  promise2TitleHi: s.footerPromises[1]?.titleHi ?? '',
  promise2TextHi: s.footerPromises[1]?.textHi ?? '',
  bannerPromotionId: s.bannerPromotionId ?? '',
  orderNumberPrefix: s.orderNumberPrefix,
  aboutText: s.aboutText,
  codMaxOpenOrdersPerAccount: String(s.codMaxOpenOrdersPerAccount),
  codMaxOpenOrdersPerAddress: String(s.codMaxOpenOrdersPerAddress),
  codMaxUnitsPerProductPerDay: String(s.codMaxUnitsPerProductPerDay),
  unverifiedReviews: s.unverifiedReviews,
  guestCheckout: s.guestCheckout,
  abandonedCartHours: String(s.abandonedCartHours),
  cartReminders: s.cartReminders,
  pricesIncludeGst: s.pricesIncludeGst,
  gstReturnFrequency: s.gstReturnFrequency,
  upiId: s.upiId,
  upiPayeeName: s.upiPayeeName,
  upiConfirmHours: String(s.upiConfirmHours),
  whatsappNumber: s.whatsappNumber,
  promise1Title: s.footerPromises[0]?.title ?? '',
  promise1Text: s.footerPromises[0]?.text ?? '',
  promise2Title: s.footerPromises[1]?.title ?? '',
  promise2Text: s.footerPromises[1]?.text ?? '',
});

type FooterPromiseInput = { title: string; text: string; titleHi: string; textHi: string };

/** The owner's footer promises as the API takes them: the filled ones, in order (a Hindi text alone still needs its English title). */
function footerPromisesOf(values: SettingsFormValues): FooterPromiseInput[] {
  return [
    { title: values.promise1Title, text: values.promise1Text, titleHi: values.promise1TitleHi, textHi: values.promise1TextHi },
    { title: values.promise2Title, text: values.promise2Text, titleHi: values.promise2TitleHi, textHi: values.promise2TextHi },
  ].filter((promise) => Object.values(promise).some((text) => text.trim()));
}

/** The storefront texts' fields on each language's tab. */
const ENGLISH_TEXTS: readonly FieldName[] = ['bannerText', 'aboutText', 'promise1Title', 'promise1Text', 'promise2Title', 'promise2Text'];
const HINDI_TEXTS: readonly FieldName[] = ['bannerTextHi', 'aboutTextHi', 'promise1TitleHi', 'promise1TextHi', 'promise2TitleHi', 'promise2TextHi'];
const PROMISE_FIELDS: Record<string, string> = { title: 'Title', text: 'Text', titleHi: 'TitleHi', textHi: 'TextHi' };

/** Saves the settings; every page that shows them (header, footer, banner) gets the saved copy at once. */
function useUpdateSettings(options?: ReactQueryOptions['settings']['update']) {
  const utils = trpc.useUtils();
  return trpc.settings.update.useMutation(
    withOwnSuccess(options, (saved) => {
      utils.settings.get.setData(undefined, saved);
      return utils.dashboard.summary.invalidate();
    }),
  );
}

/**
 * The server's reasons beside their fields. The checks against what is stored (the GSTIN's shape, state and
 * checksum; a pincode against the stored state; a promotion deleted meanwhile) come as a plain message: it goes
 * beside its field.
 */
function errorsFor(error: unknown): Partial<Record<FieldName, string>> {
  const errors = fieldErrorsFrom(error, FIELD_NAMES);
  const issues = (error as { data?: { issues?: { path: string; message: string }[] } } | undefined)?.data?.issues ?? [];
  for (const issue of issues) {
    const promise = /^footerPromises\.(\d)\.(title|text|titleHi|textHi)$/.exec(issue.path);
    if (promise) errors[`promise${Number(promise[1]) + 1}${PROMISE_FIELDS[promise[2]]}` as FieldName] ??= issue.message;
  }
  const message = errorMessage(error);
  if (Object.keys(errors).length > 0) return errors;
  if (/GSTIN/.test(message)) errors.gstin = message;
  else if (/^Pincode /.test(message)) errors.pincode = message;
  else if (message === BANNER_PROMOTION_UNKNOWN) errors.bannerPromotionId = message;
  return errors;
}

/**
 * The shop's promotions by code, for the banner, with "None" first. A promotion that does not work today is
 * still offered, marked with why; the one chosen stays in the list even if it is not on the page loaded.
 */
function useBannerPromotionOptions(chosen: string): { options: { value: string; label: string }[]; loading: boolean } {
  const list = trpc.promotions.list.useQuery({ pageSize: MAX_PAGE_SIZE }, { staleTime: 0 });
  const promotions = list.data?.promotions ?? [];
  const options = [
    { value: '', label: 'None' },
    ...promotions.map((p) => ({ value: p._id, label: p.status === 'active' ? p.code : `${p.code} (${p.status})` })),
  ];
  if (chosen && !promotions.some((p) => p._id === chosen)) options.push({ value: chosen, label: list.isPending ? 'Loading…' : 'The promotion chosen before' });
  return { options, loading: list.isPending };
}

function LogoField({ form, onUploadingChange }: { form: ReturnType<typeof useForm<SettingsFormValues>>; onUploadingChange: (busy: boolean) => void }) {
  const uploaded = (path: string) => {
    form.setFieldValue('logo', path);
    form.clearFieldError('logo');
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput label="Logo" description="A path on this shop; empty for none" {...form.getInputProps('logo')} />
      <ImageUploadInput label="Upload logo" onUploaded={uploaded} onUploadingChange={onUploadingChange} />
    </SimpleGrid>
  );
}

function SettingsForm({ settings }: { settings: ShopSettings }) {
  const [uploading, setUploading] = useState(false);
  const [textsTab, setTextsTab] = useState<LanguageTab>('en');
  const form = useForm<SettingsFormValues>({ mode: 'controlled', initialValues: valuesOf(settings) });
  const update = useUpdateSettings({
    onSuccess: (saved) => {
      toastSuccess('Settings saved');
      form.setValues(valuesOf(saved));
      form.resetDirty(valuesOf(saved));
    },
    onError: (error) => {
      // Every value stays as typed; the reason goes in a toast and beside its field.
      toastError(error);
      const errors = errorsFor(error);
      form.setErrors(errors);
      setTextsTab((current) => tabWithError(errors, ENGLISH_TEXTS, HINDI_TEXTS) ?? current);
    },
  });
  const submit = form.onSubmit((values) => {
    form.clearErrors();
    if (!values.shopName.trim()) {
      form.setFieldError('shopName', 'Shop name is required');
      return;
    }
    const {
      promise1Title: _t1,
      promise1Text: _x1,
      promise2Title: _t2,
      promise2Text: _x2,
      promise1TitleHi: _h1,
      promise1TextHi: _y1,
      promise2TitleHi: _h2,
      promise2TextHi: _y2,
      ...fields
    } = values;
    update.mutate({
      ...fields,
      gstin: values.gstin.trim() || null,
      logo: values.logo.trim() || null,
      bannerPromotionId: values.bannerPromotionId || null,
      footerPromises: footerPromisesOf(values),
    });
  });
  const bannerPromotions = useBannerPromotionOptions(form.values.bannerPromotionId);
  const input = (name: FieldName) => ({
    ...form.getInputProps(name),
    onChange: (event: { currentTarget: { value: string } }) => {
      form.setFieldValue(name, event.currentTarget.value);
      form.clearFieldError(name);
    },
  });

  return (
    <Card padding="lg" component="form" onSubmit={submit} noValidate aria-labelledby="settings-heading">
      <Stack gap="xl">
        {!settings.gstin ? (
          <Alert color="yellow" variant="light" title="No GSTIN">
            A shop collecting GST must enter its GSTIN: until then orders get a plain receipt, not a tax invoice.
          </Alert>
        ) : null}
        <FormSection title="Shop" id="settings-shop">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="Shop name" required {...input('shopName')} />
            <TextInput label="Legal name" description="As registered for GST; shown on invoices" {...input('legalName')} />
          </SimpleGrid>
          <LogoField form={form} onUploadingChange={setUploading} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="GSTIN" description="15 characters; its first two digits are the state's code" maxLength={15} styles={{ input: { textTransform: 'uppercase' } }} {...input('gstin')} />
            <TextInput
              label="Order number prefix"
              description="Goes before every order number, e.g. RS- gives RS-10001; capital letters, digits, - or /. A change applies to new orders only."
              maxLength={10}
              styles={{ input: { textTransform: 'uppercase' } }}
              {...input('orderNumberPrefix')}
            />
            <NativeSelect
              label="GST returns"
              description="How often you file GSTR-1: Admin → GST returns offers months or quarters"
              data={GST_RETURN_OPTIONS}
              {...input('gstReturnFrequency')}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection title="Contact" id="settings-contact">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="Contact email" type="email" {...input('contactEmail')} />
            <TextInput label="Contact phone" type="tel" {...input('contactPhone')} />
            <TextInput
              label="WhatsApp number"
              type="tel"
              description="Shoppers can ask about a product or an order on WhatsApp; leave empty for none"
              placeholder="98450 12345"
              {...input('whatsappNumber')}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection title="UPI straight to the shop" id="settings-upi">
          <Text size="sm" c="dimmed">
            With your UPI ID, checkout offers &lsquo;Pay by UPI (any UPI app)&rsquo;: the shopper scans a QR code for the exact total and gives the
            payment&rsquo;s reference (UTR). You check your bank app and confirm it under Orders &rarr; To confirm. No gateway, no fees.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <TextInput label="UPI ID" placeholder="yourshop@okaxis" description="Leave empty to switch UPI off" {...input('upiId')} />
            <TextInput label="UPI payee name" description="The name your bank shows for this UPI ID" {...input('upiPayeeName')} />
            <TextInput
              label="Hours to confirm a UPI payment"
              inputMode="numeric"
              description={`Then an unconfirmed order is cancelled and its stock freed; 1 to ${MAX_UPI_CONFIRM_HOURS}`}
              {...input('upiConfirmHours')}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection title="Registered address" id="settings-address">
          <TextInput label="Address" {...input('address')} />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <TextInput label="City" {...input('city')} />
            <TextInput label="Pincode" inputMode="numeric" maxLength={6} {...input('pincode')} />
            <NativeSelect label="State" data={STATE_OPTIONS} {...input('state')} />
          </SimpleGrid>
        </FormSection>
        <FormSection title="Social links" id="settings-social">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="Facebook link" type="url" placeholder="https://" {...input('facebookUrl')} />
            <TextInput label="Instagram link" type="url" placeholder="https://" {...input('instagramUrl')} />
            <TextInput label="X link" type="url" placeholder="https://" {...input('xUrl')} />
            <TextInput label="YouTube link" type="url" placeholder="https://" {...input('youtubeUrl')} />
          </SimpleGrid>
        </FormSection>
        <FormSection title="Storefront texts" id="settings-texts">
          <NativeSelect
            label="Banner promotion"
            description="The offer the banner names, in words made from the promotion itself"
            data={bannerPromotions.options}
            disabled={bannerPromotions.loading}
            {...input('bannerPromotionId')}
          />
          <LanguageTabs
            what="storefront"
            tab={textsTab}
            onTabChange={setTextsTab}
            gap="sm"
            hindiNote="Optional. Shown on the shop’s Hindi pages; where a text is empty, the English one is shown."
            english={
              <>
                <TextInput label="Banner text" description="The strip above the header, e.g. the first-order code" {...input('bannerText')} />
                <Textarea label="About text" description="The footer's about-us blurb" autosize minRows={3} maxRows={8} {...input('aboutText')} />
                <Text size="sm" c="dimmed">
                  The footer promises delivery and cash on delivery as your shipping rules make them; add up to two promises of your own.
                </Text>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <TextInput label="Footer promise 1" placeholder="e.g. Everyday fresh products" {...input('promise1Title')} />
                  <TextInput label="Footer promise 1 line" placeholder="e.g. Restocked daily from trusted sellers" {...input('promise1Text')} />
                  <TextInput label="Footer promise 2" {...input('promise2Title')} />
                  <TextInput label="Footer promise 2 line" {...input('promise2Text')} />
                </SimpleGrid>
              </>
            }
            hindi={
              <>
                <TextInput label="Banner text in Hindi" lang="hi" {...input('bannerTextHi')} />
                <Textarea label="About text in Hindi" lang="hi" autosize minRows={3} maxRows={8} {...input('aboutTextHi')} />
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <TextInput label="Footer promise 1 in Hindi" lang="hi" {...input('promise1TitleHi')} />
                  <TextInput label="Footer promise 1 line in Hindi" lang="hi" {...input('promise1TextHi')} />
                  <TextInput label="Footer promise 2 in Hindi" lang="hi" {...input('promise2TitleHi')} />
                  <TextInput label="Footer promise 2 line in Hindi" lang="hi" {...input('promise2TextHi')} />
                </SimpleGrid>
              </>
            }
          />
        </FormSection>
        <FormSection title="Cash on delivery and reviews" id="settings-rules">
          <Text size="sm" c="dimmed">
            A cash-on-delivery order holds its stock until it ships, with nothing paid: these limits keep one shopper from taking a product off sale.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <TextInput
              label="Open COD orders per account"
              inputMode="numeric"
              description={`Not yet shipped; 1 to ${MAX_COD_OPEN_ORDERS_SETTING}`}
              {...input('codMaxOpenOrdersPerAccount')}
            />
            <TextInput
              label="Open COD orders per address"
              inputMode="numeric"
              description={`All accounts together; 1 to ${MAX_COD_OPEN_ORDERS_SETTING}`}
              {...input('codMaxOpenOrdersPerAddress')}
            />
            <TextInput
              label="COD units of a product per day"
              inputMode="numeric"
              description={`Per account and per address; 1 to ${MAX_COD_UNITS_SETTING}`}
              {...input('codMaxUnitsPerProductPerDay')}
            />
          </SimpleGrid>
          <Switch
            label="Prices include GST"
            description="On: the prices you enter are what shoppers pay, and the GST is taken out of them on the invoice. Off: GST is added at checkout. Past orders keep theirs."
            {...form.getInputProps('pricesIncludeGst', { type: 'checkbox' })}
          />
          <NativeSelect
            label="Reviews whose purchase was cancelled or refunded"
            description="They never count in the rating"
            data={UNVERIFIED_REVIEW_OPTIONS}
            {...input('unverifiedReviews')}
          />
        </FormSection>
        <FormSection title="Checkout and carts" id="settings-checkout">
          <Switch
            label="Guest checkout"
            description="Shoppers may order with their e-mail and mobile number, without creating an account"
            {...form.getInputProps('guestCheckout', { type: 'checkbox' })}
          />
          <TextInput
            label="Hours before a cart counts as abandoned"
            inputMode="numeric"
            description={`A known shopper's cart untouched this long shows under Abandoned carts; 1 to ${MAX_ABANDONED_CART_HOURS}`}
            maw={460}
            {...input('abandonedCartHours')}
          />
          <Switch
            label="Cart reminders"
            description="Each shopper with an abandoned cart gets one e-mail with a link back to it, and a link to turn reminders off"
            {...form.getInputProps('cartReminders', { type: 'checkbox' })}
          />
        </FormSection>
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={update.isPending} disabled={uploading}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function SettingsPage() {
  const settings = trpc.settings.get.useQuery(undefined, { staleTime: 0, refetchOnMount: 'always' });
  return (
    <AdminShell title="Settings" headingId="settings-heading">
      <Box maw={860}>
        {settings.data && !settings.data.configured ? (
          <Alert color="blue" variant="light" mb="md" title="Make the shop yours">
            These settings have never been saved: fill in the shop&apos;s name, contact and address, then save.
          </Alert>
        ) : null}
        {settings.error ? (
          <Alert color="red" variant="light" role="alert" title="Could not load the settings">
            {errorMessage(settings.error)}
          </Alert>
        ) : settings.isPending ? (
          <FormSkeleton />
        ) : (
          <SettingsForm settings={settings.data} />
        )}
        {settings.data ? <PolicyEditor /> : null}
        <Text size="xs" c="dimmed" mt="sm">
          Changes show on the storefront at once.
        </Text>
      </Box>
    </AdminShell>
  );
}
