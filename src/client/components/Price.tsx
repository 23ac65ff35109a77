import { formatRupees, rupeesToPaise } from '../../shared/money.js';

/** 'Rs 1,23,456/-' from a rupee amount as the API returns it. */
export const rupees = (amount: number): string => formatRupees(rupeesToPaise(amount));
