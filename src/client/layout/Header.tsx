import { Anchor, Box, Container, Text } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'wouter';
import * as m from '@messages/layout';
import { CartIcon, ShieldIcon, UserIcon } from '../components/icons.js';
import { PlainButton } from '../components/PlainButton.js';
import { cartQuantity, useCart } from '../state/cart.js';
import { useSession } from '../state/session.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { LocationButton } from './LocationButton.js';
import { MenuFace } from './MenuFace.js';
import { HeaderSearch } from '../components/HeaderSearch.js';
import classes from './Header.module.css';

function Logo() {
  return (
    <Link href="/" className={classes.logo}>
      <span className={classes.logoMark} aria-hidden="true">
        ₹
      </span>
      <span className={classes.logoText}>
        Rupee <span>Shop</span>
      </span>
    </Link>
  );
}

function CartLink() {
  const count = cartQuantity(useCart());
  // The link's name comes from its text ('Cart (2 items)'); the badge repeats the number for the eye only.
  return (
    <Anchor component={Link} href="/cart" className={classes.navItem} underline="never">
      <span className={classes.cartIcon}>
        {count > 0 && (
          <span className={classes.badge} aria-hidden="true">
            {count}
          </span>
        )}
        <CartIcon size={24} />
      </span>
      <Text span fw={600} size="sm" ml={6} className={classes.cartText}>
        {m.cart}
        {count > 0 && <span className="visually-hidden">{m.cartItems({ count })}</span>}
      </Text>
    </Anchor>
  );
}

const UserMenu = lazy(async () => ({ default: (await import('./signed-in.js')).UserMenu }));
const AdminMenu = lazy(async () => ({ default: (await import('./signed-in.js')).AdminMenu }));

/** Shown while the menu chunk loads: the same look, not yet clickable. */
function MenuPlaceholder({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <span className={classes.navItem}>
      <MenuFace icon={icon} label={label} />
    </span>
  );
}

export function Header() {
  const session = useSession();
  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <div className={classes.brand}>
          <Logo />
        </div>
        <div className={classes.location}>
          <LocationButton />
        </div>
        <div className={classes.search}>
          <HeaderSearch />
        </div>
        {/* The language switch on a line of its own above the account and cart, so neither covers the other. */}
        <div className={classes.end}>
          <LanguageSwitch className={classes.languages} offer />
          <nav className={classes.nav} aria-label={m.accountAndCart}>
            {session?.isAdmin && (
              <Suspense fallback={<MenuPlaceholder icon={<ShieldIcon size={22} />} label={m.admin} />}>
                <AdminMenu />
              </Suspense>
            )}
            {session ? (
              <Suspense fallback={<MenuPlaceholder icon={<UserIcon size={22} />} label={session.name} />}>
                <UserMenu name={session.name} />
              </Suspense>
            ) : (
              <PlainButton href="/login" variant="subtle" leftSection={<UserIcon size={18} />} className={classes.signIn}>
                {m.signIn}
              </PlainButton>
            )}
            <CartLink />
          </nav>
        </div>
      </Container>
    </Box>
  );
}
