export const reviewSubmitted = 'समीक्षा भेज दी गई!';
export const chooseRating = 'कृपया रेटिंग चुनें';
export const writeComment = 'कृपया टिप्पणी लिखें';
export const rating = 'रेटिंग';
export const select = 'चुनें...';
export const ratingLabels: Record<1 | 2 | 3 | 4 | 5, string> = {
  1: '1 - खराब',
  2: '2 - ठीक-ठाक',
  3: '3 - अच्छा',
  4: '4 - बहुत अच्छा',
  5: '5 - शानदार',
};
export const comment = 'टिप्पणी';
export const submit = 'भेजें';
export const buyersOnly = 'इस उत्पाद की समीक्षा सिर्फ़ वही ग्राहक लिख सकते हैं जिन्होंने इसे खरीदा है। आपके ऑर्डर का भुगतान या डिलीवरी होने के बाद आप यहाँ समीक्षा लिख सकेंगे।';
export const reviewHidden = 'आप इस उत्पाद की समीक्षा लिख चुके हैं। दुकान ने आपकी समीक्षा छिपा दी है, इसलिए वह यहाँ नहीं दिखती।';
export const reviewWithdrawn =
  'आप इस उत्पाद की समीक्षा लिख चुके हैं, लेकिन इसकी खरीद रद्द या रिफ़ंड हो जाने से अब आपकी समीक्षा नहीं गिनी जाती। यह उत्पाद दोबारा खरीदने पर यह फिर से गिनी जाएगी।';
export const thanksMarked = 'समीक्षा के लिए धन्यवाद! सूची में इस पर “आपकी समीक्षा” लिखा है।';
export const thanks = 'समीक्षा के लिए धन्यवाद!';
