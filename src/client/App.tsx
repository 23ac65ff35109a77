import { Center } from '@mantine/core';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { parse as parsePattern } from 'regexparam';
import { matchRoute, Route, Switch } from 'wouter';
import * as c from '@messages/common';
import { RequireAdmin, RequireAuth } from './components/Guards.js';
import { Layout } from './layout/Layout.js';
import { HomePage } from './pages/Home.page.js';

/** A route component from its own chunk, loaded when the route is first opened or by `preloadPage`. */
type LazyPage = (() => ReactNode) & { preload: () => Promise<unknown> };

function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module[name])));
  const Lazy = lazy(async () => ({ default: await preload() }));
  // Once its chunk is in, the page is drawn at once rather than suspending for a turn (React.lazy asks again).
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return Object.assign(Page, { preload });
}

// A search or category page arrives drawn by the server; its code (the list's filters, a category's trail) is
// its own chunk, which the home page's script does not carry (docs/decisions/044-owner-categories.md).
const SearchPage = lazyPage(() => import('./pages/ProductList.page.js'), 'SearchPage');
const CategoryPage = lazyPage(() => import('./pages/ProductList.page.js'), 'CategoryPage');
const ProfilePage = lazyPage(() => import('./pages/Profile.page.js'), 'ProfilePage');
// The admin area is its own chunk: shoppers never download it.
const AdminRoutes = lazyPage(() => import('./admin/AdminRoutes.js'), 'AdminRoutes');
// An address the shop does not have: a chunk of its own, which the pages a visitor opens do not load.
const NotFoundPage = lazyPage(() => import('./pages/NotFound.page.js'), 'NotFoundPage');

/** The routes whose pages are chunks of their own, in the order the Switch tries them (the guarded ones follow). */
const PAGES: readonly (readonly [path: string, page: LazyPage])[] = [
  ['/search/:keyword', SearchPage],
  ['/category/:category', CategoryPage],
  ['/product/:id', lazyPage(() => import('./pages/Product.page.js'), 'ProductPage')],
  ['/cart', lazyPage(() => import('./pages/Cart.page.js'), 'CartPage')],
  ['/login', lazyPage(() => import('./pages/Login.page.js'), 'LoginPage')],
  ['/register', lazyPage(() => import('./pages/Register.page.js'), 'RegisterPage')],
  ['/pages/:slug', lazyPage(() => import('./pages/Policy.page.js'), 'PolicyPage')],
  ['/shipping', lazyPage(() => import('./pages/Shipping.page.js'), 'ShippingPage')],
  ['/payment', lazyPage(() => import('./pages/Payment.page.js'), 'PaymentPage')],
  ['/placeorder', lazyPage(() => import('./pages/PlaceOrder.page.js'), 'PlaceOrderPage')],
  ['/order/:id', lazyPage(() => import('./pages/Order.page.js'), 'OrderPage')],
  ['/order-link/:token', lazyPage(() => import('./pages/OrderLink.page.js'), 'OrderLinkPage')],
  ['/confirm-email/:token', lazyPage(() => import('./pages/ConfirmEmail.page.js'), 'ConfirmEmailPage')],
];

/** The Switch's other routes before its catch-all: the home page (in the entry) and the guarded ones. */
const OTHER_ROUTES = ['/', '/profile', '/admin/*?'];

/**
 * Starts loading the chunk of the page at `path`, if it has one of its own. Called before the server-drawn
 * page hydrates, so the page's code arrives while the entry's runs rather than when the hydration reaches
 * the page, after the header (docs/decisions/019-page-weight.md).
 */
export function preloadPage(path: string): void {
  const route = PAGES.find(([pattern]) => matchRoute(parsePattern, pattern, path)[0]);
  if (route) void route[1].preload();
  else if (!OTHER_ROUTES.some((pattern) => matchRoute(parsePattern, pattern, path)[0])) void NotFoundPage.preload();
}

function PageLoader() {
  return (
    <Center py={80}>
      <span className="page-spinner" role="status" aria-label={c.loading} />
    </Center>
  );
}

export function App() {
  return (
    <Layout>
      <Suspense fallback={<PageLoader />}>
        <Switch>
          <Route path="/" component={HomePage} />
          {PAGES.map(([path, Page]) => (
            <Route key={path} path={path} component={Page} />
          ))}
          <Route path="/profile">
            <RequireAuth>
              <ProfilePage />
            </RequireAuth>
          </Route>
          <Route path="/admin/*?">
            <RequireAdmin>
              <AdminRoutes />
            </RequireAdmin>
          </Route>
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
    </Layout>
  );
}
