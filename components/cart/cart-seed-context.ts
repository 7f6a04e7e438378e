import { createContext } from 'react';
import type { Cart } from '@/lib/contracts/pricing/cart-schemas';
import type { PageSeed } from '@/lib/session/page-seed';

/** The cart /cart was rendered with (lib/session/page-seed.ts); null on every other page. */
export const CartSeedContext = createContext<PageSeed<Cart> | null>(null);
