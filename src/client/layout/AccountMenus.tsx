import { Menu, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import { ShieldIcon, UserIcon } from '../components/icons.js';
import { signOut } from '../features/session/sign-out.js';
import classes from './Header.module.css';
import { MenuFace } from './MenuFace.js';

/**
 * The signed-in dropdowns. They live in their own chunk (with the popover machinery they need), so a
 * visitor's first page does not download them.
 */
export function UserMenu({ name }: { name: string }) {
  const [, navigate] = useLocation();
  const logout = () => {
    signOut();
    navigate('/login');
  };
  return (
    <Menu position="bottom-end" width={180} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.navItem} aria-label={`Account menu for ${name}`}>
          <MenuFace icon={<UserIcon size={22} />} label={name} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} href="/profile">
          Profile
        </Menu.Item>
        <Menu.Item onClick={logout}>Logout</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function AdminMenu() {
  return (
    <Menu position="bottom-end" width={180} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.navItem} aria-label="Admin menu">
          <MenuFace icon={<ShieldIcon size={22} />} label="Admin" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} href="/admin">
          Dashboard
        </Menu.Item>
        <Menu.Item component={Link} href="/admin/userlist">
          Users
        </Menu.Item>
        <Menu.Item component={Link} href="/admin/productlist">
          Products
        </Menu.Item>
        <Menu.Item component={Link} href="/admin/categories">
          Categories
        </Menu.Item>
        <Menu.Item component={Link} href="/admin/search">
          Search
        </Menu.Item>
        <Menu.Item component={Link} href="/admin/orderlist">
          Orders
        </Menu.Item>
        <Menu.Item component={Link} href="/admin/carts">
          Abandoned carts
        </Menu.Item>
        <Menu.Item component={Link} href="/admin/promotions">
          Promotions
        </Menu.Item>
        <Menu.Item component={Link} href="/admin/mail">
          Mail
        </Menu.Item>
        <Menu.Item component={Link} href="/admin/newsletter">
          Newsletter
        </Menu.Item>
        <Menu.Item component={Link} href="/admin/shipping">
          Shipping
        </Menu.Item>
        <Menu.Item component={Link} href="/admin/gst-returns">
          GST returns
        </Menu.Item>
        <Menu.Item component={Link} href="/admin/settings">
          Settings
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
