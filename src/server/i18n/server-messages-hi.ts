/**
 * The server's messages to shoppers in Hindi (docs/decisions/057-storefront-languages.md): the errors
 * of the storefront's procedures, the zod messages of the shopper's forms (src/shared/schemas, and zod's own
 * English where a schema gives none) and the success `message` fields, for a request that says
 * `x-shop-language: hi` (shopper-messages.ts). A message with no values is looked up by its English exactly as
 * the code writes it; one with values in it (a number, an amount, a product's name) is matched by a pattern. A
 * message not listed here is shown in English, as written.
 *
 * Shop words stay as Indian shoppers know them (कार्ट, ऑर्डर, डिलीवरी, पिनकोड, स्टॉक, प्रोमो कोड, कैश ऑन
 * डिलीवरी); Rs, GST, GSTIN, UPI, UTR, COD, card numbers and the values a message carries (amounts, names,
 * pincodes, codes) stay in Latin letters as the English has them. Admin-only messages are left out: the admin
 * area is in English.
 */

/** Messages the server writes to shoppers, English → Hindi, exactly as the English is written in the code. */
export const SERVER_MESSAGES_HI: Readonly<Record<string, string>> = {
  // Any request (src/server/errors.ts, the tRPC and REST doors)
  'Something went wrong on our side. Please try again.': 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'The request body is not valid JSON': 'भेजा गया डेटा सही JSON में नहीं है',
  'Not found': 'नहीं मिला',
  'Invalid input': 'दी गई जानकारी सही नहीं है',
  'Bad request': 'अनुरोध सही नहीं है',
  'Please sign in to continue': 'आगे बढ़ने के लिए कृपया साइन इन करें',
  'Id is required': 'आईडी ज़रूरी है',
  'Id is too long': 'आईडी बहुत लंबी है',
  'pageNumber must be a whole number': 'pageNumber पूर्ण संख्या होनी चाहिए',
  'pageNumber must be at least 1': 'pageNumber कम से कम 1 होना चाहिए',
  'pageSize must be a whole number': 'pageSize पूर्ण संख्या होनी चाहिए',
  'pageSize must be at least 1': 'pageSize कम से कम 1 होना चाहिए',

  // Browsing and search (productListInput, productSuggestInput)
  'Search text is too long': 'खोज का टेक्स्ट बहुत लंबा है',
  'Category is too long': 'श्रेणी का नाम बहुत लंबा है',
  'Brand is empty': 'ब्रांड खाली है',
  'Brand is too long': 'ब्रांड का नाम बहुत लंबा है',
  'At most 20 brands': 'ज़्यादा से ज़्यादा 20 ब्रांड चुने जा सकते हैं',
  'Rating must be a number': 'रेटिंग एक संख्या होनी चाहिए',
  'Rating must be from 0 to 5': 'रेटिंग 0 से 5 के बीच होनी चाहिए',
  'page must be a whole number': 'page पूर्ण संख्या होनी चाहिए',
  'page must be at least 1': 'page कम से कम 1 होना चाहिए',
  'Option filter is too long': 'विकल्प का फ़िल्टर बहुत लंबा है',
  'An option filter is the option and a value, such as option.Size=M': 'विकल्प के फ़िल्टर में विकल्प और उसकी एक वैल्यू होती है, जैसे option.Size=M',
  'At most 20 option values': 'ज़्यादा से ज़्यादा 20 विकल्प-वैल्यू चुनी जा सकती हैं',
  'At most 3 options can be chosen': 'ज़्यादा से ज़्यादा 3 विकल्प चुने जा सकते हैं',

  // Product page and reviews
  'Product not found': 'उत्पाद नहीं मिला',
  'Rating must be a whole number from 1 to 5': 'रेटिंग 1 से 5 के बीच की पूर्ण संख्या होनी चाहिए',
  'Rating must be from 1 to 5': 'रेटिंग 1 से 5 के बीच होनी चाहिए',
  'Comment is required': 'टिप्पणी लिखना ज़रूरी है',
  'Comment is too long': 'टिप्पणी बहुत लंबी है',
  'Review added': 'आपकी समीक्षा जोड़ दी गई',
  'Product already reviewed': 'आप इस उत्पाद की समीक्षा पहले ही कर चुके हैं',
  'Only customers who have bought this product can review it': 'इस उत्पाद की समीक्षा केवल वही ग्राहक कर सकते हैं जिन्होंने इसे ख़रीदा है',
  'Your review of this product no longer counts because its purchase was cancelled or refunded. It counts again once you have bought the product again.':
    'इस उत्पाद की आपकी समीक्षा अब नहीं गिनी जाती, क्योंकि उसकी ख़रीद रद्द हो गई या उसका रिफ़ंड हो गया। यह उत्पाद दोबारा ख़रीदने पर आपकी समीक्षा फिर से गिनी जाएगी।',

  // Cart, cart sync, the guest's cart and cart reminders
  'Cart items are required': 'कार्ट की वस्तुएँ भेजना ज़रूरी है',
  'Merge key is too long': 'कार्ट जोड़ने की कुंजी बहुत लंबी है',
  'Guest key is required': 'मेहमान कार्ट की कुंजी ज़रूरी है',
  'Guest key must be 22 to 64 letters, digits, - or _': 'मेहमान कार्ट की कुंजी में 22 से 64 अक्षर, अंक, - या _ होने चाहिए',
  'Key is required': 'कुंजी ज़रूरी है',
  'Key is too long': 'कुंजी बहुत लंबी है',
  'This cart link no longer works': 'कार्ट का यह लिंक अब काम नहीं करता',
  'Cart reminders are off for this address': 'इस पते के लिए कार्ट रिमाइंडर बंद कर दिए गए हैं',
  'Quantity must be a number': 'मात्रा एक संख्या होनी चाहिए',
  'Quantity must be a whole number': 'मात्रा पूर्ण संख्या होनी चाहिए',
  'Quantity must be at least 1': 'मात्रा कम से कम 1 होनी चाहिए',

  // Promo codes
  'Enter a promo code': 'प्रोमो कोड डालें',
  'Invalid promo code': 'प्रोमो कोड सही नहीं है',
  'This code is for your first order only': 'यह कोड केवल आपके पहले ऑर्डर के लिए है',
  'A discount needs a promo code. Please review your cart and place the order again.': 'छूट के लिए प्रोमो कोड ज़रूरी है। कृपया अपना कार्ट देखें और फिर से ऑर्डर करें।',
  'Promo codes are for signed-in customers: sign in or create an account to use one, or place the order without it.':
    'प्रोमो कोड केवल साइन इन किए हुए ग्राहकों के लिए हैं: कोड इस्तेमाल करने के लिए साइन इन करें या खाता बनाएँ, या उसके बिना ऑर्डर करें।',

  // Delivery address, pincode and the delivery check
  'Mobile number is required': 'मोबाइल नंबर डालना ज़रूरी है',
  'Enter a 10-digit mobile number starting with 6, 7, 8 or 9': '6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर डालें',
  'Pincode is required': 'पिनकोड डालना ज़रूरी है',
  'Pincode must be 6 digits, not starting with 0': 'पिनकोड 6 अंकों का होना चाहिए और 0 से शुरू नहीं हो सकता',
  'Choose a state or union territory of India': 'भारत का कोई राज्य या केंद्र शासित प्रदेश चुनें',
  'This pincode is not in our list; please type the city and state': 'यह पिनकोड हमारी सूची में नहीं है; कृपया शहर और राज्य ख़ुद भरें',
  'Value must be an amount in rupees': 'ऑर्डर की रकम रुपयों में होनी चाहिए',
  'Value cannot be negative': 'ऑर्डर की रकम 0 से कम नहीं हो सकती',
  'Value is too large': 'ऑर्डर की रकम बहुत ज़्यादा है',

  // Checkout and placing an order
  'Order items are required': 'ऑर्डर की वस्तुएँ भेजना ज़रूरी है',
  'Your cart is empty': 'आपका कार्ट खाली है',
  'GSTIN is required for a business purchase': 'व्यवसाय के लिए ख़रीद पर GSTIN डालना ज़रूरी है',
  'A GSTIN has 15 characters: the state code, the PAN, an entity number, Z and a check character': 'GSTIN में 15 अक्षर होते हैं: राज्य कोड, PAN, इकाई संख्या, Z और एक जाँच अक्षर',
  'This GSTIN’s check character is wrong: please check it for a typing mistake': 'इस GSTIN का जाँच अक्षर गलत है: कृपया देखें कि टाइप करने में कोई गलती तो नहीं हुई',
  'This GSTIN’s first two digits are not an Indian state’s code': 'इस GSTIN के पहले दो अंक किसी भारतीय राज्य का कोड नहीं हैं',
  'That is this shop’s own GSTIN: enter the GSTIN of the business that is buying': 'यह इसी दुकान का GSTIN है: ख़रीदने वाले व्यवसाय का GSTIN डालें',
  'Business name is required': 'व्यवसाय का नाम डालना ज़रूरी है',
  'Business name is too long': 'व्यवसाय का नाम बहुत लंबा है',
  'This shop does not take orders from guests: please sign in or create an account to place your order.':
    'यह दुकान मेहमानों से ऑर्डर नहीं लेती: ऑर्डर करने के लिए कृपया साइन इन करें या खाता बनाएँ।',
  'This shop takes cash on delivery only: choose Cash on Delivery (COD)': 'यह दुकान केवल कैश ऑन डिलीवरी से भुगतान लेती है: कैश ऑन डिलीवरी (COD) चुनें',
  'This shop does not take UPI payments straight to it: choose another payment method': 'यह दुकान सीधे UPI से भुगतान नहीं लेती: भुगतान का कोई दूसरा तरीका चुनें',
  'Cash on delivery is not available for this address: please pay online': 'इस पते पर कैश ऑन डिलीवरी उपलब्ध नहीं है: कृपया ऑनलाइन भुगतान करें',
  'Sorry, cash on delivery is not available for this address': 'माफ़ करें, इस पते पर कैश ऑन डिलीवरी उपलब्ध नहीं है',
  'This order changed meanwhile. Please reload it and try again.': 'इस बीच यह ऑर्डर बदल गया है। कृपया पेज फिर से लोड करके दोबारा कोशिश करें।',

  // The order page: the order, its private link, cancelling it, its invoice
  'Order not found': 'ऑर्डर नहीं मिला',
  'This order link does not work: it may have expired or been replaced. Please use the newest link the shop sent you, or contact the shop.':
    'ऑर्डर का यह लिंक काम नहीं कर रहा: हो सकता है इसकी समय-सीमा ख़त्म हो गई हो या इसकी जगह नया लिंक भेजा गया हो। कृपया दुकान का भेजा सबसे नया लिंक इस्तेमाल करें, या दुकान से संपर्क करें।',
  'The reason is too long': 'कारण बहुत लंबा है',
  'This order has already been cancelled': 'यह ऑर्डर पहले ही रद्द हो चुका है',
  'This order has already been delivered and can no longer be cancelled': 'यह ऑर्डर डिलीवर हो चुका है, इसलिए अब रद्द नहीं हो सकता',
  'This order has already shipped and can no longer be cancelled': 'यह ऑर्डर भेजा जा चुका है, इसलिए अब रद्द नहीं हो सकता',
  'The shop is checking your UPI payment: ask the shop to cancel this order': 'दुकान आपका UPI भुगतान जाँच रही है: यह ऑर्डर रद्द करवाने के लिए दुकान से संपर्क करें',
  'This order was paid by UPI to the shop: ask the shop to cancel it and pay you back':
    'इस ऑर्डर का भुगतान दुकान को UPI से हुआ था: इसे रद्द करवाने और पैसे वापस पाने के लिए दुकान से संपर्क करें',
  'No online payment was recorded for this order, so it cannot be refunded online': 'इस ऑर्डर का कोई ऑनलाइन भुगतान दर्ज नहीं है, इसलिए इसका ऑनलाइन रिफ़ंड नहीं हो सकता',
  'The tax invoice is issued when the order is paid online or shipped': 'टैक्स इनवॉइस तब जारी होता है जब ऑर्डर का ऑनलाइन भुगतान हो जाए या ऑर्डर भेज दिया जाए',
  'Credit note not found': 'क्रेडिट नोट नहीं मिला',

  // Paying: online through the gateway, the test card, UPI straight to the shop
  'Only the buyer can pay for this order': 'इस ऑर्डर का भुगतान केवल इसका ख़रीदार कर सकता है',
  'This shop takes cash on delivery only': 'यह दुकान केवल कैश ऑन डिलीवरी से भुगतान लेती है',
  'This order is paid cash on delivery: there is nothing to pay online': 'इस ऑर्डर का भुगतान कैश ऑन डिलीवरी से होगा: ऑनलाइन कुछ भी नहीं चुकाना है',
  'This order is paid by UPI straight to the shop: scan the QR code on its page, or open it in a UPI app':
    'इस ऑर्डर का भुगतान सीधे दुकान को UPI से होता है: ऑर्डर के पेज पर दिया गया QR कोड स्कैन करें, या उसे किसी UPI ऐप में खोलें',
  'This order has nothing to pay': 'इस ऑर्डर पर कोई भुगतान बाकी नहीं है',
  'This order has already been paid': 'इस ऑर्डर का भुगतान पहले ही हो चुका है',
  'This order has been cancelled, so it can no longer be paid': 'यह ऑर्डर रद्द हो चुका है, इसलिए अब इसका भुगतान नहीं हो सकता',
  'This order has been cancelled': 'यह ऑर्डर रद्द हो चुका है',
  'No online payment has been started for this order': 'इस ऑर्डर के लिए कोई ऑनलाइन भुगतान शुरू नहीं किया गया है',
  'The payment gateway has no record of this payment': 'पेमेंट गेटवे के पास इस भुगतान का कोई रिकॉर्ड नहीं है',
  'This payment was not made for this order': 'यह भुगतान इस ऑर्डर के लिए नहीं किया गया था',
  'The payment signature does not match this payment': 'भुगतान का सिग्नेचर इस भुगतान से मेल नहीं खाता',
  'Payment id is required': 'भुगतान आईडी ज़रूरी है',
  'Payment id is too long': 'भुगतान आईडी बहुत लंबी है',
  'Payment not found': 'भुगतान नहीं मिला',
  'Your card was declined.': 'आपका कार्ड अस्वीकार कर दिया गया।',
  'Your card number is incorrect. Use a test card: 4242 4242 4242 4242.': 'आपका कार्ड नंबर गलत है। टेस्ट कार्ड इस्तेमाल करें: 4242 4242 4242 4242।',
  'Your card’s security code is invalid.': 'आपके कार्ड का सिक्योरिटी कोड (CVC) गलत है।',
  'Your card’s expiration date is incomplete. Use MM/YY.': 'आपके कार्ड की एक्सपायरी तारीख़ अधूरी है। इसे MM/YY में लिखें।',
  'Your card’s expiration month is invalid.': 'आपके कार्ड की एक्सपायरी का महीना गलत है।',
  'Your card has expired.': 'आपके कार्ड की समय-सीमा ख़त्म हो चुकी है।',
  'This order is not paid by UPI straight to the shop': 'इस ऑर्डर का भुगतान सीधे दुकान को UPI से नहीं होता',
  'The shop has stopped taking UPI payments straight to it: please contact the shop': 'दुकान ने सीधे UPI से भुगतान लेना बंद कर दिया है: कृपया दुकान से संपर्क करें',
  'The UPI reference (UTR) is the 12-digit number your UPI app shows for the payment': 'UPI रेफ़रेंस नंबर (UTR) वह 12 अंकों का नंबर है जो आपका UPI ऐप इस भुगतान के लिए दिखाता है',
  'This UPI reference (UTR) has already been given for another order: check the number in your UPI app':
    'यह UPI रेफ़रेंस नंबर (UTR) किसी दूसरे ऑर्डर के लिए पहले ही दिया जा चुका है: अपने UPI ऐप में नंबर जाँच लें',
  'Only an order paid by UPI straight to the shop takes a UPI reference': 'UPI रेफ़रेंस नंबर केवल उसी ऑर्डर के लिए दिया जा सकता है जिसका भुगतान सीधे दुकान को UPI से होता है',
  'This order’s payment is already waiting for the shop to confirm it': 'इस ऑर्डर का भुगतान पहले से दुकान की पुष्टि का इंतज़ार कर रहा है',

  // Signing in, registering, the profile and the e-mail proof
  'Email is required': 'ईमेल पता डालना ज़रूरी है',
  'Enter a valid email address': 'सही ईमेल पता डालें',
  'Email is too long': 'ईमेल पता बहुत लंबा है',
  'Password is required': 'पासवर्ड डालना ज़रूरी है',
  'Name is required': 'नाम डालना ज़रूरी है',
  'Invalid email or password': 'ईमेल या पासवर्ड गलत है',
  'User already exists': 'इस ईमेल पते से खाता पहले से बना हुआ है',
  'Enter your current password to change your email or password': 'अपना ईमेल या पासवर्ड बदलने के लिए अपना मौजूदा पासवर्ड डालें',
  'Your current password is not correct': 'आपका मौजूदा पासवर्ड सही नहीं है',
  'Signed out on every device': 'आप सभी डिवाइस पर साइन आउट हो गए हैं',
  'An account with this e-mail already exists. We have sent that address a link that moves this order into the account: open it, then sign in to see your orders.':
    'इस ईमेल पते से एक खाता पहले से बना हुआ है। हमने उस पते पर एक लिंक भेजा है जिससे यह ऑर्डर उस खाते में जुड़ जाएगा: उसे खोलें, फिर अपने ऑर्डर देखने के लिए साइन इन करें।',
  'This order is already in an account: sign in to see it.': 'यह ऑर्डर पहले से किसी खाते में है: इसे देखने के लिए साइन इन करें।',
  'This confirmation link does not work: it may have expired or been used already. Sign in and ask for a new one.':
    'पुष्टि का यह लिंक काम नहीं कर रहा: हो सकता है इसकी समय-सीमा ख़त्म हो गई हो या इसका इस्तेमाल पहले ही हो चुका हो। साइन इन करें और नया लिंक मँगाएँ।',
  'There are no guest orders with your e-mail address to move into your account.': 'आपके ईमेल पते से मेहमान के रूप में किया गया ऐसा कोई ऑर्डर नहीं है जिसे आपके खाते में जोड़ा जा सके।',
  'Your e-mail is confirmed. There were no guest orders to move.': 'आपके ईमेल की पुष्टि हो गई है। मेहमान के रूप में किया गया कोई ऑर्डर जोड़ने के लिए नहीं था।',

  // Saved addresses
  'Address not found': 'पता नहीं मिला',
  'Address deleted': 'पता हटा दिया गया',

  // Newsletter and the policy pages
  'Thank you for subscribing!': 'सब्सक्राइब करने के लिए धन्यवाद!',
  'There is no such page: the shop’s pages are returns, shipping, privacy and terms': 'ऐसा कोई पेज नहीं है: दुकान के पेज हैं रिटर्न, शिपिंग, प्राइवेसी और नियम व शर्तें',
};

