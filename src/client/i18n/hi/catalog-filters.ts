import type { ProductSort } from '../../../shared/constants.js';
import { icu } from '../icu.js';

export const sortLabels: Record<ProductSort, string> = {
  relevance: 'सबसे प्रासंगिक',
  newest: 'सबसे नए',
  price_asc: 'कीमत: कम से ज़्यादा',
  price_desc: 'कीमत: ज़्यादा से कम',
  rating: 'ग्राहक रेटिंग',
};
export const category = 'श्रेणी';
export const allCategories = 'सभी श्रेणियाँ';
export const brand = 'ब्रांड';
export const customerRating = 'ग्राहक रेटिंग';
export const anyRating = 'कोई भी रेटिंग';
export const ratingAndUp = icu<{ rating: number }>('{rating}★ और उससे ज़्यादा');
export const inStockOnly = 'सिर्फ़ स्टॉक में मौजूद';
export const priceRs = 'कीमत (Rs)';
export const minimumPrice = 'न्यूनतम कीमत';
export const maximumPrice = 'अधिकतम कीमत';
export const min = 'न्यूनतम';
export const max = 'अधिकतम';
export const filters = 'फ़िल्टर';
export const filtersCount = icu<{ count: number }>('फ़िल्टर ({count})');
export const sortBy = 'इसके अनुसार क्रम';
export const priceRange = 'कीमत की सीमा';
export const go = 'लागू करें';
export const clearFilters = 'फ़िल्टर हटाएँ';
export const showProducts = 'उत्पाद दिखाएँ';
export const showCount = icu<{ count: number }>('{count, plural, one {# उत्पाद} other {# उत्पाद}} दिखाएँ');
export const close = 'बंद करें';
export const clear = 'सब हटाएँ';
