/** The checkout's steps: the steps bar, shipping, payment method and place order, with the business buyer's fields. */
import { icu } from '../icu.js';

// The steps bar, and the steps' titles.
export const progress = 'Checkout progress';
export const signIn = 'Sign In';
export const shipping = 'Shipping';
export const payment = 'Payment';
export const placeOrder = 'Place Order';
export const continueButton = 'Continue';
export const chooseAnotherAddress = 'Choose another address';

// Shipping.
export const weDeliverIn = icu<{ country: string }>('We deliver in {country}.');
/** `signIn` is the link signInLink. */
export const guestCheckout = icu<{ signIn: string }>('Checking out as a guest. {signIn} if you have an account.');
export const signInLink = 'Sign in';
export const emailAddress = 'Email Address';
export const emailDescription = 'We send your order and its private link here.';
export const validEmail = 'Enter a valid email address';
/** The guest's e-mail as src/shared/schemas/user.ts emailSchema refuses it, by its English message. */
export const emailProblems: Record<string, string> = {
  'Email is required': 'Email is required',
  'Enter a valid email address': 'Enter a valid email address',
  'Email is too long': 'Email is too long',
};
export const deliverTo = 'Deliver to';
export const defaultAddress = 'Default address';
export const newAddress = 'A new address';
export const loadingAddresses = 'Loading your addresses';
export const saveAddress = 'Save this address to my addresses';
export const rulesNotLoaded = 'The form could not be checked: please check your connection and try again.';
export const addressNotSaved = icu<{ reason: string }>(
  'This address could not be saved to your addresses: {reason} Untick “Save this address” to go on without saving it.',
);
export const loadingShipping = 'Loading the shipping form';

// Payment method.
export const paymentMethod = 'Payment Method';
export const howToPay = 'Select how you would like to pay';
export const notAvailableFor = icu<{ pincode: string }>('Not available for delivery to {pincode}');
export const noPaymentFor = icu<{ pincode: string }>('Sorry, we cannot take payment for delivery to {pincode}: cash on delivery is not available there.');

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
export const emailPlaceholder = 'you@example.com';
