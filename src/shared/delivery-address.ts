import { formatIndianMobile } from './phone.js';

/** A delivery address as an order keeps it (the recipient and mobile number are absent on older orders). */
export interface DeliveryAddressParts {
  recipientName?: string | null;
  phone?: string | null;
  address: string;
  addressLine2?: string | null;
  city: string;
  pincode: string;
  state: string;
  country: string;
}

/**
 * The address as a parcel label, an e-mail or an invoice prints it: who receives it (the buyer's name when
 * the order has no recipient), the two address lines, city and pincode, state and country, and the mobile
 * number the courier calls.
 */
export function deliveryAddressLines(a: DeliveryAddressParts, buyerName: string, mobileLine = (mobile: string) => `Mobile: ${mobile}`): string[] {
  return [
    a.recipientName || buyerName,
    a.address,
    a.addressLine2 ?? '',
    `${a.city} ${a.pincode}`,
    `${a.state}, ${a.country}`,
    a.phone ? mobileLine(formatIndianMobile(a.phone)) : '',
  ].filter((line) => line.trim() !== '');
}
