/**
 * The demo catalog seeded into an empty database: 42 products (7 in each category) and a handful of
 * reviews. Prices are integer paise. The brand and product names are used for demonstration only;
 * every description is original shop copy.
 */

import { type ArtSpec } from './artwork.js';

/**
 * The six categories every shop starts with (migrations/0028_variants_photos_categories.sql makes them, their
 * names as ids); after that the owner's categories are records (docs/decisions/044-owner-categories.md).
 */
export const STARTING_CATEGORIES = ['Fashion', 'Electronics', 'Bags', 'Footwear', 'Groceries', 'Beauty'] as const;
export type StartingCategory = (typeof STARTING_CATEGORIES)[number];

/**
 * The starting categories' names in Hindi, set when the demo catalog is seeded (a shop without the demo
 * leaves them to its owner). Their English descriptions are empty, and so are these.
 */
export const STARTING_CATEGORY_HINDI: Readonly<Record<StartingCategory, { nameHi: string; descriptionHi: string }>> = {
  Fashion: { nameHi: 'फ़ैशन', descriptionHi: '' },
  Electronics: { nameHi: 'इलेक्ट्रॉनिक्स', descriptionHi: '' },
  Bags: { nameHi: 'बैग', descriptionHi: '' },
  Footwear: { nameHi: 'जूते-चप्पल', descriptionHi: '' },
  Groceries: { nameHi: 'किराना', descriptionHi: '' },
  Beauty: { nameHi: 'ब्यूटी', descriptionHi: '' },
};

export interface DemoProduct {
  /** Stable, unique slug; reviews and tests refer to products by it. */
  key: string;
  name: string;
  /** The name in Hindi, as the Hindi storefront shows it: Devanagari, with brand and model names as written. */
  nameHi: string;
  brand: string;
  category: StartingCategory;
  description: string;
  /** The description in Hindi, saying what the English says. */
  descriptionHi: string;
  /** Integer paise, e.g. 149900 = Rs 1,499. */
  pricePaise: number;
  countInStock: number;
  art: ArtSpec;
}

export type DemoReviewer = 'customer' | 'priya' | 'rahul' | 'ananya';

export interface DemoReview {
  productKey: string;
  reviewer: DemoReviewer;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
}

