export const text = 'This shop is in English too.';
export const link = 'See it in English';
export const close = 'Close';
