import { useLocation } from 'wouter';
import { PlainMenu, type MenuEntry } from '../components/PlainMenu.js';
import { ShieldIcon, UserIcon } from '../components/icons.js';
import { signOut } from '../features/session/sign-out.js';
import classes from './Header.module.css';
import { MenuFace } from './MenuFace.js';

/** The signed-in dropdowns, in their own chunk, so a visitor's first page does not download them. */
export function UserMenu({ name }: { name: string }) {
  const [, navigate] = useLocation();
  const entries: MenuEntry[] = [
    { label: 'Profile', href: '/profile' },
    {
      label: 'Logout',
      onSelect: () => {
        signOut();
        navigate('/login');
      },
    },
  ];
  return <PlainMenu label={`Account menu for ${name}`} face={<MenuFace icon={<UserIcon size={22} />} label={name} />} entries={entries} buttonClassName={classes.navItem} />;
}

const ADMIN_ENTRIES: readonly MenuEntry[] = [
  { label: 'Dashboard', href: '/admin' },
  { label: 'Users', href: '/admin/userlist' },
  { label: 'Products', href: '/admin/productlist' },
  { label: 'Categories', href: '/admin/categories' },
  { label: 'Search', href: '/admin/search' },
  { label: 'Orders', href: '/admin/orderlist' },
  { label: 'Abandoned carts', href: '/admin/carts' },
  { label: 'Promotions', href: '/admin/promotions' },
  { label: 'Mail', href: '/admin/mail' },
  { label: 'Newsletter', href: '/admin/newsletter' },
  { label: 'Shipping', href: '/admin/shipping' },
  { label: 'GST returns', href: '/admin/gst-returns' },
  { label: 'Settings', href: '/admin/settings' },
];

export function AdminMenu() {
  return <PlainMenu label="Admin menu" face={<MenuFace icon={<ShieldIcon size={22} />} label="Admin" />} entries={ADMIN_ENTRIES} buttonClassName={classes.navItem} />;
}
