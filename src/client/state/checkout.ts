import { GUEST_CONTACT_STORAGE_KEY, PAYMENT_METHOD_STORAGE_KEY, SHIPPING_STORAGE_KEY } from '../../shared/page-cookies.js';
import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS, type PaymentMethod } from '../../shared/constants.js';
import { hasShape } from './guards.js';
import { storedValue, useStoredValue } from './store.js';

export const SHIPPING_KEY = SHIPPING_STORAGE_KEY;
export const PAYMENT_METHOD_KEY = PAYMENT_METHOD_STORAGE_KEY;
export const GUEST_CONTACT_KEY = GUEST_CONTACT_STORAGE_KEY;

export interface StoredShippingAddress {
  /** Who receives it and the courier's number (10 digits); addresses stored before they were asked have neither. */
  recipientName?: string;
  phone?: string;
  address: string;
  addressLine2?: string;
  city: string;
  pincode: string;
  state: string;
  country: string;
}

const parseShipping = (raw: unknown): StoredShippingAddress | undefined =>
  hasShape<StoredShippingAddress>(raw, { address: 'string', city: 'string', pincode: 'string', state: 'string', country: 'string' }) ? raw : undefined;
const parseMethod = (raw: unknown): PaymentMethod | undefined => PAYMENT_METHODS.find((m) => m === raw);

/** A guest's e-mail and mobile number (10 digits), given at checkout instead of signing in. */
export interface StoredGuestContact {
  email: string;
  phone: string;
}

const parseGuestContact = (raw: unknown): StoredGuestContact | undefined =>
  hasShape<StoredGuestContact>(raw, { email: 'string', phone: 'string' }) ? raw : undefined;

const shippingStore = storedValue<StoredShippingAddress | null>(SHIPPING_KEY, null, parseShipping);
/** Unlike the original, the saved method is read back at start; until saved it is null. */
const paymentStore = storedValue<PaymentMethod | null>(PAYMENT_METHOD_KEY, null, parseMethod);

const guestContactStore = storedValue<StoredGuestContact | null>(GUEST_CONTACT_KEY, null, parseGuestContact);

export const useShippingAddress = () => useStoredValue(shippingStore);
export const saveShippingAddress = (address: StoredShippingAddress) => shippingStore.set(address);

export const usePaymentMethod = () => useStoredValue(paymentStore);
export const savePaymentMethod = (method: PaymentMethod) => paymentStore.set(method);

export const getShippingAddress = (): StoredShippingAddress | null => shippingStore.get();
export const getPaymentMethod = (): PaymentMethod | null => paymentStore.get();
/** Calls `listener` when the address, the payment method or a guest's contact changes. */
export const subscribeToCheckout = (listener: () => void): void => {
  for (const store of [shippingStore, paymentStore, guestContactStore]) store.subscribe(listener);
};

export const useGuestContact = () => useStoredValue(guestContactStore);
export const getGuestContact = (): StoredGuestContact | null => guestContactStore.get();
export const subscribeToGuestContact = (listener: () => void): (() => void) => guestContactStore.subscribe(listener);
export const saveGuestContact = (contact: StoredGuestContact) => guestContactStore.set(contact);

/** Forgets the address, the payment method and a guest's contact (they are one person's, unlike the cart). */
export function clearCheckout(): void {
  shippingStore.clear();
  paymentStore.clear();
  guestContactStore.clear();
}
export { DEFAULT_PAYMENT_METHOD };
