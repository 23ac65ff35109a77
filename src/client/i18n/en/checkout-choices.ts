/** The shipping and payment-method steps' own texts; place order's, and the steps bar's, are in checkout.ts. */
import { icu } from '../icu.js';

export const continueButton = 'Continue';

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
export const howToPay = 'Select how you would like to pay';
export const notAvailableFor = icu<{ pincode: string }>('Not available for delivery to {pincode}');
export const noPaymentFor = icu<{ pincode: string }>('Sorry, we cannot take payment for delivery to {pincode}: cash on delivery is not available there.');

// The guest's e-mail field (Shipping).
export const emailPlaceholder = 'you@example.com';
