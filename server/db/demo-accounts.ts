// The demo accounts of demo mode (docs/product.md#demo-mode): one shared, published password.
export const DEMO_PASSWORD = 'demo1234';

/** The seeded users the login screen's demo buttons sign in as. */
export const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@demo.b2b.test' },
  { role: 'buyer', email: 'buyer@demo.b2b.test' },
  { role: 'seller', email: 'seller@demo.b2b.test' },
  { role: 'interpreter', email: 'interpreter@demo.b2b.test' },
] as const;
