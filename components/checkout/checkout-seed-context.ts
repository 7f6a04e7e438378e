import { createContext } from 'react';
import type { CheckoutState } from '@/lib/contracts/ordering/checkout-schemas';
import type { PageSeed } from '@/lib/session/page-seed';

/** The checkout /secure-checkout was rendered with (lib/session/page-seed.ts); null elsewhere. */
export const CheckoutSeedContext = createContext<PageSeed<CheckoutState> | null>(null);
