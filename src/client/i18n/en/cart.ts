/** The cart page (src/client/pages/Cart.page.tsx): its lines, summary notes and the cart reminders' links. */
import { icu } from '../icu.js';

export const title = 'Shopping Cart';
export const loading = 'Loading your cart';
export const empty = 'Your cart is empty';
export const items = 'Cart items';
export const proceedToCheckout = 'Proceed To Checkout';
export const quantityOf = icu<{ name: string }>('Quantity of {name}');
export const removeLine = icu<{ name: string }>('Remove {name} from cart');
export const deliveryAtCheckout = 'Delivery charges for your pincode are added at checkout.';
/** `cod` is 'with' when cash on delivery adds a fee (`fee`), else 'without'. */
export const deliveryEstimate = icu<{ pincode: string; date: string; cod: string; fee: string }>(
  'Delivery to {pincode} by {date}.{cod, select, with { Cash on delivery adds {fee}.} other {}}',
);

export const linkGone = 'This cart link no longer works. Your cart here is as you left it.';
export const notLoaded = 'Your cart could not be loaded. Please try the link again.';
export const savedCart = 'Your saved cart';
export const signInToSee = 'Sign in to see the cart you saved with your account.';
export const signIn = 'Sign In';
export const cartBack = 'Your cart is back. Prices and stock are as they are today.';
export const remindersOff = 'Cart reminders are off. We will not e-mail this address about carts left in our shop again.';
export const stopReminders = 'Stop cart reminders?';
export const stopRemindersText = 'We will not e-mail the address this reminder went to about carts left in our shop again.';
export const reminderLinkGone = 'This link no longer works.';
export const didNotWork = 'That did not work. Please try again.';
export const turnOffReminders = 'Turn off cart reminders';
