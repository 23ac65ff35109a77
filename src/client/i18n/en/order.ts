/** The order page and its parts: status, steps, timeline, tracking, refunds, documents, cancelling, the guest's private link, the recipient. */
import type { OrderEventType } from '../../../shared/order-status.js';
import type { OnlineGatewayName } from '../../../shared/payments.js';
import type { Order } from '../../../shared/schemas/order.js';
import { icu } from '../icu.js';

// The page
export const order = 'Order';
export const orderNumber = icu<{ number: string }>('Order {number}');
export const loadingOrder = 'Loading the order';
export const status = 'Status';
export const testPayment = 'Test payment';
export const cancelledOn = icu<{ date: string }>('Cancelled on {date}');
export const cancelledOnBecause = icu<{ date: string; reason: string }>('Cancelled on {date}: {reason}');
export const payBy = icu<{ date: string }>('Please pay by {date}; an unpaid order is cancelled then.');
export const shipping = 'Shipping';
export const deliveredOn = icu<{ date: string }>('Delivered on {date}');
export const tracking = 'Tracking';
export const paymentMethod = 'Payment Method';
export const method = 'Method:';
export const paidOn = icu<{ date: string }>('Paid on {date}');
export const refunds = 'Refunds';
export const refundedInAll = icu<{ amount: string }>('Refunded in all: {amount}');
export const orderItems = 'Order Items';
export const timeline = 'Timeline';
export const orderSummary = 'Order Summary';
export const placeOfSupply = icu<{ state: string }>('Place of supply: {state}');
/** The message a WhatsApp chat with the shop starts with. */
export const whatsappGreeting = icu<{ number: string }>('Hi, about my order {number}');
export const chatOnWhatsapp = 'Chat with us on WhatsApp';

// A private link's page, and the link to keep
export const orderLink = 'Order link';
export const linkDoesNotWork = 'This order link does not work';
export const orderCouldNotBeShown = 'This order could not be shown';
export const continueShopping = 'Continue shopping';
export const privateLinkTitle = 'Your private order link';
export const privateLinkText = icu<{ email: string }>(
  'Keep this link: it opens this order without an account, for 90 days. Anyone who has it can see the order, pay for it and cancel it before it ships, so share it with no one. We have e-mailed it to {email}.',
);
export const copied = 'Copied';
export const copyLink = 'Copy link';

// Cancelling
export const orderCancelled = 'Order cancelled';
export const cancelOrder = 'Cancel order';
export const cancelQuestion = 'Are you sure you want to cancel this order?';
export const refundedInFull = 'What you paid is refunded in full.';
export const cancelReason = 'Reason (optional)';
export const keepOrder = 'Keep order';
export const confirmCancel = 'Yes, cancel order';

// The steps (Placed → Paid → Shipped → Delivered)
export const orderStatus = 'Order status';
export const steps = { placed: 'Placed', paid: 'Paid', shipped: 'Shipped', delivered: 'Delivered', cancelled: 'Cancelled' };
export const stepDone = '(done)';
export const stepNotYet = '(not yet)';

// Who it goes to
export const name = 'Name:';
export const email = 'Email:';
export const deliverTo = 'Deliver to:';
export const address = 'Address:';
export const noPhoneNumber = 'No phone number';

// The timeline, tracking and refunds
export const orderTimeline = 'Order timeline';
export const events: Record<OrderEventType, string> = {
  placed: 'Order placed',
  paid: 'Payment received',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  refund_failed: 'Refund failed',
  paid_after_cancel: 'Payment received after cancelling: refunded',
  payment_claimed: 'UPI payment claimed: the shop is confirming it',
  payment_rejected: 'UPI payment not found by the shop',
};
export const byYou = 'by you';
export const byTheShop = 'by the shop';
export const automatically = 'automatically';
export const byActor = icu<{ actor: string }>('by {actor}');
/** A payment gateway that acted on the order, as the timeline names it. */
export const gatewayNames: Record<OnlineGatewayName, string> = { test: 'test', razorpay: 'razorpay', stripe: 'stripe' };
export const carrier = 'Carrier:';
export const trackingNumber = 'Tracking number:';
export const shippedOn = icu<{ date: string }>('Shipped {date}');
export const trackParcel = 'Track your parcel';
export const refundStatuses: Record<Order['refunds'][number]['status'], string> = { pending: 'In progress', succeeded: 'Refunded', failed: 'Failed' };
export const date = 'Date';
export const amount = 'Amount';
export const reason = 'Reason';

// Documents (the PDFs themselves stay in English)
export const documents = 'Documents';
export const billedTo = 'Billed to:';
export const receipt = 'Receipt';
export const taxInvoice = 'Tax invoice';
export const receiptComing = 'The receipt is issued when your order is paid online or shipped.';
export const taxInvoiceComing = 'The tax invoice is issued when your order is paid online or shipped.';
/** The owner's words (the admin's order page). */
export const noReceiptYet = 'No receipt yet: it is issued when the order is paid online or shipped.';
export const noTaxInvoiceYet = 'No tax invoice yet: it is issued when the order is paid online or shipped.';
export const invoiceCancelled = icu<{ number: string }>('Cancelled — see credit note {number}');
export const download = 'Download';
export const downloadReceipt = icu<{ number: string }>('Download receipt {number}');
export const downloadInvoice = icu<{ number: string }>('Download invoice {number}');
export const creditNote = 'Credit note';
export const downloadCreditNote = icu<{ number: string }>('Download credit note {number}');
export const creditNoteKinds: Record<Order['creditNotes'][number]['kind'], string> = { refund: 'Refund', cancellation: 'Cancellation' };
export const withdrawn = 'Withdrawn';
export const withdrawnWhy = 'The refund it records failed: the credit note no longer counts';
export const goodsReturned = 'goods returned';
export const invoiceDownloadFailed = 'The invoice could not be downloaded. Please try again.';
export const creditNoteDownloadFailed = 'The credit note could not be downloaded. Please try again.';
