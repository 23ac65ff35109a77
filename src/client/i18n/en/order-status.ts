/** Where an order stands, in a word or two: the status badges of My Orders (profile) and of the order page. */
export const statusPlaced = 'Placed';
export const statusAwaitingPayment = 'Awaiting payment';
export const statusPaymentClaimed = 'Payment claimed — awaiting confirmation';
export const statusShipped = 'Shipped';
export const statusDelivered = 'Delivered';
export const statusCancelled = 'Cancelled';
export const refunded = 'Refunded';
export const partlyRefunded = 'Partly refunded';
export const paid = 'Paid';
export const notPaid = 'Not Paid';
export const delivered = 'Delivered';
export const notDelivered = 'Not Delivered';
