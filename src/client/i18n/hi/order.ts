import type { OrderEventType } from '../../../shared/order-status.js';
import type { OnlineGatewayName } from '../../../shared/payments.js';
import type { Order } from '../../../shared/schemas/order.js';
import { icu } from '../icu.js';

export const order = 'ऑर्डर';
export const orderNumber = icu<{ number: string }>('ऑर्डर {number}');
export const loadingOrder = 'ऑर्डर लोड हो रहा है';
export const status = 'स्थिति';
export const testPayment = 'टेस्ट भुगतान';
export const cancelledOn = icu<{ date: string }>('{date} को रद्द किया गया');
export const cancelledOnBecause = icu<{ date: string; reason: string }>('{date} को रद्द किया गया: {reason}');
export const payBy = icu<{ date: string }>('कृपया {date} तक भुगतान करें; तब तक भुगतान न होने पर ऑर्डर रद्द हो जाएगा।');
export const shipping = 'डिलीवरी';
export const deliveredOn = icu<{ date: string }>('{date} को डिलीवर हो गया');
export const tracking = 'ट्रैकिंग';
export const paymentMethod = 'भुगतान का तरीका';
export const method = 'तरीका:';
export const paidOn = icu<{ date: string }>('{date} को भुगतान हो गया');
export const refunds = 'रिफ़ंड';
export const refundedInAll = icu<{ amount: string }>('कुल रिफ़ंड: {amount}');
export const orderItems = 'ऑर्डर की वस्तुएँ';
export const timeline = 'गतिविधि';
export const orderSummary = 'ऑर्डर का सारांश';
export const placeOfSupply = icu<{ state: string }>('आपूर्ति का स्थान: {state}');
export const whatsappGreeting = icu<{ number: string }>('नमस्ते, मेरे ऑर्डर {number} के बारे में');
export const chatOnWhatsapp = 'WhatsApp पर हमसे बात करें';

export const orderLink = 'ऑर्डर लिंक';
export const linkDoesNotWork = 'यह ऑर्डर लिंक काम नहीं कर रहा है';
export const orderCouldNotBeShown = 'यह ऑर्डर दिखाया नहीं जा सका';
export const continueShopping = 'खरीदारी जारी रखें';
export const privateLinkTitle = 'आपके ऑर्डर का निजी लिंक';
export const privateLinkText = icu<{ email: string }>(
  'यह लिंक सँभालकर रखें: इससे यह ऑर्डर बिना खाते के 90 दिनों तक खुलता है। जिसके पास भी यह लिंक होगा, वह ऑर्डर देख सकता है, उसका भुगतान कर सकता है और भेजे जाने से पहले उसे रद्द कर सकता है, इसलिए इसे किसी के साथ साझा न करें। हमने इसे {email} पर ईमेल कर दिया है।',
);
export const copied = 'कॉपी हो गया';
export const copyLink = 'लिंक कॉपी करें';

export const orderCancelled = 'ऑर्डर रद्द हो गया';
export const cancelOrder = 'ऑर्डर रद्द करें';
export const cancelQuestion = 'क्या आप वाकई यह ऑर्डर रद्द करना चाहते हैं?';
export const refundedInFull = 'आपने जो भुगतान किया है, उसका पूरा रिफ़ंड किया जाएगा।';
export const cancelReason = 'कारण (वैकल्पिक)';
export const keepOrder = 'ऑर्डर रहने दें';
export const confirmCancel = 'हाँ, ऑर्डर रद्द करें';

export const orderStatus = 'ऑर्डर की स्थिति';
export const steps = { placed: 'ऑर्डर किया गया', paid: 'भुगतान', shipped: 'भेजा गया', delivered: 'डिलीवर किया गया', cancelled: 'रद्द' };
export const stepDone = '(पूरा हुआ)';
export const stepNotYet = '(अभी नहीं)';

export const name = 'नाम:';
export const email = 'ईमेल:';
export const deliverTo = 'प्राप्तकर्ता:';
export const address = 'पता:';
export const noPhoneNumber = 'फ़ोन नंबर नहीं है';

