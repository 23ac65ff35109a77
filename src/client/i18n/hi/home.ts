import { icu } from '../icu.js';

export const title = icu<{ shop: string }>('{shop}: रुपये में ऑनलाइन खरीदारी');
export const latestProducts = 'नए उत्पाद';
export const productCount = icu<{ count: number }>('{count} उत्पाद');
export const featuredCategories = 'प्रमुख श्रेणियाँ';

export const topProducts = 'टॉप उत्पाद';
export const slideOf = icu<{ n: number; count: number }>('{count} में से {n}');
export const topRatedIn = icu<{ category: string }>('{category} में टॉप रेटेड');
export const shopNow = 'खरीदारी करें';
export const previousProduct = 'पिछला उत्पाद';
export const nextProduct = 'अगला उत्पाद';
export const chooseProduct = 'टॉप उत्पाद चुनें';
export const showProduct = icu<{ n: number }>('उत्पाद {n} दिखाएँ');

export const loadFailed = 'उत्पाद लोड नहीं हो सके';
export const loadingProducts = 'उत्पाद लोड हो रहे हैं';
export const noProducts = 'कोई उत्पाद नहीं मिला';
export const fromPrice = icu<{ price: string }>('{price} से शुरू');
export const inclGst = '(GST सहित)';
export const mrp = 'एमआरपी';
export const percentOff = icu<{ off: number }>('{off}% छूट');
export const rated = icu<{ rating: number }>('5 में से {rating} रेटिंग');
export const reviews = icu<{ count: number }>('{count} {count, plural, one {समीक्षा} other {समीक्षाएँ}}');

export const pages = 'पेज';
export const previousPage = 'पिछला पेज';
export const nextPage = 'अगला पेज';
export const page = icu<{ page: number }>('पेज {page}');
