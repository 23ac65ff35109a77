import { describe, expect, it } from 'vitest';
import { getProduct } from '../../src/server/catalog/get-product.js';
import { listProducts } from '../../src/server/catalog/list-products.js';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo.js';
import { listUsers } from '../../src/server/users/accounts.js';
import { confirmDialog, dismissToasts, expectToast, makeFakeImageFile, makePngFile, pageWidth, settled, signInAs, unexpectedErrors } from './admin-harness.js';
import { DESKTOP, openTab, PHONE, screenshot, seriousAxeViolations, useShopAndBrowser } from './harness.js';
import { apiLogin, placeOrderOverApi } from './shop-api.js';

const LONG = 120_000;
const env = useShopAndBrowser();

function productInStock(category?: string) {
  const product = listProducts(env.shop.deps.db, { pageNumber: 1, pageSize: 50, category }).products.find((p) => p.countInStock >= 3);
  if (!product) throw new Error('The demo catalog has no product in stock');
  return product;
}

describe('admin products', () => {
  it(
    'creates a product, uploads a real PNG, edits every field, sees it in the storefront, then deletes it',
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await signInAs(context, env.shop.baseUrl, 'admin');

      // The Admin menu in the header leads to the product list.
      await page.goto('/');
      await page.getByRole('button', { name: 'Admin menu' }).click();
      await page.getByRole('menuitem', { name: 'Products' }).click();
      await page.waitForURL(/\/admin\/productlist$/);
      await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: 'Products' });
      await table.getByRole('columnheader', { name: 'Category' }).waitFor();
      for (const header of ['ID', 'Name', 'Price', 'Category', 'Brand']) await table.getByRole('columnheader', { name: header, exact: true }).waitFor();
      await table.getByRole('link', { name: /^Edit product / }).first().waitFor();
      expect(await table.getByRole('row').count()).toBe(21); // header + 20 rows of the first page
      await screenshot(page, 'admin-desktop-productlist');

      // Server-side pages: page 2 is a link that keeps its place in the address.
      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
      await page.waitForURL(/\/admin\/productlist\?page=2$/);
      await page.getByRole('link', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor();

      // Create Product, after confirmation, opens the new sample product's edit page.
      await page.getByRole('button', { name: 'Create Product' }).click();
      await confirmDialog(page, 'Are you sure you want to create a new product?', 'Create');
      await page.waitForURL(/\/admin\/product\/[^/]+\/edit$/);
      const id = /\/admin\/product\/([^/]+)\/edit$/.exec(page.url())![1];
      await page.getByRole('heading', { name: 'Edit Product', level: 1 }).waitFor();
      await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('Sample name');
      const goBack = page.getByRole('link', { name: 'Go Back' });
      expect(await goBack.getAttribute('href')).toBe('/admin/productlist');

      // An invalid price is refused with the server's message, and nothing typed is lost.
      const name = `Teal Handloom Stole ${Date.now()}`;
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Price').fill('12.345');
      await page.getByLabel('Brand').fill('Bunkar Weaves');
      await page.getByRole('button', { name: 'Update' }).click();
      await expectToast(page, 'Price can have at most 2 decimals');
      expect(page.url()).toMatch(/\/edit$/);
      await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe(name);
      await expect(page.getByLabel('Price').inputValue()).resolves.toBe('12.345');
      await expect(page.getByLabel('Brand').inputValue()).resolves.toBe('Bunkar Weaves');
      await page.getByText('Price can have at most 2 decimals', { exact: true }).nth(1).waitFor(); // also beside the field
      await dismissToasts(page);

      // A file that is not an image is refused by the server.
      const fileInput = page.locator('input[type="file"]');
      await fileInput.setInputFiles(makeFakeImageFile());
      await expectToast(page, 'Image upload failed');
      await page.getByText('No photos yet: add at least one before publishing the product.').waitFor();
      await dismissToasts(page);

      // A real PNG: uploaded, shown among the photos, and saved as the product's photo.
      await fileInput.setInputFiles(await makePngFile());
      await expectToast(page, 'Image uploaded successfully');
      const preview = page.getByRole('list', { name: 'Photos of this product' }).getByRole('img');
      await expect.poll(() => preview.getAttribute('src')).toMatch(/^\/uploads\/[^/]+\.png$/);
      const imagePath = (await preview.getAttribute('src'))!;
      // Shown loaded, from the upload or one of its copies by width (srcset).
      const previewed = () => preview.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? new URL(img.currentSrc).pathname : ''));
      await expect.poll(previewed).toMatch(new RegExp(`^${imagePath.replace(/\.png$/, '')}(-\\d+w\\.webp|\\.png)$`));
      await page.getByRole('button', { name: 'Save photos' }).click();
      await expectToast(page, 'Photos saved');

      // Every other field.
      await page.getByLabel('Price').fill('1499.50');
      await page.getByLabel('Count In Stock').fill('7');
      await page.getByLabel('Category', { exact: true }).selectOption('Fashion');
      await page.getByLabel('Description', { exact: true }).fill('A light cotton stole, hand-woven in Varanasi, in a deep teal.');
      // Tax, codes and the threshold; a new product is a draft until the Published switch is turned on.
      await page.getByLabel('GST rate').selectOption('5');
      await page.getByLabel('HSN code').fill('621420');
      await page.getByLabel('SKU').fill(`STOLE-${id.slice(-6)}`);
      await page.getByLabel('Low-stock threshold').fill('2');
      const published = page.getByRole('switch', { name: 'Published' });
      expect(await published.isChecked()).toBe(false);
      await published.check();
      await screenshot(page, 'admin-desktop-productedit');
      await page.getByRole('button', { name: 'Update' }).click();
      await expectToast(page, 'Product updated successfully');
      await page.waitForURL(/\/admin\/productlist$/);
      expect(getProduct(env.shop.deps.db, id)).toMatchObject({
        isPublished: true,
        gstRate: 5,
        hsnCode: '621420',
        sku: `STOLE-${id.slice(-6)}`,
        lowStockThreshold: 2,
        name,
        price: 1499.5,
        image: imagePath,
        brand: 'Bunkar Weaves',
        countInStock: 7,
        category: 'Fashion',
        description: 'A light cotton stole, hand-woven in Varanasi, in a deep teal.',
      });

      // The list shows it (newest first), and the search finds it.
      await page.getByRole('searchbox', { name: 'Find products' }).fill('Teal Handloom');
      await page.waitForURL(/\?keyword=Teal\+Handloom$/);
      const row = page.getByRole('row').filter({ hasText: name });
      await row.waitFor();
      await expect.poll(() => page.getByRole('table', { name: 'Products' }).getByRole('row').count()).toBe(2);
      await row.getByText('Rs 1,499.50/-').waitFor();
      await row.getByRole('cell', { name: 'Fashion', exact: true }).waitFor();
      await row.getByRole('cell', { name: 'Bunkar Weaves', exact: true }).waitFor();
      await row.getByText('Published', { exact: true }).waitFor();
      expect(await row.getByRole('link', { name: `Edit product ${name}` }).getAttribute('href')).toBe(`/admin/product/${id}/edit`);

      // The storefront shows the new product with the uploaded image.
      const shopper = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await shopper.page.goto(`/product/${id}`);
      await shopper.page.getByRole('heading', { name, level: 1 }).waitFor();
      const productImage = shopper.page.getByRole('img', { name, exact: true }).first();
      expect(await productImage.getAttribute('src')).toBe(imagePath);
      // Shown loaded, from the upload or one of its copies by width (srcset).
      const shown = () => productImage.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? new URL(img.currentSrc).pathname : ''));
      await expect.poll(shown).toMatch(new RegExp(`^${imagePath.replace(/\.png$/, '')}(-\\d+w\\.webp|\\.png)$`));
      await shopper.page.getByText('Rs 1,499.50/-').first().waitFor();
      await shopper.page.getByText('A light cotton stole, hand-woven in Varanasi, in a deep teal.').waitFor();
      await shopper.page.getByText('In Stock', { exact: true }).waitFor();
      await shopper.context.close();

      // Delete, after confirmation.
      await row.getByRole('button', { name: `Delete product ${name}` }).click();
      await confirmDialog(page, 'Are you sure you want to delete this product?', 'Delete');
      await expectToast(page, 'Product deleted');
      await row.waitFor({ state: 'detached' });
      await page.getByText('No products match “Teal Handloom”.').waitFor();
      expect(() => getProduct(env.shop.deps.db, id)).toThrow();

      expect(unexpectedErrors(errors, [400, 415])).toEqual([]);
      await context.close();
    },
    LONG,
  );
});

