import { Center } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { RequireAdmin, RequireAuth } from './components/Guards.js';
import { Layout } from './layout/Layout.js';
import { HomePage } from './pages/Home.page.js';
import { NotFoundPage } from './pages/NotFound.page.js';

/** A route component from its own chunk, loaded when the route is first opened. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

// A search or category page arrives drawn by the server; its code (the list's filters, a category's trail) is
// its own chunk, which the home page's script does not carry (docs/decisions/044-owner-categories.md).
const SearchPage = lazyPage(() => import('./pages/ProductList.page.js'), 'SearchPage');
const CategoryPage = lazyPage(() => import('./pages/ProductList.page.js'), 'CategoryPage');
const ProductPage = lazyPage(() => import('./pages/Product.page.js'), 'ProductPage');
const CartPage = lazyPage(() => import('./pages/Cart.page.js'), 'CartPage');
const LoginPage = lazyPage(() => import('./pages/Login.page.js'), 'LoginPage');
const RegisterPage = lazyPage(() => import('./pages/Register.page.js'), 'RegisterPage');
const ShippingPage = lazyPage(() => import('./pages/Shipping.page.js'), 'ShippingPage');
const PaymentPage = lazyPage(() => import('./pages/Payment.page.js'), 'PaymentPage');
const PlaceOrderPage = lazyPage(() => import('./pages/PlaceOrder.page.js'), 'PlaceOrderPage');
const OrderPage = lazyPage(() => import('./pages/Order.page.js'), 'OrderPage');
const OrderLinkPage = lazyPage(() => import('./pages/OrderLink.page.js'), 'OrderLinkPage');
const ConfirmEmailPage = lazyPage(() => import('./pages/ConfirmEmail.page.js'), 'ConfirmEmailPage');
const ProfilePage = lazyPage(() => import('./pages/Profile.page.js'), 'ProfilePage');
const PolicyPage = lazyPage(() => import('./pages/Policy.page.js'), 'PolicyPage');
// The admin area is its own chunk: shoppers never download it.
const AdminRoutes = lazyPage(() => import('./admin/AdminRoutes.js'), 'AdminRoutes');

function PageLoader() {
  return (
    <Center py={80}>
      <span className="page-spinner" role="status" aria-label="Loading" />
    </Center>
  );
}

export function App() {
  return (
    <Layout>
      <Suspense fallback={<PageLoader />}>
        <Switch>
          <Route path="/" component={HomePage} />
          <Route path="/search/:keyword" component={SearchPage} />
          <Route path="/category/:category" component={CategoryPage} />
          <Route path="/product/:id" component={ProductPage} />
          <Route path="/cart" component={CartPage} />
          <Route path="/login" component={LoginPage} />
          <Route path="/register" component={RegisterPage} />
          <Route path="/pages/:slug" component={PolicyPage} />
          <Route path="/shipping" component={ShippingPage} />
          <Route path="/payment" component={PaymentPage} />
          <Route path="/placeorder" component={PlaceOrderPage} />
          <Route path="/order/:id" component={OrderPage} />
          <Route path="/order-link/:token" component={OrderLinkPage} />
          <Route path="/confirm-email/:token" component={ConfirmEmailPage} />
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
