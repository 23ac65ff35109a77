import { Button, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useTitle } from '../../lib/use-title.js';
import classes from './AdminShell.module.css';

const SECTIONS = [
  { href: '/admin', label: 'Dashboard', also: null },
  { href: '/admin/orderlist', label: 'Orders', also: '/admin/order/' },
  { href: '/admin/productlist', label: 'Products', also: '/admin/product/' },
  { href: '/admin/categories', label: 'Categories', also: null },
  { href: '/admin/search', label: 'Search', also: null },
  { href: '/admin/userlist', label: 'Users', also: '/admin/user/' },
  { href: '/admin/carts', label: 'Abandoned carts', also: null },
  { href: '/admin/promotions', label: 'Promotions', also: null },
  { href: '/admin/mail', label: 'Mail', also: '/admin/mail/' },
  { href: '/admin/newsletter', label: 'Newsletter', also: null },
  { href: '/admin/shipping', label: 'Shipping', also: null },
  { href: '/admin/gst-returns', label: 'GST returns', also: null },
  { href: '/admin/settings', label: 'Settings', also: null },
] as const;

/** Switches between the admin screens without going back to the header's dropdown. */
function AdminNav() {
  const [location] = useLocation();
  return (
    <nav aria-label="Admin sections" className={classes.nav}>
      <Group gap={6} component="ul" className={classes.navList}>
        {SECTIONS.map((section) => {
          const current = location === section.href || (section.also !== null && location.startsWith(section.also));
          return (
            <li key={section.href}>
              <Button
                component={Link}
                href={section.href}
                size="xs"
                variant={current ? 'light' : 'subtle'}
                color={current ? 'brand' : 'gray'}
                aria-current={location === section.href ? 'page' : undefined}
              >
                {section.label}
              </Button>
            </li>
          );
        })}
      </Group>
    </nav>
  );
}

/** An admin screen: section links, the page heading (with an id tables refer to), actions on its right. */
export function AdminShell({
  title,
  headingId,
  count,
  actions,
  search,
  children,
}: {
  title: string;
  headingId: string;
  count?: string;
  /** Buttons beside the heading (Create Product). */
  actions?: ReactNode;
  /** The list's search box, on its own row under the heading. */
  search?: ReactNode;
  children: ReactNode;
}) {
  useTitle(`${title} (Admin)`);
  return (
    <div className={classes.shell}>
      <AdminNav />
      <Group justify="space-between" align="center" gap="sm" mb={search ? 'sm' : 'md'} wrap="wrap">
        <Group gap="sm" align="baseline">
          {/* An order's title holds the owner's prefix and its number ('Order RS-10001'): a long one may break anywhere rather than widen a phone's page. */}
          <Title order={1} fz={{ base: 24, sm: 28 }} id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {count ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {count}
            </Text>
          ) : null}
        </Group>
        {actions}
      </Group>
      {search ? <div className={classes.search}>{search}</div> : null}
      {children}
    </div>
  );
}