export const demoProducts: readonly DemoProduct[] = [
  // ------------------------------------------------------------------ Electronics
  {
    key: 'boat-rockerz-450',
    name: 'boAt Rockerz 450 Bluetooth On-Ear Headphones',
    nameHi: 'boAt Rockerz 450 ब्लूटूथ ऑन-ईयर हेडफ़ोन',
    brand: 'boAt',
    category: 'Electronics',
    description:
      'Light on-ear wireless headphones with 40 mm drivers and a punchy, bass-forward sound. The padded ear cushions and adjustable headband stay comfortable through a long commute, and the battery comfortably lasts a couple of days of regular use. Pairs quickly over Bluetooth and also works with the included AUX cable.',
    descriptionHi:
      'हल्के ऑन-ईयर वायरलेस हेडफ़ोन, 40 mm ड्राइवर और दमदार, बेस से भरी आवाज़ के साथ। गद्देदार ईयर कुशन और एडजस्ट होने वाला हेडबैंड लंबे सफ़र में भी आरामदायक रहते हैं, और आम इस्तेमाल में बैटरी आराम से दो दिन चल जाती है। ब्लूटूथ से झट से जुड़ जाते हैं और साथ मिलने वाली AUX केबल से भी चलते हैं।',
    pricePaise: 149900,
    countInStock: 34,
    art: { motif: 'headphones', primary: '#1f2937', secondary: '#e53935', background: '#fbd5d3' },
  },
  {
    key: 'noise-colorfit-pro-5',
    name: 'Noise ColorFit Pro 5 Smartwatch with 1.85" AMOLED Display',
    nameHi: 'Noise ColorFit Pro 5 स्मार्टवॉच, 1.85" AMOLED डिस्प्ले के साथ',
    brand: 'Noise',
    category: 'Electronics',
    description:
      'A bright AMOLED smartwatch with Bluetooth calling, so you can take a quick call without pulling out your phone. Tracks steps, sleep and workouts, and shows notifications from WhatsApp and other apps. Comes with a soft silicone strap that is easy to swap.',
    descriptionHi:
      'ब्लूटूथ कॉलिंग वाली चमकदार AMOLED स्मार्टवॉच, ताकि फ़ोन निकाले बिना ही झट से कॉल उठा सकें। स्टेप्स, नींद और वर्कआउट ट्रैक करती है, और WhatsApp व दूसरे ऐप्स की नोटिफ़िकेशन दिखाती है। साथ में मुलायम सिलिकॉन स्ट्रैप मिलता है, जिसे आसानी से बदला जा सकता है।',
    pricePaise: 399900,
    countInStock: 18,
    art: { motif: 'smartwatch', primary: '#2f80ed', secondary: '#334155', background: '#d6e6fb' },
  },
  {
    key: 'redmi-note-13-5g',
    name: 'Redmi Note 13 5G Smartphone (6 GB RAM, 128 GB Storage)',
    nameHi: 'Redmi Note 13 5G स्मार्टफ़ोन (6 GB RAM, 128 GB स्टोरेज)',
    brand: 'Redmi',
    category: 'Electronics',
    description:
      'A slim 5G phone with a 6.67-inch AMOLED screen that is easy to read even outdoors. The 108 MP main camera takes sharp daylight photos, and the 5000 mAh battery sees most people through a full day. Dual SIM, with the charger included in the box.',
    descriptionHi:
      'पतला 5G फ़ोन, 6.67-इंच AMOLED स्क्रीन के साथ, जो बाहर धूप में भी आसानी से पढ़ी जा सकती है। 108 MP का मेन कैमरा दिन की रोशनी में साफ़ फ़ोटो लेता है, और 5000 mAh की बैटरी ज़्यादातर लोगों का पूरा दिन निकाल देती है। डुअल सिम, और बॉक्स में चार्जर भी शामिल है।',
    pricePaise: 1699900,
    countInStock: 9,
    art: { motif: 'phone', primary: '#1565c0', secondary: '#80deea', background: '#d3ecea' },
  },
  {
    key: 'oneplus-nord-ce4-5g',
    name: 'OnePlus Nord CE4 5G Smartphone (8 GB RAM, 128 GB Storage)',
    nameHi: 'OnePlus Nord CE4 5G स्मार्टफ़ोन (8 GB RAM, 128 GB स्टोरेज)',
    brand: 'OnePlus',
    category: 'Electronics',
    description:
      'A smooth, fast everyday phone with a 120 Hz AMOLED display and OxygenOS. The 5500 mAh battery pairs with SUPERVOOC fast charging, so a short top-up before leaving home goes a long way. Finished in a calm green colour with a slim profile.',
    descriptionHi:
      'रोज़ के इस्तेमाल के लिए स्मूद और तेज़ फ़ोन, 120 Hz AMOLED डिस्प्ले और OxygenOS के साथ। 5500 mAh बैटरी के साथ SUPERVOOC फ़ास्ट चार्जिंग मिलती है, इसलिए घर से निकलने से पहले थोड़ी देर का चार्ज भी काफ़ी देर चलता है। सौम्य हरे रंग में, पतली बनावट के साथ।',
    pricePaise: 2499900,
    countInStock: 0,
    art: { motif: 'phone', primary: '#3f7f6b', secondary: '#c8e6c9', background: '#e2eedb' },
  },
  {
    key: 'jbl-go-3',
    name: 'JBL Go 3 Portable Waterproof Bluetooth Speaker',
    nameHi: 'JBL Go 3 पोर्टेबल वॉटरप्रूफ़ ब्लूटूथ स्पीकर',
    brand: 'JBL',
    category: 'Electronics',
    description:
      'A pocket-sized speaker with surprisingly full sound for its size. Rated IP67 against water and dust, so it is happy at the poolside or on a rainy picnic. The fabric loop makes it easy to hang from a bag or a hook.',
    descriptionHi:
      'जेब में आ जाने वाला स्पीकर, जो अपने साइज़ के हिसाब से हैरान कर देने वाली भरपूर आवाज़ देता है। पानी और धूल से बचाव के लिए IP67 रेटिंग, इसलिए पूल के किनारे हो या बारिश में पिकनिक, कोई दिक्कत नहीं। कपड़े के लूप से इसे बैग या हुक पर आसानी से टांगा जा सकता है।',
    pricePaise: 299900,
    countInStock: 22,
    art: { motif: 'speaker', primary: '#ff6a13', secondary: '#222222', background: '#ffe3c8' },
  },
  {
    key: 'realme-buds-t300',
    name: 'realme Buds T300 True Wireless Earbuds',
    nameHi: 'realme Buds T300 ट्रू वायरलेस ईयरबड्स',
    brand: 'realme',
    category: 'Electronics',
    description:
      'Compact in-ear earbuds with active noise cancellation for quieter calls and music on the go. The pocket-friendly charging case tops them up several times over, and a dual-device connection lets you switch between laptop and phone. Touch controls handle play, pause and calls.',
    descriptionHi:
      'एक्टिव नॉइज़ कैंसलेशन वाले कॉम्पैक्ट इन-ईयर ईयरबड्स, ताकि चलते-फिरते कॉल और म्यूज़िक में शोर कम सुनाई दे। जेब में आ जाने वाला चार्जिंग केस इन्हें कई बार चार्ज कर देता है, और डुअल-डिवाइस कनेक्शन से आप लैपटॉप और फ़ोन के बीच स्विच कर सकते हैं। टच कंट्रोल से प्ले, पॉज़ और कॉल संभालें।',
    pricePaise: 229900,
    countInStock: 27,
    art: { motif: 'earbuds', primary: '#263238', secondary: '#fdd835', background: '#fff3bf' },
  },
  {
    key: 'mi-power-bank-3i-20000',
    name: 'Mi Power Bank 3i 20000 mAh with 18W Fast Charging',
    nameHi: 'Mi Power Bank 3i 20000 mAh, 18W फ़ास्ट चार्जिंग के साथ',
    brand: 'Mi',
    category: 'Electronics',
    description:
      'A high-capacity power bank that can charge a typical phone several times over. Two USB outputs let you top up a phone and earbuds together, and it recharges through USB-C or micro-USB. Handy for long train journeys and power cuts.',
    descriptionHi:
      'ज़्यादा क्षमता वाला पावर बैंक, जो आम फ़ोन को कई बार चार्ज कर सकता है। दो USB आउटपुट से फ़ोन और ईयरबड्स एक साथ चार्ज करें, और इसे USB-C या micro-USB से रिचार्ज करें। लंबे ट्रेन सफ़र और बिजली कटौती में बड़े काम का।',
    pricePaise: 219900,
    countInStock: 41,
    art: { motif: 'power-bank', primary: '#37474f', secondary: '#ff6900', background: '#e3e8eb' },
  },

  // ------------------------------------------------------------------ Fashion
  {
    key: 'fabindia-cotton-slub-kurta',
    name: "Fabindia Men's Cotton Slub Long Kurta",
    nameHi: 'Fabindia पुरुषों का कॉटन स्लब लॉन्ग कुर्ता',
    brand: 'Fabindia',
    category: 'Fashion',
    description:
      'A long kurta in soft, breathable cotton slub with a classic mandarin collar and a contrast button placket. Easy to pair with churidar or jeans for office, pujas and family lunches. Machine washable on a gentle cycle.',
    descriptionHi:
      'मुलायम, हवादार कॉटन स्लब का लंबा कुर्ता, क्लासिक मैंडरिन कॉलर और कंट्रास्ट बटन प्लैकेट के साथ। ऑफ़िस, पूजा और परिवार के साथ लंच के लिए चूड़ीदार या जींस के साथ आसानी से पहनें। मशीन में जेंटल साइकिल पर धो सकते हैं।',
    pricePaise: 179000,
    countInStock: 15,
    art: { motif: 'kurta', primary: '#3949ab', secondary: '#f3e5ab', background: '#dfe3f5' },
  },
  {
    key: 'manyavar-art-silk-kurta-set',
    name: "Manyavar Men's Art Silk Kurta Pyjama Set",
    nameHi: 'Manyavar पुरुषों का आर्ट सिल्क कुर्ता पायजामा सेट',
    brand: 'Manyavar',
    category: 'Fashion',
    description:
      'A festive kurta pyjama set in rich maroon art silk with golden detailing on the hem and cuffs. Made for weddings, sangeet nights and Diwali get-togethers. The set includes a matching off-white pyjama.',
    descriptionHi:
      'गहरे मैरून आर्ट सिल्क में त्योहारों वाला कुर्ता पायजामा सेट, निचले किनारे और कफ़ पर सुनहरे काम के साथ। शादी, संगीत की रात और दिवाली मिलन के लिए बना है। सेट में मैचिंग ऑफ़-व्हाइट पायजामा शामिल है।',
    pricePaise: 399900,
    countInStock: 8,
    art: { motif: 'kurta', primary: '#8d1b3d', secondary: '#d4af37', background: '#f9e0dc' },
  },
  {
    key: 'biba-printed-anarkali-set',
    name: "Biba Women's Printed Cotton Anarkali Kurta Set with Dupatta",
    nameHi: 'Biba महिलाओं का प्रिंटेड कॉटन अनारकली कुर्ता सेट, दुपट्टे के साथ',
    brand: 'Biba',
    category: 'Fashion',
    description:
      'A flared anarkali kurta in a cheerful pink print, paired with a churidar and a light dupatta. The cotton fabric keeps it comfortable for daytime functions and festive visits. The gold-toned waistband gives it a dressy finish.',
    descriptionHi:
      'खिले-खिले गुलाबी प्रिंट में घेरदार अनारकली कुर्ता, साथ में चूड़ीदार और हल्का दुपट्टा। कॉटन का कपड़ा दिन के फ़ंक्शन और त्योहारों पर मिलने-जुलने में आरामदायक रहता है। सुनहरे रंग का वेस्टबैंड इसे सजा-धजा लुक देता है।',
    pricePaise: 289900,
    countInStock: 12,
    art: { motif: 'anarkali', primary: '#c2185b', secondary: '#ffb300', background: '#fadbe6' },
  },
  {
    key: 'w-printed-straight-kurta',
    name: "W Women's Printed Straight Cotton Kurta",
    nameHi: 'W महिलाओं का प्रिंटेड स्ट्रेट कॉटन कुर्ता',
    brand: 'W',
    category: 'Fashion',
    description:
      'A straight-cut cotton kurta with a small all-over motif print and side slits for easy movement. Smart enough for the office and relaxed enough for weekends. Pairs well with palazzos or slim trousers.',
    descriptionHi:
      'स्ट्रेट-कट कॉटन कुर्ता, छोटे मोटिफ़ वाले ऑल-ओवर प्रिंट और आराम से चलने-फिरने के लिए साइड स्लिट के साथ। ऑफ़िस के लिए काफ़ी स्मार्ट और वीकेंड के लिए काफ़ी आरामदायक। पलाज़ो या स्लिम ट्राउज़र के साथ खूब जँचता है।',
    pricePaise: 119900,
    countInStock: 25,
    art: { motif: 'kurti', primary: '#00897b', secondary: '#ffe082', background: '#d7efec' },
  },
  {
    key: 'allen-solly-slim-fit-formal-shirt',
    name: "Allen Solly Men's Slim Fit Striped Formal Shirt",
    nameHi: 'Allen Solly पुरुषों की स्लिम फ़िट स्ट्राइप्ड फ़ॉर्मल शर्ट',
    brand: 'Allen Solly',
    category: 'Fashion',
    description:
      'A crisp slim-fit formal shirt in fine blue stripes with a contrast white collar. The cotton-rich fabric is easy to iron and holds its shape through a long workday. Available in sizes 38 to 44.',
    descriptionHi:
      'बारीक नीली धारियों वाली कड़क स्लिम-फ़िट फ़ॉर्मल शर्ट, कंट्रास्ट सफ़ेद कॉलर के साथ। कॉटन-रिच कपड़ा आसानी से इस्त्री हो जाता है और लंबे वर्किंग डे में भी अपनी शेप बनाए रखता है। 38 से 44 साइज़ में उपलब्ध।',
    pricePaise: 139900,
    countInStock: 30,
    art: { motif: 'shirt', primary: '#5c8fd6', secondary: '#f5f7fb', background: '#dfe7f3' },
  },
  {
    key: 'peter-england-solid-polo',
    name: "Peter England Men's Solid Polo T-Shirt",
    nameHi: 'Peter England पुरुषों की सॉलिड पोलो टी-शर्ट',
    brand: 'Peter England',
    category: 'Fashion',
    description:
      'A navy cotton pique polo with a neat three-button placket and ribbed sleeve cuffs. Looks sharp on casual Fridays and weekend outings alike. Regular fit, machine washable.',
    descriptionHi:
      'नेवी ब्लू कॉटन पीके पोलो, तीन बटन वाली साफ़-सुथरी प्लैकेट और रिब्ड स्लीव कफ़ के साथ। कैज़ुअल फ़्राइडे हो या वीकेंड की सैर, दोनों में शानदार दिखती है। रेगुलर फ़िट, मशीन में धो सकते हैं।',
    pricePaise: 89900,
    countInStock: 45,
    art: { motif: 'polo', primary: '#1a237e', secondary: '#eceff1', background: '#dde2f0' },
  },
  {
    key: 'satrani-georgette-printed-saree',
    name: "Satrani Women's Georgette Printed Saree with Blouse Piece",
    nameHi: 'Satrani महिलाओं की जॉर्जेट प्रिंटेड साड़ी, ब्लाउज़ पीस के साथ',
    brand: 'Satrani',
    category: 'Fashion',
    description:
      'A lightweight georgette saree in deep purple with a golden woven-look border and a small buti print. It drapes easily and is comfortable to wear through a long evening. Comes with an unstitched blouse piece.',
    descriptionHi:
      'गहरे बैंगनी रंग की हल्की जॉर्जेट साड़ी, बुनाई जैसे सुनहरे बॉर्डर और छोटी बूटी प्रिंट के साथ। आसानी से ड्रेप हो जाती है और लंबी शाम तक पहनने में आरामदायक रहती है। साथ में बिना सिला ब्लाउज़ पीस मिलता है।',
    pricePaise: 149900,
    countInStock: 0,
    art: { motif: 'saree', primary: '#6a1b9a', secondary: '#ffca28', background: '#eddcf2' },
  },

  // ------------------------------------------------------------------ Bags
  {
    key: 'wildcraft-45l-trekking-rucksack',
    name: 'Wildcraft 45 L Trekking Rucksack with Rain Cover',
    nameHi: 'Wildcraft 45 L ट्रेकिंग रकसैक, रेन कवर के साथ',
    brand: 'Wildcraft',
    category: 'Bags',
    description:
      'A roomy trekking rucksack with a padded back panel, chest strap and a rain cover tucked into its own pocket. Plenty of space for a weekend in the hills, with side pockets for water bottles. The tough fabric handles rough use on buses and trails.',
    descriptionHi:
      'बड़ा ट्रेकिंग रकसैक, गद्देदार बैक पैनल, चेस्ट स्ट्रैप और अपनी अलग पॉकेट में रखे रेन कवर के साथ। पहाड़ों में एक वीकेंड के सामान के लिए भरपूर जगह, और पानी की बोतलों के लिए साइड पॉकेट। मज़बूत कपड़ा बसों और पहाड़ी रास्तों पर रफ़ इस्तेमाल झेल लेता है।',
    pricePaise: 349900,
    countInStock: 11,
    art: { motif: 'backpack', primary: '#2e7d32', secondary: '#ff8f00', background: '#dcefdc' },
  },
  {
    key: 'american-tourister-ivy-55-cabin',
    name: 'American Tourister Ivy 55 cm Cabin Trolley Bag',
    nameHi: 'American Tourister Ivy 55 cm केबिन ट्रॉली बैग',
    brand: 'American Tourister',
    category: 'Bags',
    description:
      'A soft-sided cabin trolley sized for most domestic airline limits. Smooth-rolling wheels, a telescopic handle and an expandable zip give you room for that extra box of sweets on the way back. Includes a combination lock.',
    descriptionHi:
      'सॉफ़्ट-साइडेड केबिन ट्रॉली, जिसका साइज़ ज़्यादातर घरेलू एयरलाइंस की सीमा में आता है। आसानी से चलने वाले पहिये, टेलीस्कोपिक हैंडल और एक्सपैंडेबल ज़िप से लौटते समय मिठाई के उस एक्स्ट्रा डिब्बे की भी जगह बन जाती है। कॉम्बिनेशन लॉक के साथ।',
    pricePaise: 429900,
    countInStock: 1,
    art: { motif: 'suitcase', primary: '#0277bd', secondary: '#ffd54f', background: '#d5ecf8' },
  },
  {
    key: 'skybags-brat-25l-laptop-backpack',
    name: 'Skybags Brat 25 L Laptop Backpack',
    nameHi: 'Skybags Brat 25 L लैपटॉप बैकपैक',
    brand: 'Skybags',
    category: 'Bags',
    description:
      'A bright everyday backpack with a padded sleeve for laptops up to 15.6 inches. Two main compartments and a quick-access front pocket keep chargers and tiffin separate. Great for college and office commutes.',
    descriptionHi:
      'रोज़ के लिए चटक रंग का बैकपैक, 15.6 इंच तक के लैपटॉप के लिए गद्देदार स्लीव के साथ। दो मेन कम्पार्टमेंट और झट से खुलने वाली फ़्रंट पॉकेट चार्जर और टिफ़िन को अलग-अलग रखते हैं। कॉलेज और ऑफ़िस आने-जाने के लिए बढ़िया।',
    pricePaise: 129900,
    countInStock: 38,
    art: { motif: 'backpack', primary: '#e53935', secondary: '#263238', background: '#fbdfdf' },
  },
  {
    key: 'safari-55cm-travel-duffle',
    name: 'Safari Polyester 55 cm Travel Duffle Bag',
    nameHi: 'Safari पॉलिएस्टर 55 cm ट्रैवल डफ़ल बैग',
    brand: 'Safari',
    category: 'Bags',
    description:
      'A spacious duffle for short trips, gym days and weekend visits home. It has sturdy grab handles, a detachable shoulder strap and a zipped front pocket for tickets and chargers. Folds flat for storage when not in use.',
    descriptionHi:
      'छोटी यात्राओं, जिम और वीकेंड पर घर जाने के लिए बड़ा डफ़ल बैग। इसमें मज़बूत ग्रैब हैंडल, अलग होने वाला शोल्डर स्ट्रैप और टिकट व चार्जर के लिए ज़िप वाली फ़्रंट पॉकेट है। इस्तेमाल न होने पर मोड़कर सपाट रखा जा सकता है।',
    pricePaise: 119900,
    countInStock: 16,
    art: { motif: 'duffle', primary: '#37474f', secondary: '#f9a825', background: '#fbf0d0' },
  },
  {
    key: 'lavie-large-tote-handbag',
    name: "Lavie Women's Large Tote Handbag",
    nameHi: 'Lavie महिलाओं का बड़ा टोट हैंडबैग',
    brand: 'Lavie',
    category: 'Bags',
    description:
      'A structured tote in a warm tan finish, roomy enough for a tablet, water bottle and a day of essentials. Inside you will find a zip pocket and two slip pockets to keep things organised. The magnetic clasp keeps it closed on busy commutes.',
    descriptionHi:
      'गर्म टैन रंग का स्ट्रक्चर्ड टोट, जिसमें टैबलेट, पानी की बोतल और दिन भर का ज़रूरी सामान आराम से आ जाता है। अंदर एक ज़िप पॉकेट और दो स्लिप पॉकेट हैं, ताकि सामान व्यवस्थित रहे। मैग्नेटिक क्लैस्प भीड़ भरे सफ़र में इसे बंद रखता है।',
    pricePaise: 169900,
    countInStock: 14,
    art: { motif: 'handbag', primary: '#b5835a', secondary: '#5d4037', background: '#f3e6da' },
  },
  {
    key: 'baggit-mini-sling-bag',
    name: "Baggit Women's Mini Sling Bag",
    nameHi: 'Baggit महिलाओं का मिनी स्लिंग बैग',
    brand: 'Baggit',
    category: 'Bags',
    description:
      'A compact crossbody sling with a flap front and an adjustable strap. Just the right size for a phone, cards and keys on a market run or a night out. Made from durable vegan material that wipes clean.',
    descriptionHi:
      'फ़्लैप फ़्रंट और एडजस्ट होने वाले स्ट्रैप के साथ कॉम्पैक्ट क्रॉसबॉडी स्लिंग। बाज़ार के चक्कर या रात की आउटिंग में फ़ोन, कार्ड और चाबियों के लिए बिल्कुल सही साइज़। टिकाऊ वीगन मटीरियल से बना, जो पोंछने से साफ़ हो जाता है।',
    pricePaise: 129500,
    countInStock: 19,
    art: { motif: 'sling-bag', primary: '#7e57c2', secondary: '#4527a0', background: '#e6dff3' },
  },
  {
    key: 'hidesign-leather-bifold-wallet',
    name: "Hidesign Men's Leather Bi-fold Wallet",
    nameHi: 'Hidesign पुरुषों का लेदर बाई-फ़ोल्ड वॉलेट',
    brand: 'Hidesign',
    category: 'Bags',
    description:
      'A classic bi-fold wallet in full-grain leather that softens and darkens nicely with use. Holds six cards, notes and a few receipts without getting bulky. Neatly finished with contrast stitching.',
    descriptionHi:
      'फ़ुल-ग्रेन लेदर का क्लासिक बाई-फ़ोल्ड वॉलेट, जो इस्तेमाल के साथ और मुलायम व गहरे रंग का होता जाता है। छह कार्ड, नोट और कुछ रसीदें रखने पर भी मोटा नहीं होता। कंट्रास्ट सिलाई से सलीके से तैयार।',
    pricePaise: 229500,
    countInStock: 0,
    art: { motif: 'wallet', primary: '#6d4c41', secondary: '#26a69a', background: '#ece3df' },
  },

  // ------------------------------------------------------------------ Footwear
  {
    key: 'bata-leather-oxford-formal-shoes',
    name: "Bata Men's Black Leather Oxford Formal Shoes",
    nameHi: 'Bata पुरुषों के काले लेदर ऑक्सफ़र्ड फ़ॉर्मल जूते',
    brand: 'Bata',
    category: 'Footwear',
    description:
      'Polished black leather oxfords for office days, interviews and weddings. A cushioned insole and a firm rubber sole keep them comfortable from morning meetings to the evening ride home. Takes shoe polish well for a lasting shine.',
    descriptionHi:
      'ऑफ़िस, इंटरव्यू और शादियों के लिए चमकदार काले लेदर के ऑक्सफ़र्ड जूते। कुशन वाला इनसोल और मज़बूत रबर सोल सुबह की मीटिंग से लेकर शाम को घर लौटने तक आराम देते हैं। शू पॉलिश से अच्छी चमक आती है, जो देर तक बनी रहती है।',
    pricePaise: 199900,
    countInStock: 21,
    art: { motif: 'formal-shoe', primary: '#262626', secondary: '#8d6e63', background: '#e4e8eb' },
  },
  {
    key: 'campus-north-plus-running-shoes',
    name: "Campus Men's North Plus Running Shoes",
    nameHi: 'Campus पुरुषों के North Plus रनिंग शूज़',
    brand: 'Campus',
    category: 'Footwear',
    description:
      'Lightweight running shoes with a breathable mesh upper and a soft, cushioned sole. Good for morning walks, gym sessions and everyday wear. The lace-up fit stays secure without feeling tight.',
    descriptionHi:
      'हल्के रनिंग शूज़, हवादार मेश अपर और मुलायम, कुशन वाले सोल के साथ। सुबह की सैर, जिम और रोज़ पहनने के लिए अच्छे। लेस-अप फ़िट पैरों पर जमा रहता है, पर कसा हुआ नहीं लगता।',
    pricePaise: 129900,
    countInStock: 33,
    art: { motif: 'sneaker', primary: '#1e88e5', secondary: '#ffeb3b', background: '#d9eafb' },
  },
  {
    key: 'puma-smash-v2-sneakers',
    name: 'Puma Unisex Smash v2 L Sneakers',
    nameHi: 'Puma यूनिसेक्स Smash v2 L स्नीकर्स',
    brand: 'Puma',
    category: 'Footwear',
    description:
      'Clean white low-top sneakers with a soft synthetic leather upper and a contrast side stripe. They go with jeans, chinos and even a casual kurta. The padded collar keeps long days on your feet comfortable.',
    descriptionHi:
      'साफ़ सफ़ेद लो-टॉप स्नीकर्स, मुलायम सिंथेटिक लेदर अपर और कंट्रास्ट साइड स्ट्राइप के साथ। जींस, चिनोज़ और कैज़ुअल कुर्ते तक के साथ जँचते हैं। गद्देदार कॉलर की वजह से दिन भर पहनने पर भी आराम रहता है।',
    pricePaise: 399900,
    countInStock: 13,
    art: { motif: 'sneaker', primary: '#f4f4f4', secondary: '#1b1b1b', background: '#c9d5dd' },
  },
  {
    key: 'woodland-nubuck-ankle-boots',
    name: "Woodland Men's Nubuck Leather Ankle Boots",
    nameHi: 'Woodland पुरुषों के न्यूबक लेदर एंकल बूट्स',
    brand: 'Woodland',
    category: 'Footwear',
    description:
      'Rugged tan nubuck boots with a thick lugged rubber sole for grip on wet roads and hill trails. The padded collar and sturdy lacing keep your ankles supported. Built to last through several monsoons with a little care.',
    descriptionHi:
      'टैन रंग के मज़बूत न्यूबक बूट्स, मोटे ग्रिप वाले रबर सोल के साथ, जो गीली सड़कों और पहाड़ी रास्तों पर पकड़ बनाए रखता है। गद्देदार कॉलर और मज़बूत लेसिंग टखनों को सहारा देते हैं। थोड़ी देखभाल से कई मानसून तक चलने के लिए बने हैं।',
    pricePaise: 399500,
    countInStock: 2,
    art: { motif: 'boot', primary: '#a47551', secondary: '#4e342e', background: '#f1e5d8' },
  },
  {
    key: 'paragon-stimulus-flip-flops',
    name: "Paragon Men's Stimulus Flip-Flops",
    nameHi: 'Paragon पुरुषों की Stimulus फ़्लिप-फ़्लॉप चप्पल',
    brand: 'Paragon',
    category: 'Footwear',
    description:
      'Everyday flip-flops with a soft, textured footbed and a firm strap that does not slip. Perfect for home, quick errands and the bathroom. Easy to rinse clean after a rainy day.',
    descriptionHi:
      'रोज़ पहनने की फ़्लिप-फ़्लॉप, मुलायम टेक्सचर्ड फ़ुटबेड और न फिसलने वाले मज़बूत स्ट्रैप के साथ। घर, छोटे-मोटे कामों और बाथरूम के लिए बढ़िया। बारिश वाले दिन के बाद पानी से धोकर आसानी से साफ़ हो जाती हैं।',
    pricePaise: 24900,
    countInStock: 60,
    art: { motif: 'flip-flops', primary: '#00838f', secondary: '#f5f5f5', background: '#d4eff2' },
  },
  {
    key: 'metro-block-heel-pumps',
    name: "Metro Women's Red Block Heel Pumps",
    nameHi: 'Metro महिलाओं की लाल ब्लॉक हील पंप्स',
    brand: 'Metro',
    category: 'Footwear',
    description:
      'Elegant red pumps on a steady block heel that is far easier to walk in than stilettos. The padded insole keeps them comfortable through a long function. Pairs beautifully with sarees and western wear alike.',
    descriptionHi:
      'स्थिर ब्लॉक हील पर खूबसूरत लाल पंप्स, जिनमें स्टिलेटो से कहीं ज़्यादा आसानी से चला जा सकता है। गद्देदार इनसोल लंबे फ़ंक्शन में भी आराम बनाए रखता है। साड़ी और वेस्टर्न ड्रेस, दोनों के साथ खूब जँचती हैं।',
    pricePaise: 149000,
    countInStock: 10,
    art: { motif: 'heels', primary: '#c62828', secondary: '#f8bbd0', background: '#fbe3e1' },
  },
  {
    key: 'red-tape-velcro-sports-sandals',
    name: "Red Tape Men's Velcro Sports Sandals",
    nameHi: 'Red Tape पुरुषों के वेल्क्रो स्पोर्ट्स सैंडल',
    brand: 'Red Tape',
    category: 'Footwear',
    description:
      'Sporty sandals with three adjustable velcro straps and a grippy rubber outsole. Comfortable for monsoon commutes, travel and weekend outings. The cushioned footbed dries quickly after getting wet.',
    descriptionHi:
      'स्पोर्टी सैंडल, तीन एडजस्ट होने वाले वेल्क्रो स्ट्रैप और अच्छी पकड़ वाले रबर आउटसोल के साथ। मानसून में आने-जाने, सफ़र और वीकेंड की सैर के लिए आरामदायक। कुशन वाला फ़ुटबेड भीगने के बाद जल्दी सूख जाता है।',
    pricePaise: 149900,
    countInStock: 24,
    art: { motif: 'sandal', primary: '#4e342e', secondary: '#bcaaa4', background: '#f3ebe1' },
  },

  // ------------------------------------------------------------------ Groceries
  {
    key: 'aashirvaad-shudh-chakki-atta-5kg',
    name: 'Aashirvaad Shudh Chakki Atta 5 kg',
    nameHi: 'Aashirvaad शुद्ध चक्की आटा 5 kg',
    brand: 'Aashirvaad',
    category: 'Groceries',
    description:
      'Whole wheat atta ground the chakki way for soft, fluffy rotis every day. The dough kneads smoothly and stays soft in the tiffin till lunchtime. Packed in a sturdy 5 kg bag.',
    descriptionHi:
      'चक्की में पिसा साबुत गेहूँ का आटा, हर दिन नरम और फूली-फूली रोटियों के लिए। आटा आसानी से गुँथ जाता है और टिफ़िन में दोपहर तक नरम रहता है। मज़बूत 5 kg बैग में पैक।',
    pricePaise: 28900,
    countInStock: 52,
    art: { motif: 'grain-sack', primary: '#e8a33d', secondary: '#7b4a12', background: '#fdeccb' },
  },
  {
    key: 'tata-sampann-toor-dal-1kg',
    name: 'Tata Sampann Unpolished Toor Dal 1 kg',
    nameHi: 'Tata Sampann अनपॉलिश्ड तूर दाल 1 kg',
    brand: 'Tata Sampann',
    category: 'Groceries',
    description:
      'Unpolished toor dal that cooks evenly and gives a thick, comforting sambar or dal tadka. Cleaned and sorted before packing, so there is less work for you. Comes in a resealable 1 kg pouch.',
    descriptionHi:
      'बिना पॉलिश की तूर दाल, जो एक-सी पकती है और गाढ़ा, मन को भाने वाला सांभर या दाल तड़का बनाती है। पैकिंग से पहले साफ़ करके छाँटी गई है, ताकि आपका काम कम हो। 1 kg के दोबारा बंद होने वाले पाउच में।',
    pricePaise: 19900,
    countInStock: 48,
    art: { motif: 'pouch', primary: '#2e7d32', secondary: '#f9a825', background: '#e7f2d9' },
  },
  {
    key: 'fortune-sunlite-sunflower-oil-1l',
    name: 'Fortune Sunlite Refined Sunflower Oil 1 L',
    nameHi: 'Fortune Sunlite रिफ़ाइंड सूरजमुखी तेल 1 L',
    brand: 'Fortune',
    category: 'Groceries',
    description:
      'A light refined sunflower oil for everyday cooking, from tadka to deep-fried pakodas. It has a neutral taste that lets your masalas shine. Packed in an easy-pour 1 litre bottle.',
    descriptionHi:
      'रोज़ के खाना पकाने के लिए हल्का रिफ़ाइंड सूरजमुखी तेल, तड़के से लेकर तले हुए पकौड़ों तक। इसका स्वाद न्यूट्रल है, जिससे आपके मसालों का स्वाद उभरकर आता है। आसानी से डालने वाली 1 लीटर की बोतल में पैक।',
    pricePaise: 16550,
    countInStock: 55,
    art: { motif: 'oil-bottle', primary: '#f2b705', secondary: '#ef6c00', background: '#fff1cc' },
  },
  {
    key: 'haldirams-aloo-bhujia-400g',
    name: "Haldiram's Aloo Bhujia 400 g",
    nameHi: "Haldiram's आलू भुजिया 400 g",
    brand: "Haldiram's",
    category: 'Groceries',
    description:
      'Crisp, spicy potato bhujia that has been a tea-time favourite for generations. Enjoy it straight from the pack, sprinkle it on poha or serve it to guests with chai. Reseal the pack to keep it crunchy.',
    descriptionHi:
      'कुरकुरी, चटपटी आलू भुजिया, जो पीढ़ियों से चाय के समय की पसंदीदा रही है। सीधे पैकेट से खाएँ, पोहे पर बुरकें या मेहमानों को चाय के साथ परोसें। कुरकुरापन बनाए रखने के लिए पैकेट दोबारा बंद करें।',
    pricePaise: 11250,
    countInStock: 58,
    art: { motif: 'snack-packet', primary: '#d32f2f', secondary: '#ffb300', background: '#ffe9d2' },
  },
  {
    key: 'daawat-rozana-super-basmati-5kg',
    name: 'Daawat Rozana Super Basmati Rice 5 kg',
    nameHi: 'Daawat Rozana सुपर बासमती चावल 5 kg',
    brand: 'Daawat',
    category: 'Groceries',
    description:
      'Everyday basmati rice with long grains that cook up separate and fragrant. Good for jeera rice and pulao on weekdays as well as biryani on Sundays. Value pack of 5 kg.',
    descriptionHi:
      'रोज़ के लिए लंबे दानों वाला बासमती चावल, जो पकने पर खिला-खिला और खुशबूदार बनता है। हफ़्ते के दिनों में जीरा राइस और पुलाव के लिए भी अच्छा, और रविवार की बिरयानी के लिए भी। 5 kg का वैल्यू पैक।',
    pricePaise: 54950,
    countInStock: 26,
    art: { motif: 'grain-sack', primary: '#6d2c91', secondary: '#c9a227', background: '#efe3f6' },
  },
  {
    key: 'amul-pure-ghee-1l',
    name: 'Amul Pure Ghee 1 L Jar',
    nameHi: 'Amul शुद्ध घी 1 L जार',
    brand: 'Amul',
    category: 'Groceries',
    description:
      'Rich, aromatic ghee with a grainy texture, just right for dal tadka, halwa and a spoonful on hot rotis. The wide-mouth jar makes scooping easy. Store it in a cool, dry place.',
    descriptionHi:
      'दानेदार, भरपूर खुशबू वाला घी, दाल तड़के, हलवे और गरम रोटी पर एक चम्मच डालने के लिए एकदम सही। चौड़े मुँह वाले जार से घी निकालना आसान है। ठंडी, सूखी जगह पर रखें।',
    pricePaise: 65000,
    countInStock: 31,
    art: { motif: 'jar', primary: '#f6c445', secondary: '#1e63b5', background: '#e2edf9' },
  },
  {
    key: 'mdh-deggi-mirch-50g',
    name: 'MDH Deggi Mirch 50 g',
    nameHi: 'MDH देगी मिर्च 50 g',
    brand: 'MDH',
    category: 'Groceries',
    description:
      'A blend of ground red chillies that gives curries a lovely deep red colour with moderate heat. A pinch goes into rajma, chole and tandoori marinades. Compact 50 g carton for the masala dabba.',
    descriptionHi:
      'पिसी लाल मिर्च का मिश्रण, जो करी को मध्यम तीखेपन के साथ गहरा लाल रंग देता है। राजमा, छोले और तंदूरी मैरिनेड में एक चुटकी डालें। मसालदानी के लिए छोटा 50 g डिब्बा।',
    pricePaise: 4550,
    countInStock: 60,
    art: { motif: 'spice-box', primary: '#b71c1c', secondary: '#ffca28', background: '#ffeeda' },
  },

  // ------------------------------------------------------------------ Beauty
  {
    key: 'lakme-9to5-primer-matte-lipstick',
    name: 'Lakmé 9to5 Primer + Matte Lipstick, Crimson Silk',
    nameHi: 'Lakmé 9to5 प्राइमर + मैट लिपस्टिक, Crimson Silk',
    brand: 'Lakmé',
    category: 'Beauty',
    description:
      'A creamy matte lipstick in a classic crimson shade that glides on smoothly in a single swipe. The colour stays put through office hours and a chai break or two. Comes in a sleek twist-up case that fits any handbag.',
    descriptionHi:
      'क्लासिक क्रिमसन शेड में क्रीमी मैट लिपस्टिक, जो एक ही बार में आसानी से लग जाती है। ऑफ़िस के घंटों और एक-दो चाय ब्रेक तक रंग टिका रहता है। स्लीक ट्विस्ट-अप केस में आती है, जो किसी भी हैंडबैग में आ जाता है।',
    pricePaise: 65000,
    countInStock: 28,
    art: { motif: 'lipstick', primary: '#b0003a', secondary: '#c9a27e', background: '#f9dde5' },
  },
  {
    key: 'himalaya-purifying-neem-face-wash-150ml',
    name: 'Himalaya Purifying Neem Face Wash 150 ml',
    nameHi: 'Himalaya प्यूरिफ़ाइंग नीम फ़ेस वॉश 150 ml',
    brand: 'Himalaya',
    category: 'Beauty',
    description:
      'A soap-free gel face wash with neem and turmeric that lathers gently and rinses off easily. Leaves skin feeling fresh after a hot, dusty day outside. The 150 ml tube lasts a couple of months of daily use.',
    descriptionHi:
      'नीम और हल्दी वाला सोप-फ़्री जेल फ़ेस वॉश, जो हल्का झाग देता है और आसानी से धुल जाता है। गर्मी और धूल भरे दिन के बाद त्वचा को ताज़गी देता है। 150 ml की ट्यूब रोज़ इस्तेमाल करने पर करीब दो महीने चलती है।',
    pricePaise: 23500,
    countInStock: 44,
    art: { motif: 'tube', primary: '#2e7d32', secondary: '#8bc34a', background: '#e6f2da' },
  },
  {
    key: 'mamaearth-onion-shampoo-250ml',
    name: 'Mamaearth Onion Shampoo 250 ml',
    nameHi: 'Mamaearth ओनियन शैम्पू 250 ml',
    brand: 'Mamaearth',
    category: 'Beauty',
    description:
      'A gentle shampoo made with onion and plant keratin, free from sulphates and parabens. It lathers well, rinses clean and leaves hair soft and manageable. Suitable for regular use.',
    descriptionHi:
      'प्याज़ और प्लांट केराटिन से बना सौम्य शैम्पू, सल्फ़ेट और पैराबेन से मुक्त। अच्छा झाग देता है, साफ़ धुल जाता है और बालों को मुलायम व सँवारने में आसान बनाता है। नियमित इस्तेमाल के लिए उपयुक्त।',
    pricePaise: 34900,
    countInStock: 29,
    art: { motif: 'bottle', primary: '#4a2c5a', secondary: '#b980d1', background: '#eee0f4' },
  },
  {
    key: 'biotique-morning-nectar-lotion-190ml',
    name: 'Biotique Morning Nectar Moisturising Lotion 190 ml',
    nameHi: 'Biotique Morning Nectar मॉइस्चराइज़िंग लोशन 190 ml',
    brand: 'Biotique',
    category: 'Beauty',
    description:
      'A light, non-greasy lotion with honey and wheat germ that absorbs quickly. Use it after a bath or before heading out in the morning. The pump bottle keeps it clean and easy to dispense.',
    descriptionHi:
      'शहद और व्हीट जर्म वाला हल्का, चिपचिपाहट रहित लोशन, जो त्वचा में जल्दी समा जाता है। नहाने के बाद या सुबह बाहर निकलने से पहले लगाएँ। पंप वाली बोतल इसे साफ़ रखती है और निकालना आसान बनाती है।',
    pricePaise: 29900,
    countInStock: 17,
    art: { motif: 'pump-bottle', primary: '#f6a623', secondary: '#c2185b', background: '#fff0d6' },
  },
  {
    key: 'forest-essentials-sugar-soap-125g',
    name: 'Forest Essentials Luxurious Sugar Soap, Mashobra Honey, Lime & Vanilla 125 g',
    nameHi: 'Forest Essentials लग्ज़रियस शुगर सोप, मशोबरा शहद, नींबू और वनीला 125 g',
    brand: 'Forest Essentials',
    category: 'Beauty',
    description:
      'A handmade bathing bar with a warm honey, lime and vanilla fragrance that fills the bathroom. It gives a rich, creamy lather and comes wrapped in handmade paper, which makes it a lovely gift. Keep it on a draining soap dish between uses.',
    descriptionHi:
      'हाथ से बना नहाने का साबुन, शहद, नींबू और वनीला की गर्म खुशबू के साथ, जो पूरे बाथरूम में फैल जाती है। भरपूर, क्रीमी झाग देता है और हाथ से बने कागज़ में लिपटा आता है, जिससे यह एक प्यारा तोहफ़ा बन जाता है। इस्तेमाल के बीच इसे पानी निकलने वाली सोप डिश पर रखें।',
    pricePaise: 57500,
    countInStock: 0,
    art: { motif: 'soap', primary: '#f1d9a7', secondary: '#8d6e63', background: '#f4e9d8' },
  },
  {
    key: 'nykaa-nail-enamel-cherry',
    name: 'Nykaa Cosmetics Nail Enamel, Cherry on Top 9 ml',
    nameHi: 'Nykaa Cosmetics नेल एनेमल, Cherry on Top 9 ml',
    brand: 'Nykaa Cosmetics',
    category: 'Beauty',
    description:
      'A glossy cherry-pink nail enamel that gives even colour in two coats. The wide brush makes it easy to paint neatly, even with your other hand. Dries quickly to a high-shine finish.',
    descriptionHi:
      'चमकदार चेरी-पिंक नेल एनेमल, जो दो कोट में एक-सा रंग देता है। चौड़े ब्रश से उल्टे हाथ से भी सफ़ाई से लगाना आसान है। जल्दी सूखकर हाई-शाइन फ़िनिश देता है।',
    pricePaise: 19900,
    countInStock: 36,
    art: { motif: 'nail-polish', primary: '#d81b60', secondary: '#212121', background: '#fbdde8' },
  },
  {
    key: 'maybelline-colossal-kajal',
    name: 'Maybelline New York Colossal Kajal, Black 0.35 g',
    nameHi: 'Maybelline New York Colossal काजल, ब्लैक 0.35 g',
    brand: 'Maybelline',
    category: 'Beauty',
    description:
      'A deep black, twist-up kajal that draws a bold line in one stroke, no sharpener needed. It stays put through a busy day at work or a long evening out. Smudge it out for a softer, smoky look.',
    descriptionHi:
      'गहरा काला, ट्विस्ट-अप काजल, जो एक ही स्ट्रोक में गाढ़ी लकीर खींचता है, शार्पनर की ज़रूरत नहीं। काम के व्यस्त दिन या लंबी शाम में भी टिका रहता है। हल्के, स्मोकी लुक के लिए इसे स्मज कर लें।',
    pricePaise: 21900,
    countInStock: 50,
    art: { motif: 'kajal', primary: '#1b1b1f', secondary: '#f5c518', background: '#fff6d1' },
  },
];

