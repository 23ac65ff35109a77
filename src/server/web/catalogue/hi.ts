import type { PageTextKey } from './en.js';

/** The storefront page's server-written texts in Hindi, key for key as en.ts. */
export const hi: Readonly<Record<PageTextKey, string>> = {
  homeTitle: '{shop}: रुपयों में ऑनलाइन ख़रीदारी',
  defaultDescription:
    'भरोसेमंद भारतीय विक्रेताओं से फ़ैशन, इलेक्ट्रॉनिक्स, बैग, जूते-चप्पल, किराना और ब्यूटी, रुपयों में दाम और कैश ऑन डिलीवरी के साथ।',
  searchTitle: '{keyword} के खोज नतीजे | {shop}',
  searchDescription: '{shop} पर “{keyword}” से {count, plural, one {# उत्पाद मिलता है} other {# उत्पाद मिलते हैं}}।',
  categoryNotFound: 'श्रेणी नहीं मिली | {shop}',
  categoryTitle: '{name} | {shop}',
  categoryDescription: '{shop} पर {name} ऑनलाइन ख़रीदें: {count, plural, one {# उत्पाद} other {# उत्पाद}}, रुपयों में दाम, कैश ऑन डिलीवरी।',
  signInTitle: 'साइन इन | {shop}',
  registerTitle: 'खाता बनाएँ | {shop}',
  cartTitle: 'शॉपिंग कार्ट | {shop}',
  shippingTitle: 'डिलीवरी | {shop}',
  placeOrderTitle: 'ऑर्डर करें | {shop}',
  orderTitle: 'ऑर्डर | {shop}',
  pageNotFound: 'पेज नहीं मिला | {shop}',
  policyTitle: '{title} | {shop}',
  policyDescription: '{shop} की {title}: ख़रीदने से पहले पढ़ें।',
  productNotFound: 'उत्पाद नहीं मिला | {shop}',
  productTitle: '{name} | {shop}',
  inStock: 'स्टॉक में है',
  outOfStock: 'स्टॉक में नहीं है',
  home: 'होम',
  needsScriptTitle: 'इस पेज के लिए JavaScript ज़रूरी है।',
  needsScriptText:
    'साइन इन, आपका कार्ट और ऑर्डर करना JavaScript चालू होने पर ही काम करते हैं: इसे अपने ब्राउज़र की सेटिंग में चालू करें। इसके बिना भी आप दुकान के उत्पाद देख सकते हैं।',
  needsScriptHome: 'होम पेज पर जाएँ',
};