/** Fields named in a shared message (`${label} is required`, from addressLine, cardField, clientMoney): its Hindi per field. */
const REQUIRED_HI: Readonly<Record<string, string>> = {
  'Full name': 'पूरा नाम डालना ज़रूरी है',
  Address: 'पता डालना ज़रूरी है',
  City: 'शहर डालना ज़रूरी है',
  State: 'राज्य चुनना ज़रूरी है',
  'Card number': 'कार्ड नंबर डालना ज़रूरी है',
  'Expiry date': 'कार्ड की एक्सपायरी तारीख़ डालना ज़रूरी है',
  CVC: 'CVC डालना ज़रूरी है',
  'Items price': 'सामान की कीमत ज़रूरी है',
  'Tax price': 'टैक्स की रकम ज़रूरी है',
  'Shipping price': 'डिलीवरी शुल्क ज़रूरी है',
  'Total price': 'कुल कीमत ज़रूरी है',
  'COD fee': 'COD शुल्क ज़रूरी है',
  'Round off': 'राउंड ऑफ़ ज़रूरी है',
  Discount: 'छूट की रकम ज़रूरी है',
};

/** `${label} is too long`. */
const TOO_LONG_HI: Readonly<Record<string, string>> = {
  'Full name': 'पूरा नाम बहुत लंबा है',
  Address: 'पता बहुत लंबा है',
  'Address line 2': 'पते की दूसरी पंक्ति बहुत लंबी है',
  City: 'शहर का नाम बहुत लंबा है',
  State: 'राज्य का नाम बहुत लंबा है',
  'Card number': 'कार्ड नंबर बहुत लंबा है',
  'Expiry date': 'कार्ड की एक्सपायरी तारीख़ बहुत लंबी है',
  CVC: 'CVC बहुत लंबा है',
};

