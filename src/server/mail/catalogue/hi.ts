import type { MailKey } from './en.js';

/**
 * The shopper's e-mails in Hindi, key for key as en.ts. Shop words Indian shoppers use as they are (ऑर्डर,
 * डिलीवरी, UPI, COD) stay so; amounts are written as in English ('Rs 1,234/-').
 */
export const hi: Readonly<Record<MailKey, string>> = {
  greeting: 'नमस्ते {name},',
  closing: '{shop} से ख़रीदारी करने के लिए धन्यवाद।',
  orderLinkLine: 'आपका ऑर्डर: {link}',
  orderLinkButton: 'अपना ऑर्डर देखें',
  guestLinkNote: 'आपका ऑर्डर: इसे ऑर्डर की पुष्टि वाले ई-मेल में दिए गए निजी लिंक से खोलें।',
  testPaymentNote: 'टेस्ट भुगतान: इस ऑर्डर का भुगतान दुकान के टेस्ट मोड में हुआ था और कोई पैसा नहीं लिया गया।',
  privateLinkNote:
    'नीचे दिए गए लिंक से कोई भी यह ऑर्डर देख सकता है, इसका भुगतान कर सकता है और शिप होने से पहले इसे रद्द कर सकता है, इसलिए यह ई-मेल किसी और को न दें। यह लिंक 90 दिन तक काम करता है।',

  yourOrderHeading: 'आपका ऑर्डर',
  deliveryAddressHeading: 'डिलीवरी का पता',
  trackingHeading: 'ट्रैकिंग',
  mobileLine: 'मोबाइल: {mobile}',
  itemsLine: 'सामान: {amount}',
  discountLine: 'छूट: -{amount}',
  discountWithCodeLine: 'छूट ({code}): -{amount}',
  gstAddedLine: '{gst}: {amount}',
  gstIncludedLine: '{gst} शामिल: {amount}',
  shippingLine: 'डिलीवरी शुल्क: {amount}',
  shippingFreeLine: 'डिलीवरी शुल्क: मुफ़्त',
  codFeeLine: 'कैश ऑन डिलीवरी शुल्क: {amount}',
  roundOffLine: 'राउंड ऑफ़: {amount}',
  totalLine: 'कुल: {amount}',

  placedSubject: '{shop}: ऑर्डर {number} मिल गया है',
  placedThanks: 'ऑर्डर {number} के लिए धन्यवाद।',
  placedPaymentCod: 'भुगतान: कैश ऑन डिलीवरी (COD)। कृपया डिलीवरी के समय {amount} तैयार रखें।',
  placedPaymentUpi:
    'भुगतान: {shop} को UPI से। अभी भुगतान नहीं हुआ है: अपने ऑर्डर पेज पर दिया गया QR कोड किसी भी UPI ऐप से स्कैन करें (या फ़ोन पर वहीं से खोलें), फिर उसी पेज पर भुगतान का 12 अंकों का रेफ़रेंस नंबर (UTR) डालें।',
  placedPaymentOnlinePaid: 'भुगतान: ऑनलाइन। भुगतान हो गया है।',
  placedPaymentOnlineUnpaid: 'भुगतान: ऑनलाइन। अभी भुगतान नहीं हुआ है: ऑर्डर पक्का करने के लिए अपने ऑर्डर पेज से भुगतान करें।',

  linkSubject: '{shop}: आपके ऑर्डर {number} का नया लिंक',
  linkIntro: 'आपके ऑर्डर {number} का नया निजी लिंक यह है; पहले भेजे गए लिंक अब काम नहीं करते।',

  paidSubject: '{shop}: ऑर्डर {number} का भुगतान मिल गया',
  paidIntro: 'ऑर्डर {number} के लिए आपका {amount} का भुगतान हमें मिल गया है। ऑर्डर शिप होते ही हम आपको बताएँगे।',

  upiNotFoundSubject: '{shop}: ऑर्डर {number} का आपका UPI भुगतान नहीं मिला',
  upiNotFoundIntro: 'हमें अपने खाते में ऑर्डर {number} के लिए {amount} का कोई UPI भुगतान नहीं मिला।',
  upiNotFoundNote: 'दुकान का कहना है: {note}',
  upiNotFoundRetryBy:
    'अगर आपने भुगतान कर दिया है, तो कृपया अपने UPI ऐप में UPI रेफ़रेंस (UTR) देखें और {time} से पहले उसे ऑर्डर के पेज पर फिर से डालें; नहीं तो उस समय ऑर्डर रद्द हो जाएगा।',
  upiNotFoundRetry:
    'अगर आपने भुगतान कर दिया है, तो कृपया अपने UPI ऐप में UPI रेफ़रेंस (UTR) देखें और उसे ऑर्डर के पेज पर फिर से डालें; नहीं तो ऑर्डर रद्द हो जाएगा।',

  shippedSubject: '{shop}: ऑर्डर {number} भेज दिया गया है',
  shippedIntro: 'आपका ऑर्डर {number} रास्ते में है।',
  carrierLine: 'कूरियर: {carrier}',
  trackingNumberLine: 'ट्रैकिंग नंबर: {trackingNumber}',
  trackingUrlLine: 'ट्रैक करें: {url}',

  deliveredSubject: '{shop}: ऑर्डर {number} डिलीवर हो गया',
  deliveredIntro: 'आपका ऑर्डर {number} डिलीवर हो गया है।',
  deliveredCash: 'हमें आपका {amount} का नकद भुगतान मिल गया है।',
  deliveredReview: 'उम्मीद है आपको यह पसंद आएगा। आपने जो ख़रीदा है, उसकी समीक्षा आप हर प्रोडक्ट के पेज पर लिख सकते हैं।',

  cancelledSubject: '{shop}: ऑर्डर {number} रद्द कर दिया गया',
  cancelledIntro: 'आपका ऑर्डर {number} रद्द कर दिया गया है।',
  cancelledIntroWithReason: 'आपका ऑर्डर {number} रद्द कर दिया गया है: {reason}',
  cancelledRefund: 'हमने {amount} आपके भुगतान के तरीक़े में वापस भेज दिए हैं; आप तक पहुँचने में 5–7 कामकाजी दिन लग सकते हैं।',

  refundedSubject: '{shop}: ऑर्डर {number} के लिए {amount} का रिफ़ंड',
  refundedIntro: 'हमने आपके ऑर्डर {number} के लिए {amount} वापस भेज दिए हैं: {reason}।',
  refundedTime: 'आप तक पहुँचने में 5–7 कामकाजी दिन लग सकते हैं।',

  greetingNoName: 'नमस्ते,',
  proofSubject: '{shop}: अपने ऑर्डर देखने के लिए अपना ई-मेल पक्का करें',
  proofIntro:
    '{shop} पर इस ई-मेल पते से बिना अकाउंट (गेस्ट के रूप में) ऑर्डर किए गए थे। उन्हें अपने अकाउंट में देखने के लिए नीचे दिया गया लिंक खोलकर पक्का करें कि यह पता आपका है।',
  proofValidity:
    'यह लिंक एक ही बार, {days, plural, one {# दिन} other {# दिन}} तक काम करता है। अगर आपने {shop} पर अकाउंट नहीं बनाया है, तो इस ई-मेल को अनदेखा कर दें: कुछ नहीं बदलेगा।',
  proofLinkLine: 'अपना ई-मेल पक्का करें: {link}',
  proofLinkButton: 'अपना ई-मेल पक्का करें',

  reminderSubject: '{shop}: आपकी कार्ट में कुछ सामान रह गया है',
  reminderIntro: 'आपने ये चीज़ें अपनी कार्ट में छोड़ दी थीं। ये अब भी आपके लिए यहाँ हैं:',
  reminderValue: 'सामान: {amount} (आज के दाम; GST और डिलीवरी शुल्क चेकआउट पर जोड़े जाते हैं)',
  reminderBackLine: 'अपनी कार्ट पर लौटें: {link}',
  reminderBackButton: 'अपनी कार्ट पर लौटें',
  reminderOptOut: 'ये याद दिलाने वाले ई-मेल नहीं चाहिए? इन्हें बंद करें',
  reminderOptOutLink: 'कार्ट के रिमाइंडर बंद करें',
};
