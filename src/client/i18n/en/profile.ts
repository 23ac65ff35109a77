/** The profile page: the profile form, signing out everywhere, My Orders and the address book. */
import { icu } from '../icu.js';

export const profile = 'Profile';
export const userProfile = 'User Profile';
export const name = 'Name';
export const emailAddress = 'Email Address';
export const password = 'Password';
export const keepPassword = 'Leave empty to keep your password';
export const confirmPassword = 'Confirm Password';
export const currentPassword = 'Current Password';
export const currentPasswordNeeded = 'Needed to change your email or password';
export const enterCurrentPassword = 'Enter your current password to change your email or password';
export const passwordsDoNotMatch = 'Passwords do not match';
export const update = 'Update';
export const profileUpdated = 'Profile Updated Successfully';
export const signOutEverywhereText = 'Signed in on a device you no longer use? Sign out on all of them, this one included.';
export const signOutEverywhere = 'Sign out everywhere';

// My Orders
export const myOrders = 'My Orders';
export const noOrdersYet = 'You have no orders yet.';
export const startShopping = 'Start shopping';
export const id = 'ID';
export const date = 'Date';
export const total = 'Total';
export const paid = 'Paid';
export const delivered = 'Delivered';
export const status = 'Status';
export const details = 'Details';
export const orderDetails = icu<{ number: string }>('Details of order {number}');
export const guestOrdersQuestion = 'Ordered as a guest with your e-mail address?';
/** After the server's own sentence ('We have sent a link to …'). */
export const guestOrdersLinkSent = icu<{ message: string }>('{message}. Open it to add those orders here.');
export const sendGuestOrdersLink = 'Send me a link to add those orders';

// The address book
export const myAddresses = 'My Addresses';
export const loadingAddresses = 'Loading your addresses…';
export const noAddresses = 'No saved addresses yet. Addresses you deliver to can be saved at checkout, or here.';
export const defaultAddress = 'Default';
export const edit = 'Edit';
export const makeDefault = 'Make default';
export const deleteAddress = 'Delete';
export const deleteAddressQuestion = icu<{ address: string }>('Delete this address?\n{address}');
export const addAddress = 'Add an address';
export const changeAddress = 'Change address';
export const newAddress = 'New address';
export const saveAddress = 'Save address';
export const cancel = 'Cancel';
export const showOrHidePassword = 'Show or hide what you typed';
