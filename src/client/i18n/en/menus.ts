/** The header's signed-in menus: the shopper's account menu and the admin's (layout/AccountMenus.tsx, a chunk of its own). */
import { icu } from '../icu.js';

export const accountMenu = icu<{ name: string }>('Account menu for {name}');
export const profile = 'Profile';
export const logout = 'Logout';
export const adminMenu = 'Admin menu';
export const dashboard = 'Dashboard';
export const users = 'Users';
export const products = 'Products';
export const categories = 'Categories';
export const search = 'Search';
export const orders = 'Orders';
export const abandonedCarts = 'Abandoned carts';
export const promotions = 'Promotions';
export const mail = 'Mail';
export const newsletter = 'Newsletter';
export const shipping = 'Shipping';
export const gstReturns = 'GST returns';
export const settings = 'Settings';
