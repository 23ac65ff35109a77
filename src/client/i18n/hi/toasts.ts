export const close = 'बंद करें';