describe('admin orders', () => {
  it(
    "marks a customer's order delivered, and the customer's order page shows 'Delivered on'",
    async () => {
      const customer = await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
      const order = await placeOrderOverApi(env.shop.baseUrl, customer.token, [{ product: productInStock('Bags'), qty: 2 }]);

      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await signInAs(context, env.shop.baseUrl, 'admin');
      await page.goto('/admin/orderlist');
      await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: 'Orders' });
      for (const header of ['ID', 'User', 'Date', 'Total', 'Paid', 'Delivered']) await table.getByRole('columnheader', { name: header, exact: true }).waitFor();
      const row = table.getByRole('row').filter({ has: page.locator(`[title="${order._id}"]`) });
      await row.waitFor();
      await row.getByText(DEMO_ACCOUNTS.customer.name).waitFor();
      await row.getByRole('img', { name: 'Not paid' }).waitFor();
      await row.getByText('Unpaid', { exact: true }).waitFor();
      await row.getByText('Unfulfilled', { exact: true }).waitFor();
      expect(await row.getByRole('link', { name: /^Details of order/ }).getAttribute('href')).toBe(`/admin/order/${order._id}`);
      await screenshot(page, 'admin-desktop-orderlist');

      // Search by the order id finds just that order.
      await page.getByRole('searchbox', { name: 'Find orders' }).fill(order._id);
      await page.getByRole('searchbox', { name: 'Find orders' }).press('Enter');
      await page.waitForURL(new RegExp(`keyword=${order._id}`));
      await expect.poll(() => table.getByRole('row').count()).toBe(2);

      await row.getByRole('button', { name: /^Mark Delivered/ }).click();
      await confirmDialog(page, 'Mark this order as delivered?', 'Yes');
      await expectToast(page, 'Order marked as delivered');
      await row.locator('time').nth(1).waitFor(); // the Delivered cell now holds a date
      expect(await row.getByRole('button', { name: /^Mark Delivered/ }).count()).toBe(0);

      // Cash on delivery: delivering it collects the cash, so it is paid too.
      await row.getByText('Delivered', { exact: true }).waitFor();
      await row.getByText('Paid', { exact: true }).waitFor();

      // The admin's Details link opens the admin order page.
      await row.getByRole('link', { name: /^Details of order/ }).click();
      await page.waitForURL(new RegExp(`/admin/order/${order._id}$`));
      await page.getByText(/Delivered on/).waitFor();

      const shopper = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await signInAs(shopper.context, env.shop.baseUrl, 'customer');
      await shopper.page.goto(`/order/${order._id}`);
      await shopper.page.getByText(/Delivered on/).waitFor();
      await screenshot(shopper.page, 'admin-customer-order-delivered');
      expect(shopper.errors).toEqual([]);
      await shopper.context.close();

      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );
});