export const demoReviews: readonly DemoReview[] = [
  // Electronics
  {
    productKey: 'boat-rockerz-450',
    reviewer: 'priya',
    rating: 5,
    comment: 'Bass is really good for this price. I use them daily on the metro and the battery easily lasts 2-3 days.',
  },
  {
    productKey: 'boat-rockerz-450',
    reviewer: 'rahul',
    rating: 4,
    comment: 'Sound quality is solid. Ears start to pain a little after 2 hours, but overall paisa vasool.',
  },
  {
    productKey: 'boat-rockerz-450',
    reviewer: 'customer',
    rating: 3,
    comment: 'Decent headphones but the mic is average, people complained my voice was low on calls.',
  },
  {
    productKey: 'noise-colorfit-pro-5',
    reviewer: 'ananya',
    rating: 4,
    comment: 'Display is super bright and calling works well. Step count is a bit generous, but I am not complaining!',
  },
  {
    productKey: 'noise-colorfit-pro-5',
    reviewer: 'rahul',
    rating: 2,
    comment: 'Strap started peeling within two months. Watch itself is fine, but expected better build.',
  },
  {
    productKey: 'redmi-note-13-5g',
    reviewer: 'customer',
    rating: 5,
    comment: 'Bought it for my father. Big screen, easy to use and the camera is very good in daylight.',
  },
  {
    productKey: 'redmi-note-13-5g',
    reviewer: 'ananya',
    rating: 4,
    comment: 'Great value phone. A few too many pre-installed apps, but you can remove most of them.',
  },
  {
    productKey: 'jbl-go-3',
    reviewer: 'priya',
    rating: 5,
    comment: 'So tiny but so loud! Took it on our Goa trip and it survived the beach without any issue.',
  },
  {
    productKey: 'jbl-go-3',
    reviewer: 'customer',
    rating: 4,
    comment: 'Very good sound for the size. Wish it had a mic for calls.',
  },
  // Fashion
  {
    productKey: 'fabindia-cotton-slub-kurta',
    reviewer: 'rahul',
    rating: 5,
    comment: 'Fabric is soft and perfect for summer. Fitting is spot on, ordered my usual size.',
  },
  {
    productKey: 'fabindia-cotton-slub-kurta',
    reviewer: 'ananya',
    rating: 4,
    comment: 'Gifted this to my husband for Diwali, he loved it. Colour faded slightly after a few washes.',
  },
  {
    productKey: 'biba-printed-anarkali-set',
    reviewer: 'priya',
    rating: 5,
    comment: "Wore it for my cousin's haldi and got so many compliments. The flare is lovely.",
  },
  {
    productKey: 'biba-printed-anarkali-set',
    reviewer: 'ananya',
    rating: 3,
    comment: 'Pretty print, but the dupatta is very thin. Kurta is good quality though.',
  },
  {
    productKey: 'allen-solly-slim-fit-formal-shirt',
    reviewer: 'customer',
    rating: 4,
    comment: 'Nice crisp shirt for office. Slim fit is a little tight around the arms, consider one size up.',
  },
  // Bags
  {
    productKey: 'wildcraft-45l-trekking-rucksack',
    reviewer: 'rahul',
    rating: 5,
    comment: 'Took it on the Triund trek. Comfortable even when fully packed and the rain cover saved my clothes.',
  },
  {
    productKey: 'wildcraft-45l-trekking-rucksack',
    reviewer: 'customer',
    rating: 4,
    comment: 'Strong bag with lots of space. Side bottle pockets are a bit shallow.',
  },
  {
    productKey: 'american-tourister-ivy-55-cabin',
    reviewer: 'priya',
    rating: 4,
    comment: 'Fits in the cabin easily and the wheels are smooth. Fabric picks up dirt though.',
  },
  {
    productKey: 'skybags-brat-25l-laptop-backpack',
    reviewer: 'ananya',
    rating: 1,
    comment: 'Zip broke within three weeks of college use. Really disappointed.',
  },
  // Footwear
  {
    productKey: 'campus-north-plus-running-shoes',
    reviewer: 'rahul',
    rating: 4,
    comment: 'Very light and comfortable for my morning walk. Good shoes at this price.',
  },
  {
    productKey: 'campus-north-plus-running-shoes',
    reviewer: 'priya',
    rating: 5,
    comment: 'Bought for my brother, he says they are more comfortable than his expensive pair. Badhiya!',
  },
  {
    productKey: 'bata-leather-oxford-formal-shoes',
    reviewer: 'customer',
    rating: 4,
    comment: 'Classic Bata quality. Slightly stiff for the first week, then very comfortable.',
  },
  {
    productKey: 'puma-smash-v2-sneakers',
    reviewer: 'ananya',
    rating: 5,
    comment: 'Clean white sneakers that go with everything. True to size.',
  },
  {
    productKey: 'woodland-nubuck-ankle-boots',
    reviewer: 'rahul',
    rating: 3,
    comment: 'Solid boots and the grip is great in the rain, but they are quite heavy for daily wear.',
  },
  // Groceries
  {
    productKey: 'aashirvaad-shudh-chakki-atta-5kg',
    reviewer: 'priya',
    rating: 5,
    comment: 'Rotis come out soft every single time. We have been using this brand at home for years.',
  },
  {
    productKey: 'aashirvaad-shudh-chakki-atta-5kg',
    reviewer: 'customer',
    rating: 4,
    comment: 'Good atta, delivered well before the expiry date. Bag was slightly torn at one corner.',
  },
  {
    productKey: 'haldirams-aloo-bhujia-400g',
    reviewer: 'rahul',
    rating: 5,
    comment: 'Chai ke saath perfect. The 400 g pack gets over too fast in our house!',
  },
  {
    productKey: 'haldirams-aloo-bhujia-400g',
    reviewer: 'ananya',
    rating: 2,
    comment: 'Pack I received tasted a bit stale. Usually it is much better.',
  },
  {
    productKey: 'amul-pure-ghee-1l',
    reviewer: 'priya',
    rating: 5,
    comment: 'Lovely aroma, tastes just like homemade ghee. The jar is easy to use too.',
  },
  // Beauty
  {
    productKey: 'lakme-9to5-primer-matte-lipstick',
    reviewer: 'ananya',
    rating: 4,
    comment: 'Beautiful shade and it stays on for hours. A bit drying, so I apply lip balm first.',
  },
  {
    productKey: 'lakme-9to5-primer-matte-lipstick',
    reviewer: 'priya',
    rating: 5,
    comment: 'My go-to red for weddings. Does not transfer much onto the cup either.',
  },
  {
    productKey: 'mamaearth-onion-shampoo-250ml',
    reviewer: 'customer',
    rating: 3,
    comment: 'Smells nice and hair feels soft, but it does not lather as much as I am used to.',
  },
  {
    productKey: 'himalaya-purifying-neem-face-wash-150ml',
    reviewer: 'rahul',
    rating: 4,
    comment: 'Simple, no-fuss face wash. Feels fresh after coming back from outside in the heat.',
  },
];

