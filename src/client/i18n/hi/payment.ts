import { icu } from '../icu.js';

export const payOnline = 'ऑनलाइन भुगतान करें';
export const testMode = 'टेस्ट मोड';
export const pay = icu<{ amount: string }>('{amount} का भुगतान करें');
export const processing = 'भुगतान हो रहा है...';
export const codOnly = 'यह दुकान केवल कैश ऑन डिलीवरी से भुगतान लेती है।';
export const paymentSuccessful = 'भुगतान हो गया!';
export const settingsChanged = 'दुकान की भुगतान सेटिंग बदल गई है। पेज फिर से लोड करें और दोबारा कोशिश करें।';
export const didNotGoThrough = 'भुगतान पूरा नहीं हुआ। कृपया फिर से कोशिश करें।';
export const scriptFailed = 'भुगतान का फ़ॉर्म लोड नहीं हो सका। अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।';
export const cardPayment = 'कार्ड से भुगतान';

export const razorpayIntro = 'Razorpay के ज़रिए कार्ड, UPI या नेटबैंकिंग से सुरक्षित भुगतान करें।';
export const formNotLoaded = 'भुगतान का फ़ॉर्म लोड नहीं हो सका। कृपया फिर से कोशिश करें।';
export const paymentFailed = 'भुगतान नहीं हो सका। कृपया फिर से कोशिश करें।';
export const orderNumber = icu<{ number: string }>('ऑर्डर {number}');

export const stripeIntro = 'Stripe के ज़रिए कार्ड से सुरक्षित भुगतान करें।';
export const cardDetails = 'कार्ड की जानकारी';

export const testIntro = 'इसमें असली पैसे नहीं कटते। कोई टेस्ट कार्ड इस्तेमाल करें, आगे की कोई भी एक्सपायरी तारीख और कोई भी 3 अंकों का CVC डालें:';
export const succeeds = 'भुगतान सफल होगा';
export const declined = 'भुगतान अस्वीकार होगा';
export const cardNumber = 'कार्ड नंबर';
export const expiry = 'एक्सपायरी (MM/YY)';
