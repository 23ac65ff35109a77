import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_NUMBER_MESSAGE } from '../../src/shared/phone.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { pdfText } from '../helpers/pdf.js';
import { orderPayload, shipOrder, type Line } from '../helpers/shop.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.deps, { isAdmin: true, email: 'owner@example.com' });
});
let buyers = 0;
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

const contact = { recipientName: 'Meera Iyer', phone: '+91 98450 12345', addressLine2: 'Near the temple' };

function lines(): Line[] {
  const product = createProduct(t.deps, { pricePaise: 50_000, countInStock: 20 });
  return [{ product: product.id, qty: 1, pricePaise: 50_000 }];
}

/** An order by a buyer of its own, to an address of its own (the cash-on-delivery limits count open orders by both). */
async function place(shippingAddress: Record<string, unknown>) {
  const buyer = await createUser(t.deps, { name: 'Ravi Kumar', email: `ravi${++buyers}@example.com` });
  const payload = orderPayload(lines());
  const res = await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: { ...payload, shippingAddress: { ...(payload.shippingAddress as object), address: `${buyers}, MG Road`, ...shippingAddress } } });
  return { ...res, buyer };
}

describe('the delivery contact on an order', () => {
  it('keeps the recipient, the mobile number as 10 digits and line 2, and shows them on the order', async () => {
    const placed = await place(contact);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.shippingAddress).toMatchObject({ recipientName: 'Meera Iyer', phone: '9845012345', addressLine2: 'Near the temple' });
    const read = await api(t.app, 'GET', `/api/orders/${placed.body._id}`, { token: admin.token });
    expect(read.body.shippingAddress).toMatchObject({ recipientName: 'Meera Iyer', phone: '9845012345', addressLine2: 'Near the temple' });
  });

  it("the specification's address without them still places an order, which has none", async () => {
    const placed = await place({});
    expect(placed.status).toBe(201);
    expect(placed.body.shippingAddress).toMatchObject({ recipientName: null, phone: null, addressLine2: null });
  });

  it('a mobile number that is not one is refused on its field, and no order is made', async () => {
    const refused = await place({ ...contact, phone: '12345' });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([{ path: 'shippingAddress.phone', message: MOBILE_NUMBER_MESSAGE }]);
  });

  it('the mobile number is in the e-mails, on the invoice and in the order CSV', async () => {
    const placed = await place(contact);
    const mail = await api(t.app, 'GET', '/api/mail?pageSize=100', { token: admin.token });
    const about = mail.body.mail.filter((m: { orderId: string | null }) => m.orderId === placed.body._id);
    expect(about.length).toBeGreaterThan(0);
    for (const message of about) {
      const full = await api(t.app, 'GET', `/api/mail/${message._id}`, { token: admin.token });
      expect(full.body.text).toContain('Meera Iyer\n');
      expect(full.body.text).toContain('Near the temple');
      expect(full.body.text).toContain('Mobile: +91 98450 12345');
    }

    await shipOrder(t.app, admin.token, placed.body._id);
    const invoice = await t.app.inject({ method: 'GET', url: `/api/orders/${placed.body._id}/invoice`, headers: { authorization: `Bearer ${placed.buyer.token}` } });
    expect(invoice.statusCode).toBe(200);
    const text = pdfText(invoice.rawPayload);
    expect(text).toContain('Deliver to: Meera Iyer');
    expect(text).toContain('Mobile: +91 98450 12345');

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const csv = await api(t.app, 'GET', `/api/orders/export.csv?from=${today}&to=${today}`, { token: admin.token });
    const [header, ...rows] = String(csv.body).trim().split('\n');
    const columns = header.replace(/^\uFEFF/, '').split(',');
    const row = rows.find((line) => line.startsWith(placed.body._id))?.split(',') ?? [];
    expect(row[columns.indexOf('recipient')]).toBe('Meera Iyer');
    // A leading + would make a spreadsheet read a formula: the cell is escaped like every such cell.
    expect(row[columns.indexOf('phone')]).toBe("'+91 98450 12345");
  });

  it("placing the order empties the buyer's saved cart", async () => {
    const shopper = await createUser(t.deps, { email: 'cart-buyer@example.com' });
    const bought = lines();
    expect((await api(t.app, 'PUT', '/api/cart', { token: shopper.token, body: { cartItems: [{ product: bought[0].product, qty: 1 }] } })).status).toBe(200);
    const payload = orderPayload(bought);
    expect((await api(t.app, 'POST', '/api/orders', { token: shopper.token, body: payload })).status).toBe(201);
    expect((await api(t.app, 'GET', '/api/cart', { token: shopper.token })).body.cartItems).toEqual([]);
  });
});
