/** Signing in and registering: the sign-in and register pages, password fields, a guest's offer of an account, the e-mail confirmation page. */
import { icu } from '../icu.js';

// Sign in
export const signIn = 'Sign In';
export const signInSubtitle = 'Welcome back! Sign in to check out and track your orders.';
export const emailAddress = 'Email Address';
export const emailPlaceholder = 'you@example.com';
export const password = 'Password';
export const enterPassword = 'Enter password';
export const newCustomer = 'New Customer?';
export const register = 'Register';
export const or = 'or';
export const checkOutAsGuest = 'Check out as a guest';
export const guestNoPassword = 'No password needed: we send your order’s link to your e-mail.';
export const showOrHidePassword = 'Show or hide what you typed';

// Register
export const registerSubtitle = 'Create your account in a few seconds. It is free.';
export const name = 'Name';
export const enterName = 'Enter name';
export const haveAccount = 'Have an Account?';
export const login = 'Login';
export const newPasswordPlaceholder = 'At least 8 characters';
export const confirmPassword = 'Confirm Password';
export const confirmPasswordPlaceholder = 'Confirm password';
export const passwordsDoNotMatch = 'Passwords do not match';

// A guest's account, offered on the order's private link page
export const saveDetails = 'Save your details for next time';
export const saveDetailsText = icu<{ email: string }>(
  'Set a password to make an account with {email}. This order will be in it, and you can follow all your orders from My Orders.',
);
export const createAccount = 'Create account';
export const accountReady = 'Your account is ready';
export const orderInMyOrders = 'This order is now in My Orders.';
export const orderInMyOrdersLinkSent = icu<{ email: string }>(
  'This order is now in My Orders. We have sent a link to {email}: open it to add your earlier guest orders to your account.',
);

// The e-mail confirmation page
export const confirmEmail = 'Confirm your e-mail';
export const confirmEmailText = 'Confirm that this e-mail address is yours, and the orders placed with it as a guest join your account.';
export const confirmMyEmail = 'Confirm my e-mail';
export const seeMyOrders = 'See My Orders';
export const signInToSeeOrders = 'Sign in to see your orders';
