import { Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import * as m from '@messages/footer';
import { localName, ownerText } from '@messages/locale';
import { POLICY_PAGES, policyPath } from '../../shared/policy-pages.js';
import { whatsappLink } from '../../shared/whatsapp.js';
import { ColumnGrid } from '../components/ColumnGrid.js';
import { rupees } from '../components/Price.js';
import { PlainButton, PlainIconButton } from '../components/PlainButton.js';
import { PlainInput } from '../components/PlainInput.js';
import { TagIcon } from '../components/icons.js';
import { BadgeIcon, FacebookIcon, InstagramIcon, LeafIcon, MailIcon, TruckIcon, XIcon, YoutubeIcon } from './footer-icons.js';
import { useCategories } from '../features/catalog/use-categories.js';
import { useShopName, useShopSettings } from '../features/settings/use-shop-settings.js';
import { useHydrated } from '../lib/use-hydrated.js';
import type { ShopSettings } from '../../shared/schemas/settings.js';
import { errorMessage, trpc } from '../trpc.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import classes from './Footer.module.css';

/** The footer's Shop links (docs/spec.md), by category id: with their names and slugs of today, while the shop has them at the top level. */
const FOOTER_CATEGORIES = ['Fashion', 'Electronics', 'Groceries'];

const OWNER_ICONS = [<LeafIcon key="leaf" size={26} />, <BadgeIcon key="badge" size={26} />];

/**
 * The footer's promises: delivery and cash on delivery as the shipping rules make them (so they are always
 * true), then the owner's own, from the settings.
 */
function promises(settings: ShopSettings | undefined): { icon: ReactNode; title: string; text: string }[] {
  if (!settings) return [];
  const { freeEverywhere, freeFrom, allOfIndia, cashOnDelivery } = settings.deliveryPromise;
  const list = [
    {
      icon: <TruckIcon size={26} />,
      title: freeEverywhere ? m.freeDelivery : freeFrom !== null ? m.freeDeliveryFrom({ amount: rupees(freeFrom) }) : m.chargesShown,
      text: allOfIndia ? m.doorstepIndia : m.doorstepPincodes,
    },
  ];
  if (cashOnDelivery !== 'none') {
    list.push({ icon: <TagIcon size={26} />, title: m.cashOnDelivery, text: cashOnDelivery === 'everywhere' ? m.payOnArrival : m.whereOffered });
  }
  const own = settings.footerPromises.map((promise, i) => ({
    icon: OWNER_ICONS[i % 2],
    title: ownerText(promise.title, promise.titleHi),
    text: ownerText(promise.text, promise.textHi),
  }));
  return [...list, ...own];
}

/** The social links the owner filled in (store settings); none are made up. */
function socialLinks(settings: ShopSettings | undefined): { label: string; href: string; icon: ReactNode }[] {
  if (!settings) return [];
  const links: { label: string; href: string | null; icon: ReactNode }[] = [
    { label: m.facebook, href: settings.facebookUrl, icon: <FacebookIcon size={18} /> },
    { label: m.instagram, href: settings.instagramUrl, icon: <InstagramIcon size={18} /> },
    { label: m.x, href: settings.xUrl, icon: <XIcon size={16} /> },
    { label: m.youtube, href: settings.youtubeUrl, icon: <YoutubeIcon size={18} /> },
  ];
  return links.filter((l): l is { label: string; href: string; icon: ReactNode } => Boolean(l.href));
}

function Newsletter() {
  // Subscribing needs the script: until the page is hydrated a press would only reload the page and lose
  // the address typed (its scripts come after its first images, docs/decisions/021-scripts-after-the-first-images.md).
  const hydrated = useHydrated();
  // The field is the browser's own (uncontrolled): an address typed before the page was hydrated is kept.
  const form = useRef<HTMLFormElement>(null);
  const subscribe = trpc.newsletter.subscribe.useMutation({
    // The server answers the same for an address already on the list (docs/decisions/025-abuse-limits.md).
    onSuccess: (result) => {
      notifications.show({ color: 'green', message: result.message });
      form.current?.reset();
    },
    onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    subscribe.mutate({ email: String(new FormData(event.currentTarget).get('email') ?? '') });
  };
  return (
    <form ref={form} onSubmit={submit} aria-label={m.newsletter}>
      <Text fw={700} c="white" mb={6}>
        {m.newsletterTitle}
      </Text>
      <Text size="sm" className={classes.muted} mb="sm">
        {m.newsletterNote}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <PlainInput
          type="email"
          name="email"
          required
          placeholder={m.emailPlaceholder}
          aria-label={m.emailLabel}
          wrapperStyle={{ flex: 1 }}
        />
        <PlainButton type="submit" colours={{ bg: 'var(--mantine-color-saffron-4)', hover: 'var(--mantine-color-saffron-5)', color: '#2b1700' }} loading={subscribe.isPending} disabled={!hydrated}>
          {m.subscribe}
        </PlainButton>
      </Group>
    </form>
  );
}

export function Footer() {
  const settings = useShopSettings();
  const categories = useCategories();
  const shopName = useShopName();
  const social = socialLinks(settings);
  const shown = promises(settings);
  const about = (settings && ownerText(settings.aboutText, settings.aboutTextHi).trim()) || m.defaultAbout;
  return (
    <Box component="footer" data-shop-footer="" className={classes.footer}>
      <Box className={classes.promises}>
        <Container size="xl" py="lg">
          <ColumnGrid as="ul" cols={{ base: 1, xs: 2, md: 4 }} gap="var(--mantine-spacing-lg)" className={classes.plainList}>
            {shown.map((p) => (
              <Group key={p.title} wrap="nowrap" gap="sm" component="li">
                <span className={classes.promiseIcon}>{p.icon}</span>
                <div>
                  <Text fw={700} size="sm">
                    {p.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {p.text}
                  </Text>
                </div>
              </Group>
            ))}
          </ColumnGrid>
        </Container>
      </Box>
      <Container size="xl" py={40}>
        <ColumnGrid cols={{ base: 1, sm: 2, md: 4 }} gap="2rem">
          <Stack gap="sm">
            <Title order={2} fz="lg" c="white">
              {m.about({ shop: shopName })}
            </Title>
            <Text size="sm" className={classes.muted} style={{ whiteSpace: 'pre-line' }}>
              {about}
            </Text>
            {social.length > 0 && (
              <Group gap="xs" aria-label={m.followUs}>
                {social.map((s) => (
                  <PlainIconButton
                    key={s.label}
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={s.label}
                    colours={{ bg: '#f8f9fa', hover: 'rgba(223, 224, 225, 1)', color: 'var(--mantine-color-gray-light-color)' }}
                    radius="xl"
                    size={34}
                    className={classes.social}
                  >
                    {s.icon}
                  </PlainIconButton>
                ))}
              </Group>
            )}
          </Stack>
          <nav aria-label={m.shopByCategory}>
            <Title order={2} fz="lg" c="white" mb="sm">
              {m.shop}
            </Title>
            <Stack gap={8} component="ul" className={classes.plainList}>
              {categories
                .filter((category) => FOOTER_CATEGORIES.includes(category._id))
                .map((category) => (
                  <li key={category._id}>
                    <Anchor component={Link} href={`/category/${category.slug}`} className={classes.link}>
                      {localName(category)}
                    </Anchor>
                  </li>
                ))}
            </Stack>
          </nav>
          <Stack gap="sm">
            <Title order={2} fz="lg" c="white">
              {m.contactUs}
            </Title>
            <Text size="sm" className={classes.muted}>
              {settings?.contactPhone ? m.writeOrCall : m.write}
            </Text>
            {settings?.contactEmail && (
              <Anchor href={`mailto:${settings.contactEmail}`} className={classes.link}>
                <Group gap={6} component="span" wrap="nowrap">
                  <MailIcon size={16} />
                  {settings.contactEmail}
                </Group>
              </Anchor>
            )}
            {settings?.contactPhone && (
              <Anchor href={`tel:${settings.contactPhone.replace(/[\s-]/g, '')}`} className={classes.link}>
                {settings.contactPhone}
              </Anchor>
            )}
            {settings?.whatsappNumber && (
              <Anchor href={whatsappLink(m.whatsappHello({ shop: shopName }), settings.whatsappNumber)} target="_blank" rel="noopener noreferrer" className={classes.link}>
                {m.whatsapp}
              </Anchor>
            )}
          </Stack>
          <Newsletter />
        </ColumnGrid>
        <Group component="nav" aria-label={m.policies} justify="center" gap="lg" mt={40}>
          {POLICY_PAGES.map((page) => (
            <Anchor key={page.slug} component={Link} href={policyPath(page.slug)} className={classes.link}>
              {m.policyTitles[page.slug]}
            </Anchor>
          ))}
        </Group>
        <LanguageSwitch className={classes.languages} />
        <Text size="xs" className={classes.muted} mt="md" ta="center">
          {(settings?.pricesIncludeGst ? m.gstIncluded : m.gstExtra)({ year: new Date().getFullYear(), name: settings?.legalName || shopName })}
        </Text>
      </Container>
    </Box>
  );
}