export const orderTimeline = 'ऑर्डर की गतिविधि';
export const events: Record<OrderEventType, string> = {
  placed: 'ऑर्डर किया गया',
  paid: 'भुगतान मिल गया',
  shipped: 'भेज दिया गया',
  delivered: 'डिलीवर हो गया',
  cancelled: 'रद्द किया गया',
  refunded: 'रिफ़ंड किया गया',
  refund_failed: 'रिफ़ंड नहीं हो सका',
  paid_after_cancel: 'रद्द करने के बाद भुगतान मिला: रिफ़ंड कर दिया गया',
  payment_claimed: 'UPI भुगतान की सूचना मिली: दुकान इसकी पुष्टि कर रही है',
  payment_rejected: 'दुकान को यह UPI भुगतान नहीं मिला',
};
export const byYou = 'आपके द्वारा';
export const byTheShop = 'दुकान द्वारा';
export const automatically = 'अपने-आप';
export const byActor = icu<{ actor: string }>('{actor} द्वारा');
export const gatewayNames: Record<OnlineGatewayName, string> = { test: 'टेस्ट भुगतान सेवा', razorpay: 'Razorpay', stripe: 'Stripe' };
export const carrier = 'कूरियर:';
export const trackingNumber = 'ट्रैकिंग नंबर:';
export const shippedOn = icu<{ date: string }>('{date} को भेजा गया');
export const trackParcel = 'अपना पार्सल ट्रैक करें';
export const refundStatuses: Record<Order['refunds'][number]['status'], string> = { pending: 'प्रक्रिया में है', succeeded: 'रिफ़ंड हो गया', failed: 'नहीं हो सका' };
export const date = 'तारीख';
export const amount = 'रकम';
export const reason = 'कारण';

export const documents = 'दस्तावेज़';
export const billedTo = 'बिल प्राप्तकर्ता:';
export const receipt = 'रसीद';
export const taxInvoice = 'टैक्स इनवॉइस';
export const receiptComing = 'आपके ऑर्डर का ऑनलाइन भुगतान होने पर या उसे भेजे जाने पर रसीद जारी की जाती है।';
export const taxInvoiceComing = 'आपके ऑर्डर का ऑनलाइन भुगतान होने पर या उसे भेजे जाने पर टैक्स इनवॉइस जारी किया जाता है।';
export const noReceiptYet = 'अभी रसीद नहीं है: ऑर्डर का ऑनलाइन भुगतान होने पर या उसे भेजे जाने पर यह जारी होती है।';
export const noTaxInvoiceYet = 'अभी टैक्स इनवॉइस नहीं है: ऑर्डर का ऑनलाइन भुगतान होने पर या उसे भेजे जाने पर यह जारी होता है।';
export const invoiceCancelled = icu<{ number: string }>('रद्द — क्रेडिट नोट {number} देखें');
export const download = 'डाउनलोड करें';
export const downloadReceipt = icu<{ number: string }>('रसीद {number} डाउनलोड करें');
export const downloadInvoice = icu<{ number: string }>('इनवॉइस {number} डाउनलोड करें');
export const creditNote = 'क्रेडिट नोट';
export const downloadCreditNote = icu<{ number: string }>('क्रेडिट नोट {number} डाउनलोड करें');
export const creditNoteKinds: Record<Order['creditNotes'][number]['kind'], string> = { refund: 'रिफ़ंड', cancellation: 'रद्दीकरण' };
export const withdrawn = 'वापस लिया गया';
export const withdrawnWhy = 'इसमें दर्ज रिफ़ंड नहीं हो सका: यह क्रेडिट नोट अब मान्य नहीं है';
export const goodsReturned = 'सामान लौटाया गया';
export const invoiceDownloadFailed = 'इनवॉइस डाउनलोड नहीं हो सका। कृपया फिर से कोशिश करें।';
export const creditNoteDownloadFailed = 'क्रेडिट नोट डाउनलोड नहीं हो सका। कृपया फिर से कोशिश करें।';
