export const categories = 'श्रेणियाँ';
export const products = 'उत्पाद';
