/** The payment methods' names (src/client/features/payments/labels.ts): the payment and place-order steps, the order page. */
export const razorpay = 'Pay with Card/UPI (Razorpay)';
export const cod = 'Cash on Delivery (COD)';
export const upi = 'Pay by UPI (any UPI app)';
export const stripe = 'Pay with Card (Stripe)';
