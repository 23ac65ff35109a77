import { clearCheckout } from '../../state/checkout.js';
import { clearSession } from '../../state/session.js';

/**
 * Signs this browser out and forgets what belonged to the person: the session, their address and payment
 * method (the cart stays, as a shop's basket would). Their cached orders and profile go with the session:
 * see forgetDataOfPreviousUser.
 */
export function signOut(): void {
  clearCheckout();
  clearSession();
}
