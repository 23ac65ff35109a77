import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatIndianMobile, MOBILE_NUMBER_MESSAGE, mobileTelHref, parseIndianMobile } from '../../src/shared/phone.js';
import { api, callerFor, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

const home = {
  recipientName: 'Meera Iyer',
  phone: '+91 98450 12345',
  address: '12, 4th Cross, Malleshwaram',
  addressLine2: 'Near the temple',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560003',
};
const office = { recipientName: 'Meera Iyer', phone: '2345 6789', address: 'MG Road 1', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };

let people = 0;
/** A customer of their own: every test starts with an empty address book. */
const customer = (): Promise<TestUser> => createUser(t.deps, { email: `book${++people}@example.com` });

describe('Indian mobile numbers', () => {
  it('10 digits starting 6-9; +91, 0091, 91 or a leading 0, spaces and hyphens accepted and dropped', () => {
    for (const typed of ['9845012345', '98450 12345', '+91 98450 12345', '+91-98450-12345', '0091 9845012345', '919845012345', '09845012345', '(98450) 12345']) {
      expect(parseIndianMobile(typed), typed).toBe('9845012345');
    }
    expect(parseIndianMobile('6000000000')).toBe('6000000000');
    for (const wrong of ['', '5845012345', '984501234', '98450123456', '+92 9845012345', '0 5845012345', '98450l2345', '2345 6789', '044 2345 678']) {
      expect(parseIndianMobile(wrong), wrong).toBeNull();
    }
    expect(formatIndianMobile('9845012345')).toBe('+91 98450 12345');
    expect(mobileTelHref('9845012345')).toBe('tel:+919845012345');
  });
});

describe('the address book', () => {
  it('saves addresses with the mobile number as 10 digits; the first is the default, and the default comes first', async () => {
    const meera = await customer();
    const first = await api(t.app, 'POST', '/api/users/addresses', { token: meera.token, body: home });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ ...home, phone: '9845012345', country: 'India', isDefault: true });
    const second = await api(t.app, 'POST', '/api/users/addresses', { token: meera.token, body: { ...home, address: 'Flat 3, Jayanagar', pincode: '560011', addressLine2: '' } });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ isDefault: false, addressLine2: null });

    const list = await api(t.app, 'GET', '/api/users/addresses', { token: meera.token });
    expect(list.status).toBe(200);
    expect(list.body.addresses.map((a: { _id: string }) => a._id)).toEqual([first.body._id, second.body._id]);

    // Choosing another default leaves exactly one.
    const chosen = await api(t.app, 'PUT', `/api/users/addresses/${second.body._id}`, { token: meera.token, body: { ...home, address: 'Flat 3, Jayanagar', pincode: '560011', isDefault: true } });
    expect(chosen.status).toBe(200);
    const after = (await api(t.app, 'GET', '/api/users/addresses', { token: meera.token })).body.addresses;
    expect(after.map((a: { _id: string; isDefault: boolean }) => [a._id, a.isDefault])).toEqual([
      [second.body._id, true],
      [first.body._id, false],
    ]);
  });

  it('refuses a wrong mobile number, a missing name and a pincode outside the state, on their fields, saving nothing', async () => {
    const meera = await customer();
    const wrongPhone = await api(t.app, 'POST', '/api/users/addresses', { token: meera.token, body: office });
    expect(wrongPhone.status).toBe(400);
    expect(wrongPhone.body.issues).toEqual([{ path: 'phone', message: MOBILE_NUMBER_MESSAGE }]);
    const noName = await api(t.app, 'POST', '/api/users/addresses', { token: meera.token, body: { ...home, recipientName: ' ' } });
    expect(noName.body.issues).toEqual([{ path: 'recipientName', message: 'Full name is required' }]);
    const noPhone = await api(t.app, 'POST', '/api/users/addresses', { token: meera.token, body: { ...home, phone: '' } });
    expect(noPhone.body.issues).toEqual([{ path: 'phone', message: 'Mobile number is required' }]);
    const elsewhere = await api(t.app, 'POST', '/api/users/addresses', { token: meera.token, body: { ...home, pincode: '110001' } });
    expect(elsewhere.body.issues).toEqual([{ path: 'pincode', message: 'Pincode 110001 is not in Karnataka: please check the pincode and the state' }]);
    expect((await api(t.app, 'GET', '/api/users/addresses', { token: meera.token })).body.addresses).toEqual([]);
  });

  it("another customer's address is not found, to read, change or delete; a visitor is asked to sign in", async () => {
    const [meera, ravi] = await Promise.all([customer(), customer()]);
    const mine = (await api(t.app, 'POST', '/api/users/addresses', { token: meera.token, body: home })).body;
    const change = await api(t.app, 'PUT', `/api/users/addresses/${mine._id}`, { token: ravi.token, body: { ...home, city: 'Mysuru', pincode: '570001' } });
    expect(change.status).toBe(404);
    expect(change.body.message).toBe('Address not found');
    const remove = await api(t.app, 'DELETE', `/api/users/addresses/${mine._id}`, { token: ravi.token });
    expect(remove.status).toBe(404);
    expect((await api(t.app, 'GET', '/api/users/addresses', { token: ravi.token })).body.addresses).toEqual([]);
    expect((await api(t.app, 'GET', '/api/users/addresses', { token: meera.token })).body.addresses).toEqual([expect.objectContaining({ city: 'Bengaluru' })]);
    expect((await api(t.app, 'GET', '/api/users/addresses')).status).toBe(401);
    await expect(callerFor(t.deps).addresses.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('keeps at most 20 addresses each', async () => {
    const meera = await customer();
    for (let i = 0; i < 20; i++) {
      expect((await api(t.app, 'POST', '/api/users/addresses', { token: meera.token, body: { ...home, address: `House ${i}` } })).status).toBe(201);
    }
    const full = await api(t.app, 'POST', '/api/users/addresses', { token: meera.token, body: home });
    expect(full.status).toBe(400);
    expect(full.body.message).toBe('You can keep at most 20 addresses: delete one you no longer use first');
    // Another customer's book is their own.
    const ravi = await customer();
    expect((await api(t.app, 'POST', '/api/users/addresses', { token: ravi.token, body: home })).status).toBe(201);
  });

  it('addresses added within one millisecond keep the order they were added in', async () => {
    const meera = await customer();
    // The clock stands still: every address has the same createdAt, and only the order of adding tells them apart.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T10:00:00Z') });
    try {
      const added = [];
      for (const label of ['A', 'B', 'C', 'D', 'E', 'F']) {
        added.push((await api(t.app, 'POST', '/api/users/addresses', { token: meera.token, body: { ...home, address: label } })).body._id as string);
      }
      const listed = (await api(t.app, 'GET', '/api/users/addresses', { token: meera.token })).body.addresses.map((x: { _id: string }) => x._id);
      // The default (the first added) first, then the newest.
      expect(listed).toEqual([added[0], ...added.slice(1).reverse()]);
      await api(t.app, 'DELETE', `/api/users/addresses/${added[0]}`, { token: meera.token });
      const left = (await api(t.app, 'GET', '/api/users/addresses', { token: meera.token })).body.addresses;
      expect(left[0]).toMatchObject({ _id: added[5], isDefault: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('deleting the default makes the newest address left the default', async () => {
    const meera = await customer();
    const a = (await api(t.app, 'POST', '/api/users/addresses', { token: meera.token, body: { ...home, address: 'A' } })).body;
    const b = (await api(t.app, 'POST', '/api/users/addresses', { token: meera.token, body: { ...home, address: 'B' } })).body;
    const c = (await api(t.app, 'POST', '/api/users/addresses', { token: meera.token, body: { ...home, address: 'C' } })).body;
    expect(a.isDefault).toBe(true);
    const removed = await api(t.app, 'DELETE', `/api/users/addresses/${a._id}`, { token: meera.token });
    expect(removed.body).toEqual({ message: 'Address deleted' });
    const left = (await api(t.app, 'GET', '/api/users/addresses', { token: meera.token })).body.addresses;
    expect(left.map((x: { _id: string; isDefault: boolean }) => [x._id, x.isDefault])).toEqual([
      [c._id, true],
      [b._id, false],
    ]);
  });
});
