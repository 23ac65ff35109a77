/** The order page's online payment box (src/client/features/payments): test card, Stripe and Razorpay widgets. */
import { icu } from '../icu.js';

export const payOnline = 'Pay Online';
export const testMode = 'Test mode';
/** The pay button: 'Pay Rs 1,234/-'. */
export const pay = icu<{ amount: string }>('Pay {amount}');
export const processing = 'Processing...';
export const codOnly = 'This shop takes cash on delivery only.';
export const paymentSuccessful = 'Payment Successful!';
export const settingsChanged = 'The shop’s payment settings changed. Reload the page and try again.';
export const didNotGoThrough = 'The payment did not go through. Please try again.';
export const scriptFailed = 'The payment form could not be loaded. Check your connection and try again.';
export const cardPayment = 'Card payment';

// Razorpay.
export const razorpayIntro = 'Pay securely with a card, UPI or netbanking through Razorpay.';
export const formNotLoaded = 'The payment form could not be loaded. Please try again.';
export const paymentFailed = 'The payment failed. Please try again.';
/** What Razorpay's own window says the payment is for. */
export const orderNumber = icu<{ number: string }>('Order {number}');

// Stripe.
export const stripeIntro = 'Pay securely by card through Stripe.';
export const cardDetails = 'Card details';

// The test gateway's card form.
export const testIntro = 'No real money moves. Use a test card with any future expiry date and any 3-digit CVC:';
export const succeeds = 'succeeds';
export const declined = 'is declined';
export const cardNumber = 'Card number';
export const expiry = 'Expiry (MM/YY)';
