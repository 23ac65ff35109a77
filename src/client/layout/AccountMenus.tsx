import { useLocation } from 'wouter';
import * as layout from '@messages/layout';
import { LANGUAGE } from '@messages/locale';
import * as m from '@messages/menus';
import { PlainMenu, type MenuEntry } from '../components/PlainMenu.js';
import { ShieldIcon, UserIcon } from '../components/icons.js';
import { signOut } from '../features/session/sign-out.js';
import classes from './Header.module.css';
import { MenuFace } from './MenuFace.js';

/** The signed-in dropdowns, in their own chunk, so a visitor's first page does not download them. */
export function UserMenu({ name }: { name: string }) {
  const [, navigate] = useLocation();
  const entries: MenuEntry[] = [
    { label: m.profile, href: '/profile' },
    {
      label: m.logout,
      onSelect: () => {
        signOut();
        navigate('/login');
      },
    },
  ];
  return <PlainMenu label={m.accountMenu({ name })} face={<MenuFace icon={<UserIcon size={22} />} label={name} />} entries={entries} buttonClassName={classes.navItem} />;
}

/**
 * The admin area is in English only: from another language's pages its links are plain ones, a full page load
 * into the English build (docs/decisions/057-storefront-languages.md).
 */
const FULL_PAGE = LANGUAGE !== 'en';

const ADMIN_ENTRIES: readonly MenuEntry[] = (
  [
    [m.dashboard, '/admin'],
    [m.users, '/admin/userlist'],
    [m.products, '/admin/productlist'],
    [m.categories, '/admin/categories'],
    [m.search, '/admin/search'],
    [m.orders, '/admin/orderlist'],
    [m.abandonedCarts, '/admin/carts'],
    [m.promotions, '/admin/promotions'],
    [m.mail, '/admin/mail'],
    [m.newsletter, '/admin/newsletter'],
    [m.shipping, '/admin/shipping'],
    [m.gstReturns, '/admin/gst-returns'],
    [m.settings, '/admin/settings'],
  ] as const
).map(([label, href]) => ({ label, href, fullPage: FULL_PAGE }));

export function AdminMenu() {
  return <PlainMenu label={m.adminMenu} face={<MenuFace icon={<ShieldIcon size={22} />} label={layout.admin} />} entries={ADMIN_ENTRIES} buttonClassName={classes.navItem} />;
}
