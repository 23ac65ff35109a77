import type { DemoReviewer } from './catalog-data.js';

/**
 * The demo accounts, listed in the README: their passwords are public. A production start refuses to run
 * while one of them still has its password here (src/server/users/demo-accounts.ts).
 */
export const DEMO_ACCOUNTS = {
  admin: { name: 'Shop Admin', email: 'admin@example.com', password: 'admin12345', isAdmin: true },
  customer: { name: 'Aarav Sharma', email: 'customer@example.com', password: 'customer12345', isAdmin: false },
  priya: { name: 'Priya Nair', email: 'priya@example.com', password: 'customer12345', isAdmin: false },
  rahul: { name: 'Rahul Verma', email: 'rahul@example.com', password: 'customer12345', isAdmin: false },
  ananya: { name: 'Ananya Iyer', email: 'ananya@example.com', password: 'customer12345', isAdmin: false },
} as const satisfies Record<'admin' | DemoReviewer, { name: string; email: string; password: string; isAdmin: boolean }>;