/** `${label} cannot contain line breaks or control characters` (src/shared/control-characters.ts). */
const CONTROL_CHARACTERS_HI: Readonly<Record<string, string>> = {
  Name: 'नाम में लाइन ब्रेक या कंट्रोल कैरेक्टर नहीं हो सकते',
  'Full name': 'पूरे नाम में लाइन ब्रेक या कंट्रोल कैरेक्टर नहीं हो सकते',
  Address: 'पते में लाइन ब्रेक या कंट्रोल कैरेक्टर नहीं हो सकते',
  'Address line 2': 'पते की दूसरी पंक्ति में लाइन ब्रेक या कंट्रोल कैरेक्टर नहीं हो सकते',
  City: 'शहर के नाम में लाइन ब्रेक या कंट्रोल कैरेक्टर नहीं हो सकते',
  State: 'राज्य के नाम में लाइन ब्रेक या कंट्रोल कैरेक्टर नहीं हो सकते',
  Country: 'देश के नाम में लाइन ब्रेक या कंट्रोल कैरेक्टर नहीं हो सकते',
};

/** An order's figures as the checkout sends them (`${label} must be an amount in rupees with at most 2 decimals`). */
const ORDER_FIGURES_HI: Readonly<Record<string, string>> = {
  'Items price': 'सामान की कीमत',
  'Tax price': 'टैक्स की रकम',
  'Shipping price': 'डिलीवरी शुल्क',
  'Total price': 'कुल कीमत',
  'COD fee': 'COD शुल्क',
  'Round off': 'राउंड ऑफ़',
  Discount: 'छूट',
};

