/**
 * The checkout's steps: the steps bar, the titles, place order with the business buyer's fields. The shipping and
 * payment steps' own texts are in checkout-choices.ts, which place order's page does not load.
 */
import { icu } from '../icu.js';

// The steps bar, and the steps' titles.
export const progress = 'Checkout progress';
export const signIn = 'Sign In';
export const shipping = 'Shipping';
export const payment = 'Payment';
export const placeOrder = 'Place Order';
export const chooseAnotherAddress = 'Choose another address';

// Payment method.
export const paymentMethod = 'Payment Method';

// Place order.
export const emailLabel = 'Email:';
export const deliverToLabel = 'Deliver to:';
export const addressLabel = 'Address:';
export const methodLabel = 'Method:';
export const invoice = 'Invoice';
/** After a sentence the server or the page wrote, before a link: 'Sorry, we do not deliver to 560099 yet. Choose another address'. */
export const fullStop = '.';
export const chooseAnotherMethod = 'Choose another payment method';
export const codNotAvailable = 'Cash on delivery is not available for this address';
export const codUpTo = icu<{ amount: string }>('Cash on delivery is available for orders up to {amount}');
export const deliveryUnknown = icu<{ pincode: string; reason: string }>('Could not work out delivery to {pincode}: {reason}');
/** In bold, within deliveryTo. */
export const deliveryBy = icu<{ date: string }>('Delivery by {date}');
export const deliveryTo = icu<{ delivery: string; pincode: string }>('{delivery} to {pincode}');
export const orderItems = 'Order Items';
export const cartEmpty = 'Your cart is empty';
export const orderSummary = 'Order Summary';
export const promoForSignedIn = 'Promo codes are for signed-in customers.';
/** `terms` and `returns` are the links termsLink and returnsLink. */
export const agreeTo = icu<{ terms: string; returns: string }>('By placing this order you agree to the {terms} and the {returns}.');
export const termsLink = 'terms';
export const returnsLink = 'returns policy';
export const loadingOrder = 'Loading your order';

// A business buyer's GSTIN and name (BusinessBuyerFields).
export const businessCheckbox = 'Buying for a business? Add your GSTIN';
export const businessDescription = 'The tax invoice will carry your GSTIN, so you can claim input tax credit.';
export const businessName = 'Business name';
export const enterGstin = 'Enter your business’s GSTIN';
export const enterBusinessName = 'Enter the business name, as registered for GST';
export const businessNameTooLong = icu<{ max: number }>('The business name is at most {max} characters');
/** src/shared/gstin.ts gstinProblem's refusals, by their English text. */
export const gstinProblems: Record<string, string> = {
  'A GSTIN has 15 characters: the state code, the PAN, an entity number, Z and a check character':
    'A GSTIN has 15 characters: the state code, the PAN, an entity number, Z and a check character',
  'This GSTIN’s check character is wrong: please check it for a typing mistake': 'This GSTIN’s check character is wrong: please check it for a typing mistake',
};
