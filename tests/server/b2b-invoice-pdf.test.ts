/**
 * A business buyer's tax invoice (B2B), read back with pdftotext: 'Bill to' names the business with its
 * GSTIN, the delivery address stays 'Ship to', and the place of supply is the GSTIN's state, which may
 * differ from the delivery state. Its credit notes name the buyer's GSTIN too (CGST Rule 53(1A)).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '../../src/shared/gstin.js';
import type { TestApp, TestUser } from '../helpers/app.js';
import { BENGALURU, MUMBAI, getAs, openKarnatakaShop, paidOrder as paidOnline } from '../helpers/gst-documents.js';
import { ok, orderApi } from '../helpers/orders.js';
import { pdfText } from '../helpers/pdf.js';
import { money } from '../helpers/shop.js';

let t: TestApp;
let admin: TestUser;
let buyer: TestUser;
let calls: ReturnType<typeof orderApi>;

/** A valid GSTIN (its check character computed) of a business registered in the state with that code. */
const gstinIn = (stateCode: string, pan: string) => `${stateCode}${pan}1Z${gstinCheckCharacter(`${stateCode}${pan}1Z`)}`;
const MAHARASHTRA_BUSINESS = { gstin: gstinIn('27', 'AAPFU0939F'), name: 'Sharma Traders Pvt Ltd' };
const KARNATAKA_BUSINESS = { gstin: gstinIn('29', 'AABCK1234L'), name: 'Bengaluru Office Supplies' };

let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, admin, buyer, close } = await openKarnatakaShop());
  calls = orderApi(t);
});
afterAll(() => close());

const paidOrder = (shippingAddress: Record<string, string>, business?: { gstin: string; name: string }) => paidOnline(t, buyer, shippingAddress, business);

const get = (url: string) => getAs(t, url, buyer.token);
const invoiceText = async (orderId: string) => {
  const res = await get(`/api/orders/${orderId}/invoice`);
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
};

describe('the B2B tax invoice', () => {
  it('bills the business with its GSTIN, ships to the delivery address, and takes the place of supply from the GSTIN', async () => {
    // Delivered in Karnataka, the shop's own state, to a business registered in Maharashtra: an inter-state supply.
    const order = await paidOrder(BENGALURU, MAHARASHTRA_BUSINESS);
    expect(order.business).toEqual(MAHARASHTRA_BUSINESS);
    expect(order.placeOfSupply.code).toBe('27');
    const text = await invoiceText(order._id);
    for (const expected of [
      'Tax Invoice',
      'GSTIN: 29AAGCB7383J1Z4',
      'Bill to',
      'Ship to',
      'Sharma Traders Pvt Ltd',
      `GSTIN: ${MAHARASHTRA_BUSINESS.gstin}`,
      'State: Maharashtra (27)',
      'Contact: Priya Sharma',
      '12, MG Road',
      'Bengaluru 560001',
      'Place of supply: Maharashtra (27)',
      'IGST',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Bill to / Ship to');
    expect(text).not.toContain('Place of supply: Karnataka');
    expect(text).not.toContain('CGST');
    // The business and its GSTIN are billed; the delivery address is where the goods went.
    expect(text).toMatch(/Bill to\s+Ship to\n\s*Sharma Traders Pvt Ltd\s+Priya Sharma\n\s*GSTIN: 27/);
  });

  it('a business in the shop’s state is an intra-state supply even when the goods go elsewhere', async () => {
    const order = await paidOrder(MUMBAI, KARNATAKA_BUSINESS);
    const text = await invoiceText(order._id);
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain(`GSTIN: ${KARNATAKA_BUSINESS.gstin}`);
    expect(text).toContain('Bengaluru Office Supplies');
    expect(text).toContain('Flat 3B, Marine Drive');
    expect(text).toMatch(/CGST/);
    expect(text).not.toContain('IGST');
  });

  it('a consumer’s invoice keeps one Bill to / Ship to block with no buyer GSTIN', async () => {
    const order = await paidOrder(MUMBAI);
    expect(order.business).toBeNull();
    const text = await invoiceText(order._id);
    expect(text).toContain('Bill to / Ship to');
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text.match(/GSTIN:/g)).toHaveLength(1);
  });

  it('the credit note of a B2B sale names the buyer’s GSTIN and the same place of supply', async () => {
    const order = await paidOrder(BENGALURU, MAHARASHTRA_BUSINESS);
    const credit = ok(await calls.refund(order._id, admin.token, money(10_000), 'Rate difference')).body.creditNotes[0];
    const res = await get(`/api/orders/${order._id}/credit-notes/${encodeURIComponent(credit.number)}`);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Credit Note');
    expect(text).toContain('Sharma Traders Pvt Ltd');
    expect(text).toContain(`GSTIN: ${MAHARASHTRA_BUSINESS.gstin}`);
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain('IGST');
  });
});