/** The price filter's bounds (`${name} must be a number`, …). */
const PRICE_BOUNDS_HI: Readonly<Record<string, string>> = { 'Minimum price': 'न्यूनतम कीमत', 'Maximum price': 'अधिकतम कीमत' };

/** The types zod names in its own messages, for a field whose schema gives no message of its own. */
const ZOD_TYPES_HI: Readonly<Record<string, string>> = {
  string: 'टेक्स्ट',
  number: 'संख्या',
  int: 'पूर्ण संख्या',
  boolean: 'true या false',
  object: 'ऑब्जेक्ट',
  array: 'सूची',
  NaN: 'ऐसा मान जो संख्या नहीं है',
  null: 'null',
};

/** A group that matches any of the table's English labels, and nothing else. */
const oneOf = (table: Readonly<Record<string, string>>) => `(${Object.keys(table).map((label) => label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;

/** 'Size, Fit and Colour' as Hindi joins a list: the last 'and' is और. */
const joinedHi = (list: string) => list.replace(/ and (?!.* and )/, ' और ');

/** Messages with values in them: a pattern on the English and the Hindi made from its groups. */
export const SERVER_MESSAGE_PATTERNS_HI: readonly (readonly [RegExp, (...groups: string[]) => string])[] = [
  // Any request
  [/^Too many attempts\. Please try again in (\d+) minutes?\.$/, (minutes) => `बहुत ज़्यादा कोशिशें हो गईं। कृपया ${minutes} मिनट बाद फिर से कोशिश करें।`],
  [/^Language must be (.+)$/, (languages) => `भाषा ${languages.replace(/ or /g, ' या ')} होनी चाहिए`],
  [/^pageSize must be at most (\d+)$/, (max) => `pageSize ज़्यादा से ज़्यादा ${max} हो सकता है`],

  // Form fields named in a shared message
  [new RegExp(`^${oneOf(REQUIRED_HI)} is required$`), (label) => REQUIRED_HI[label]],
  [new RegExp(`^${oneOf(TOO_LONG_HI)} is too long$`), (label) => TOO_LONG_HI[label]],
  [new RegExp(`^${oneOf(CONTROL_CHARACTERS_HI)} cannot contain line breaks or control characters$`), (label) => CONTROL_CHARACTERS_HI[label]],
  [
    new RegExp(`^${oneOf(ORDER_FIGURES_HI)} must be an amount in rupees with at most 2 decimals$`),
    (label) => `${ORDER_FIGURES_HI[label]}: रुपयों में रकम दें, दशमलव के बाद ज़्यादा से ज़्यादा 2 अंकों तक`,
  ],
  [new RegExp(`^${oneOf(PRICE_BOUNDS_HI)} must be a number$`), (name) => `${PRICE_BOUNDS_HI[name]} एक संख्या होनी चाहिए`],
  [new RegExp(`^${oneOf(PRICE_BOUNDS_HI)} cannot be negative$`), (name) => `${PRICE_BOUNDS_HI[name]} 0 से कम नहीं हो सकती`],
  [new RegExp(`^${oneOf(PRICE_BOUNDS_HI)} must be at most (Rs [\\d,.]+)$`), (name, amount) => `${PRICE_BOUNDS_HI[name]} ज़्यादा से ज़्यादा ${amount} हो सकती है`],
  [new RegExp(`^${oneOf(PRICE_BOUNDS_HI)} can have at most 2 decimals$`), (name) => `${PRICE_BOUNDS_HI[name]} में दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक हो सकते हैं`],

  // Browsing
  [/^Sort must be one of (.+)$/, (sorts) => `छाँटने का तरीका इनमें से एक होना चाहिए: ${sorts}`],

  // Signing in, registering, the profile, the e-mail proof, saved addresses
  [/^Password must be at least (\d+) characters$/, (min) => `पासवर्ड में कम से कम ${min} अक्षर होने चाहिए`],
  [/^Password must be at most (\d+) characters$/, (max) => `पासवर्ड में ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं`],
  [/^Name must be at most (\d+) characters$/, (max) => `नाम में ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं`],
  [/^We have sent a confirmation link to (.+)$/, (email) => `हमने ${email} पर पुष्टि का लिंक भेज दिया है`],
  [
    /^Your e-mail is confirmed: (\d+) guest orders? (?:is|are) now in your account\.$/,
    (count) =>
      count === '1'
        ? 'आपके ईमेल की पुष्टि हो गई है: मेहमान के रूप में किया गया 1 ऑर्डर अब आपके खाते में है।'
        : `आपके ईमेल की पुष्टि हो गई है: मेहमान के रूप में किए गए ${count} ऑर्डर अब आपके खाते में हैं।`,
  ],
  [
    /^You can keep at most (\d+) addresses: delete one you no longer use first$/,
    (max) => `आप ज़्यादा से ज़्यादा ${max} पते सहेज सकते हैं: पहले कोई ऐसा पता हटाएँ जिसका अब इस्तेमाल नहीं करते`,
  ],

  // Delivery address and the delivery check
  [
    // The state check runs on the pincode as typed, a wrong one too.
    /^Pincode ([\s\S]*) is not in (.+): please check the pincode and the state$/,
    (pincode, state) => `पिनकोड ${pincode} ${state} में नहीं है: कृपया पिनकोड और राज्य जाँच लें`,
  ],
  [/^Sorry, we do not deliver to (.+) yet$/, (pincode) => `माफ़ करें, हम अभी ${pincode} पर डिलीवरी नहीं करते`],

  // Cart, checkout and stock
  [/^A cart can have at most (\d+) lines$/, (max) => `कार्ट में ज़्यादा से ज़्यादा ${max} अलग-अलग उत्पाद हो सकते हैं`],
  [/^An order can have at most (\d+) lines$/, (max) => `एक ऑर्डर में ज़्यादा से ज़्यादा ${max} अलग-अलग उत्पाद हो सकते हैं`],
  [/^Quantity must be at most (\d+)$/, (max) => `मात्रा ज़्यादा से ज़्यादा ${max} हो सकती है`],
  [/^Payment method must be (.+)$/, (methods) => `भुगतान का तरीका ${methods.replace(/ or /g, ' या ')} होना चाहिए`],
  [
    /^A product in your cart no longer exists \((.+)\)\. Please remove it\.$/,
    (product) => `आपके कार्ट का एक उत्पाद अब उपलब्ध नहीं है (${product})। कृपया उसे हटा दें।`,
  ],
  [
    /^A product in your cart no longer exists \((.+)\)\. Please remove it and try again\.$/,
    (product) => `आपके कार्ट का एक उत्पाद अब उपलब्ध नहीं है (${product})। कृपया उसे हटाकर फिर से कोशिश करें।`,
  ],
  [/^Please choose a (.+?) of (.+)$/, (options, product) => `कृपया ${product} का ${joinedHi(options)} चुनें`],
  [
    /^That choice of (.+) is not sold \(variant (.+)\): please choose again$/,
    (product, variant) => `${product} का यह विकल्प उपलब्ध नहीं है (variant ${variant}): कृपया फिर से चुनें`,
  ],
  [/^You can order at most (\d+) of (.+) at once$/, (max, name) => `एक बार में ${name} ज़्यादा से ज़्यादा ${max} ही ऑर्डर किए जा सकते हैं`],
  [
    /^Only (\d+) of (.+) left in stock$/,
    (count, name) => (count === '1' ? `स्टॉक में ${name} का सिर्फ़ 1 बचा है` : `स्टॉक में ${name} के सिर्फ़ ${count} बचे हैं`),
  ],
  [/^(.+) is in the order twice: please name it once$/, (name) => `${name} ऑर्डर में दो बार है: कृपया इसे एक ही बार रखें`],
  [/^Add items worth (Rs [\d,]+(?:\.\d\d)?\/-) more to use this code$/, (amount) => `यह कोड इस्तेमाल करने के लिए ${amount} का और सामान जोड़ें`],
  [
    /^The code (.+) now takes (Rs [\d,]+(?:\.\d\d)?\/-) off this order\. Please review your cart and place the order again\.$/,
    (code, amount) => `कोड ${code} से अब इस ऑर्डर पर ${amount} की छूट मिलती है। कृपया अपना कार्ट देखें और फिर से ऑर्डर करें।`,
  ],
  [
    /^Prices have changed since your cart was loaded: the total is now (Rs [\d,]+(?:\.\d\d)?\/-)\. Please review your cart and place the order again\.$/,
    (total) => `आपका कार्ट लोड होने के बाद कीमतें बदल गई हैं: अब कुल रकम ${total} है। कृपया अपना कार्ट देखें और फिर से ऑर्डर करें।`,
  ],

  // Cash on delivery refused
  [
    /^Cash on delivery is available for orders up to (Rs [\d,]+(?:\.\d\d)?\/-): please pay online$/,
    (limit) => `कैश ऑन डिलीवरी केवल ${limit} तक के ऑर्डर पर उपलब्ध है: कृपया ऑनलाइन भुगतान करें`,
  ],
  [
    /^Sorry, cash on delivery is available for orders up to (Rs [\d,]+(?:\.\d\d)?\/-)$/,
    (limit) => `माफ़ करें, कैश ऑन डिलीवरी केवल ${limit} तक के ऑर्डर पर उपलब्ध है`,
  ],
  [
    /^You already have (\d+) cash-on-delivery orders waiting to ship\. Please wait for them to arrive( or pay online)?\.$/,
    (count, payOnline) =>
      `आपके ${count} कैश ऑन डिलीवरी ऑर्डर पहले से भेजे जाने के इंतज़ार में हैं। कृपया उनके पहुँचने का इंतज़ार करें${payOnline ? ' या ऑनलाइन भुगतान करें' : ''}।`,
  ],
  [
    /^There are already (\d+) cash-on-delivery orders waiting to ship to this address\. Please wait for them to arrive( or pay online)?\.$/,
    (count, payOnline) =>
      `इस पते के ${count} कैश ऑन डिलीवरी ऑर्डर पहले से भेजे जाने के इंतज़ार में हैं। कृपया उनके पहुँचने का इंतज़ार करें${payOnline ? ' या ऑनलाइन भुगतान करें' : ''}।`,
  ],
  [
    /^Cash on delivery is limited to (\d+) of (.+) a day for each customer and address: you can order (\d+) more today by cash on delivery(, or pay online)?\.$/,
    (cap, name, left, payOnline) =>
      `कैश ऑन डिलीवरी से हर ग्राहक और पते के लिए ${name} दिन में ज़्यादा से ज़्यादा ${cap} ही मँगाए जा सकते हैं: आज आप कैश ऑन डिलीवरी से ${left} और ऑर्डर कर सकते हैं${payOnline ? ', या ऑनलाइन भुगतान करें' : ''}।`,
  ],
  [
    /^Cash on delivery is limited to (\d+) of (.+) a day for each customer and address: you cannot order more today by cash on delivery(, but you can pay online)?\.$/,
    (cap, name, payOnline) =>
      `कैश ऑन डिलीवरी से हर ग्राहक और पते के लिए ${name} दिन में ज़्यादा से ज़्यादा ${cap} ही मँगाए जा सकते हैं: आज आप कैश ऑन डिलीवरी से और ऑर्डर नहीं कर सकते${payOnline ? ', लेकिन ऑनलाइन भुगतान करके ऑर्डर कर सकते हैं' : ''}।`,
  ],
  [
    /^You already have (\d+) unpaid orders \(online orders waiting for payment or cash-on-delivery orders waiting to ship\)\. Pay for one of them, or wait for one to ship, before placing another\.$/,
    (count) =>
      `आपके ${count} ऑर्डर का भुगतान बाकी है (भुगतान के इंतज़ार में ऑनलाइन ऑर्डर या भेजे जाने के इंतज़ार में कैश ऑन डिलीवरी ऑर्डर)। नया ऑर्डर करने से पहले इनमें से किसी एक का भुगतान करें, या किसी एक के भेजे जाने का इंतज़ार करें।`,
  ],

  // Paying online
  [/^This payment did not go through \((.+)\); the order is still unpaid$/, (status) => `यह भुगतान पूरा नहीं हुआ (${status}); ऑर्डर का भुगतान अभी बाकी है`],
  [/^This payment is not complete yet \((.+)\); the order is still unpaid$/, (status) => `यह भुगतान अभी पूरा नहीं हुआ है (${status}); ऑर्डर का भुगतान अभी बाकी है`],
  [/^The payment could not be captured \((.+)\); the order is still unpaid$/, (status) => `भुगतान लिया नहीं जा सका (${status}); ऑर्डर का भुगतान अभी बाकी है`],
  [/^This payment was made in (\S+), not (\S+)$/, (paid, wanted) => `यह भुगतान ${paid} में किया गया था, ${wanted} में नहीं`],
  [
    /^This payment is for (Rs [\d,]+(?:\.\d\d)?\/-), but the order total is (Rs [\d,]+(?:\.\d\d)?\/-)$/,
    (paid, total) => `यह भुगतान ${paid} का है, लेकिन ऑर्डर की कुल रकम ${total} है`,
  ],

  // Cancelling a paid order: its refund through the gateway
  [/^The payment gateway did not accept the refund \((.+)\); nothing was changed$/, (detail) => `पेमेंट गेटवे ने रिफ़ंड स्वीकार नहीं किया (${detail}); कुछ भी नहीं बदला गया`],
  [
    /^The payment gateway gave no answer \((.+)\), so it is not known whether (Rs [\d,]+(?:\.\d\d)?\/-) was refunded\. The refund is held as pending: it is recorded when the gateway reports it, and asking again for the same amount retries it without refunding twice$/,
    (detail, amount) =>
      `पेमेंट गेटवे से कोई जवाब नहीं मिला (${detail}), इसलिए पता नहीं है कि ${amount} का रिफ़ंड हुआ या नहीं। रिफ़ंड को बाकी रखा गया है: गेटवे के बताते ही यह दर्ज हो जाएगा, और उतनी ही रकम के लिए फिर से कहने पर यह दोबारा आज़माया जाएगा, दो बार रिफ़ंड किए बिना`,
  ],
  [
    /^A refund of (Rs [\d,]+(?:\.\d\d)?\/-) on this order is still pending with the payment gateway\. Ask again for (Rs [\d,]+(?:\.\d\d)?\/-) to retry it \(it is never made twice\), or wait until the gateway reports it; a different amount can be refunded once it is settled$/,
    (pending, retry) =>
      `इस ऑर्डर पर ${pending} का एक रिफ़ंड अभी पेमेंट गेटवे के पास बाकी है। इसे दोबारा आज़माने के लिए फिर से ${retry} के लिए कहें (यह कभी दो बार नहीं होता), या गेटवे के बताने का इंतज़ार करें; इसके निपटने के बाद कोई दूसरी रकम रिफ़ंड की जा सकती है`,
  ],
  [/^At most (Rs [\d,]+(?:\.\d\d)?\/-) is left to refund on this order$/, (left) => `इस ऑर्डर पर अब ज़्यादा से ज़्यादा ${left} का रिफ़ंड बाकी है`],

  // zod's own English, for the few fields whose schema gives no message (a token's length, a yes/no filter)
  [
    /^Invalid input: expected (\w+), received (\w+)$/,
    (expected, received) =>
      received === 'undefined'
        ? `दी गई जानकारी सही नहीं है: ${ZOD_TYPES_HI[expected] ?? expected} चाहिए, पर कुछ नहीं मिला`
        : `दी गई जानकारी सही नहीं है: ${ZOD_TYPES_HI[expected] ?? expected} चाहिए, पर ${ZOD_TYPES_HI[received] ?? received} मिला`,
  ],
  [/^Too small: expected string to have >=(\d+) characters?$/, (min) => (min === '1' ? 'यह खाली नहीं हो सकता' : `इसमें कम से कम ${min} अक्षर होने चाहिए`)],
  [/^Too big: expected string to have <=(\d+) characters?$/, (max) => `यह बहुत लंबा है: इसमें ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं`],
  [/^Too small: expected array to have >=(\d+) items?$/, (min) => (min === '1' ? 'कम से कम 1 चीज़ होनी चाहिए' : `कम से कम ${min} चीज़ें होनी चाहिए`)],
  [/^Too big: expected array to have <=(\d+) items?$/, (max) => `ज़्यादा से ज़्यादा ${max} चीज़ें हो सकती हैं`],
  [/^Too small: expected number to be >=(\S+)$/, (min) => `संख्या कम से कम ${min} होनी चाहिए`],
  [/^Too small: expected number to be >(\S+)$/, (min) => `संख्या ${min} से ज़्यादा होनी चाहिए`],
  [/^Too big: expected number to be <=(\S+)$/, (max) => `संख्या ज़्यादा से ज़्यादा ${max} हो सकती है`],

  // Last, as it would match longer messages' endings: a product or variant sold out
  [/^(.+) is out of stock$/, (name) => `${name} स्टॉक में नहीं है`],
];