describe('admin users', () => {
  it(
    'lists users with search, cannot delete itself, and deletes a user after confirmation',
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await signInAs(context, env.shop.baseUrl, 'admin');
      await page.goto('/admin/userlist');
      await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: 'Users' });
      for (const header of ['ID', 'Name', 'Email', 'Admin']) await table.getByRole('columnheader', { name: header, exact: true }).waitFor();
      const adminRow = table.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.admin.email });
      await adminRow.getByRole('img', { name: 'Admin' }).waitFor();
      expect(await adminRow.getByRole('button').count()).toBe(0); // no delete on one's own row
      const priyaRow = table.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.priya.email });
      await priyaRow.getByRole('img', { name: 'Not an admin' }).waitFor();
      await screenshot(page, 'admin-desktop-userlist');

      // Search narrows the list on the server; clearing it brings everyone back.
      await page.getByRole('searchbox', { name: 'Find users' }).fill('rahul');
      await page.waitForURL(/\?keyword=rahul$/);
      await expect.poll(() => table.getByRole('row').count()).toBe(2);
      await table.getByText(DEMO_ACCOUNTS.rahul.email).waitFor();
      await page.getByRole('button', { name: 'Clear search' }).click();
      await page.waitForURL(/\/admin\/userlist$/);
      await priyaRow.waitFor();

      // Cancelling keeps the user; confirming deletes them.
      await priyaRow.getByRole('button', { name: `Delete user ${DEMO_ACCOUNTS.priya.name}` }).click();
      await confirmDialog(page, 'Are you sure you want to delete this user?', 'Cancel');
      await priyaRow.waitFor();
      await priyaRow.getByRole('button', { name: `Delete user ${DEMO_ACCOUNTS.priya.name}` }).click();
      await confirmDialog(page, 'Are you sure you want to delete this user?', 'Delete');
      await expectToast(page, 'User deleted');
      await priyaRow.waitFor({ state: 'detached' });
      expect(listUsers(env.shop.deps.db, { pageNumber: 1, pageSize: 50 }).users.map((u) => u.email)).not.toContain(DEMO_ACCOUNTS.priya.email);
      await expect(apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.priya.email, DEMO_ACCOUNTS.priya.password)).rejects.toThrow(/401/);

      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );
});

