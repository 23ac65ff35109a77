import { icu } from '../icu.js';

export const accountMenu = icu<{ name: string }>('{name} का खाता मेन्यू');
export const profile = 'प्रोफ़ाइल';
export const logout = 'साइन आउट';
export const adminMenu = 'एडमिन मेन्यू';
export const dashboard = 'डैशबोर्ड';
export const users = 'उपयोगकर्ता';
export const products = 'उत्पाद';
export const categories = 'श्रेणियाँ';
export const search = 'खोज';
export const orders = 'ऑर्डर';
export const abandonedCarts = 'छोड़े गए कार्ट';
export const promotions = 'प्रमोशन';
export const mail = 'मेल';
export const newsletter = 'न्यूज़लेटर';
export const shipping = 'डिलीवरी';
export const gstReturns = 'GST रिटर्न';
export const settings = 'सेटिंग्स';
