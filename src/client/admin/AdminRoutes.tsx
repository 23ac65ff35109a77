import { ModalsProvider } from '@mantine/modals';
import { Route, Switch } from 'wouter';
import { NotFoundPage } from '../pages/NotFound.page.js';
import { AbandonedCartsPage } from './AbandonedCarts.page.js';
import { CategoriesPage } from './Categories.page.js';
import { DashboardPage } from './Dashboard.page.js';
import { GstReturnsPage } from './GstReturns.page.js';
import { MailPage } from './Mail.page.js';
import { MailMessagePage } from './MailMessage.page.js';
import { NewsletterPage } from './Newsletter.page.js';
import { AdminOrderPage } from './Order.page.js';
import { OrderListPage } from './OrderList.page.js';
import { ProductEditPage } from './ProductEdit.page.js';
import { ProductListPage } from './ProductList.page.js';
import { PromotionsPage } from './Promotions.page.js';
import { SearchPage } from './Search.page.js';
import { SettingsPage } from './Settings.page.js';
import { ShippingPage } from './Shipping.page.js';
import { AdminUserPage } from './User.page.js';
import { UserListPage } from './UserList.page.js';

/**
 * The admin area: its own chunk, loaded behind the admin guard in App.tsx, so shoppers never download it.
 * The ModalsProvider lives here rather than in Providers: confirmations are an admin-only need.
 */
export function AdminRoutes() {
  return (
    <ModalsProvider labels={{ confirm: 'Yes', cancel: 'Cancel' }}>
      <Switch>
        <Route path="/admin" component={DashboardPage} />
        <Route path="/admin/userlist" component={UserListPage} />
        <Route path="/admin/user/:id" component={AdminUserPage} />
        <Route path="/admin/productlist" component={ProductListPage} />
        <Route path="/admin/orderlist" component={OrderListPage} />
        <Route path="/admin/order/:id" component={AdminOrderPage} />
        <Route path="/admin/product/:id/edit" component={ProductEditPage} />
        <Route path="/admin/categories" component={CategoriesPage} />
        <Route path="/admin/search" component={SearchPage} />
        <Route path="/admin/settings" component={SettingsPage} />
        <Route path="/admin/gst-returns" component={GstReturnsPage} />
        <Route path="/admin/shipping" component={ShippingPage} />
        <Route path="/admin/promotions" component={PromotionsPage} />
        <Route path="/admin/mail" component={MailPage} />
        <Route path="/admin/mail/:id" component={MailMessagePage} />
        <Route path="/admin/newsletter" component={NewsletterPage} />
        <Route path="/admin/carts" component={AbandonedCartsPage} />
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </ModalsProvider>
  );
}