describe('admin screens at 375 px and with axe-core', () => {
  it(
    'fit a phone (table rows become cards) and have no serious or critical accessibility violation',
    async () => {
      const product = productInStock();
      const report: Record<string, unknown> = {};
      for (const viewport of [PHONE, DESKTOP]) {
        const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, viewport, { bypassCSP: true });
        await signInAs(context, env.shop.baseUrl, 'admin');
        const tag = viewport === PHONE ? 'phone' : 'desktop';
        for (const [route, ready] of [
          ['/admin/userlist', 'Users'],
          ['/admin/productlist', 'Products'],
          ['/admin/orderlist', 'Orders'],
          [`/admin/product/${product._id}/edit`, 'Edit Product'],
        ] as const) {
          await page.goto(route);
          await page.getByRole('heading', { name: ready, level: 1 }).waitFor();
          if (ready === 'Edit Product') await page.getByLabel('Description', { exact: true }).waitFor();
          else await page.getByRole('table', { name: ready }).getByRole('row').nth(1).getByRole('cell').first().waitFor();
          await settled(page);
          if (tag === 'phone') await screenshot(page, `admin-phone-${route.split('/')[2]}`);
          expect(await pageWidth(page), `${route} at ${viewport.width}px`).toBeLessThanOrEqual(viewport.width);
          report[`${route}@${viewport.width}`] = await seriousAxeViolations(page);
        }
        // The confirmation dialog, too.
        await page.goto('/admin/productlist');
        await page.getByRole('button', { name: 'Create Product' }).click();
        await page.getByRole('dialog').getByText('Are you sure you want to create a new product?').waitFor();
        // Scan once the opening transition has finished (a half-faded dialog has half the contrast).
        await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('.mantine-Modal-content, .mantine-Modal-overlay')].every((el) => getComputedStyle(el).opacity === '1'));
        await settled(page);
        if (tag === 'phone') await screenshot(page, 'admin-phone-confirm');
        report[`confirm@${viewport.width}`] = await seriousAxeViolations(page);
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
        expect(errors).toEqual([]);
        await context.close();
      }
      for (const [where, violations] of Object.entries(report)) expect(violations, where).toEqual([]);
    },
    LONG,
  );
});
