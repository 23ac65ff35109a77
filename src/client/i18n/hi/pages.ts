export const productNotFound = 'उत्पाद नहीं मिला';
export const pageNotFound = 'पेज नहीं मिला';
export const noSuchProduct = 'हमें वह उत्पाद नहीं मिला';
export const noSuchPage = 'हमें वह पेज नहीं मिला';
export const productGone = 'हो सकता है यह हमेशा के लिए बिक गया हो या दुकान से हटा दिया गया हो। वैसे देखने के लिए और भी बहुत कुछ है।';
export const pageGone = 'हो सकता है लिंक पुराना हो या गलत टाइप हुआ हो। चलिए, आपको वापस दुकान पर ले चलते हैं।';
export const continueShopping = 'खरीदारी जारी रखें';

export const policyLoadFailed = 'यह पेज लोड नहीं हो सका';
