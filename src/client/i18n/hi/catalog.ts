import { icu } from '../icu.js';

export const searchTitle = icu<{ keyword: string }>('{keyword} के लिए खोज नतीजे');
export const productCount = icu<{ count: number }>('{count, plural, one {# उत्पाद} other {# उत्पाद}}');
export const showingResultsFor = icu<{ keyword: string }>('“{keyword}” के नतीजे दिखाए जा रहे हैं');
export const products = 'उत्पाद';
export const noProductsMatch = icu<{ keyword: string }>('“{keyword}” से मेल खाता कोई उत्पाद नहीं मिला');
export const didYouMean = icu<{ keyword: string }>('क्या आप {keyword} खोज रहे थे?');
export const shopByCategory = 'श्रेणी के अनुसार खरीदें';
export const latestProducts = 'नए उत्पाद';