/**
 * GST rate (percent) and HSN code of each demo product, by the slabs in force since 22 September 2025:
 * clothing and footwear up to Rs 2,500 a piece 5%, above it 18%; packaged staples, soap and shampoo 5%;
 * electronics, bags and make-up 18%.
 */
export const demoTax: Readonly<Record<string, { gstRate: number; hsnCode: string }>> = {
  'boat-rockerz-450': { gstRate: 18, hsnCode: '85183000' },
  'noise-colorfit-pro-5': { gstRate: 18, hsnCode: '85176290' },
  'redmi-note-13-5g': { gstRate: 18, hsnCode: '85171300' },
  'oneplus-nord-ce4-5g': { gstRate: 18, hsnCode: '85171300' },
  'jbl-go-3': { gstRate: 18, hsnCode: '85182200' },
  'realme-buds-t300': { gstRate: 18, hsnCode: '85183000' },
  'mi-power-bank-3i-20000': { gstRate: 18, hsnCode: '85076000' },
  'fabindia-cotton-slub-kurta': { gstRate: 5, hsnCode: '62052000' },
  'manyavar-art-silk-kurta-set': { gstRate: 18, hsnCode: '62032990' },
  'biba-printed-anarkali-set': { gstRate: 18, hsnCode: '62044990' },
  'w-printed-straight-kurta': { gstRate: 5, hsnCode: '62044290' },
  'allen-solly-slim-fit-formal-shirt': { gstRate: 5, hsnCode: '62052000' },
  'peter-england-solid-polo': { gstRate: 5, hsnCode: '61051000' },
  'satrani-georgette-printed-saree': { gstRate: 5, hsnCode: '54075290' },
  'wildcraft-45l-trekking-rucksack': { gstRate: 18, hsnCode: '42029200' },
  'american-tourister-ivy-55-cabin': { gstRate: 18, hsnCode: '42021290' },
  'skybags-brat-25l-laptop-backpack': { gstRate: 18, hsnCode: '42029200' },
  'safari-55cm-travel-duffle': { gstRate: 18, hsnCode: '42029200' },
  'lavie-large-tote-handbag': { gstRate: 18, hsnCode: '42022290' },
  'baggit-mini-sling-bag': { gstRate: 18, hsnCode: '42022290' },
  'hidesign-leather-bifold-wallet': { gstRate: 18, hsnCode: '42023110' },
  'bata-leather-oxford-formal-shoes': { gstRate: 5, hsnCode: '64035990' },
  'campus-north-plus-running-shoes': { gstRate: 5, hsnCode: '64041190' },
  'puma-smash-v2-sneakers': { gstRate: 18, hsnCode: '64041990' },
  'woodland-nubuck-ankle-boots': { gstRate: 18, hsnCode: '64039190' },
  'paragon-stimulus-flip-flops': { gstRate: 5, hsnCode: '64022000' },
  'metro-block-heel-pumps': { gstRate: 5, hsnCode: '64029990' },
  'red-tape-velcro-sports-sandals': { gstRate: 5, hsnCode: '64029990' },
  'aashirvaad-shudh-chakki-atta-5kg': { gstRate: 5, hsnCode: '11010000' },
  'tata-sampann-toor-dal-1kg': { gstRate: 5, hsnCode: '07136000' },
  'fortune-sunlite-sunflower-oil-1l': { gstRate: 5, hsnCode: '15121910' },
  'haldirams-aloo-bhujia-400g': { gstRate: 5, hsnCode: '21069099' },
  'daawat-rozana-super-basmati-5kg': { gstRate: 5, hsnCode: '10063020' },
  'amul-pure-ghee-1l': { gstRate: 5, hsnCode: '04059020' },
  'mdh-deggi-mirch-50g': { gstRate: 5, hsnCode: '09042211' },
  'lakme-9to5-primer-matte-lipstick': { gstRate: 18, hsnCode: '33041000' },
  'himalaya-purifying-neem-face-wash-150ml': { gstRate: 5, hsnCode: '34013011' },
  'mamaearth-onion-shampoo-250ml': { gstRate: 5, hsnCode: '33051090' },
  'biotique-morning-nectar-lotion-190ml': { gstRate: 18, hsnCode: '33049910' },
  'forest-essentials-sugar-soap-125g': { gstRate: 5, hsnCode: '34011110' },
  'nykaa-nail-enamel-cherry': { gstRate: 18, hsnCode: '33043000' },
  'maybelline-colossal-kajal': { gstRate: 18, hsnCode: '33042000' },
};
