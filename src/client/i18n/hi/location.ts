export const title = 'अपना डिलीवरी पिनकोड चुनें';
export const intro = 'हम भारत में डिलीवरी करते हैं। आपके पिनकोड से पता चलता है कि ऑर्डर कब पहुँचेगा और डिलीवरी का कितना खर्च आएगा।';
export const pincode = 'पिनकोड';
export const apply = 'लागू करें';
export const badPincode = '6 अंकों का पिनकोड डालें, जो 0 से शुरू न हो';
