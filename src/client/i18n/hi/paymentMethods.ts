export const razorpay = 'कार्ड/UPI से भुगतान करें (Razorpay)';
export const cod = 'कैश ऑन डिलीवरी (COD)';
export const upi = 'UPI से भुगतान करें (कोई भी UPI ऐप)';
export const stripe = 'कार्ड से भुगतान करें (Stripe)';
