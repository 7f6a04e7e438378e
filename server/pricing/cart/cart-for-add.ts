import { countryOfLocale, currencyOfLocale, type Locale } from '@/lib/i18n/locales';
import { findCartOf, findOrCreateCartOf, type CartOwner } from './cart-owner';
import { countCartLines, updateCart, type CartRow } from './repository';
import type { DbOrTx } from '@/server/db/db-or-tx';

/**
 * The currency an add is priced in: an empty cart follows the shopper's store; once it holds
 * lines it keeps its currency.
 */
export async function currencyForAdd(db: DbOrTx, owner: CartOwner, locale: Locale): Promise<{ existing: CartRow | undefined; currency: string }> {
  const existing = await findCartOf(db, owner);
  const localeCurrency = currencyOfLocale(locale);
  const currency = existing && (existing.currency === localeCurrency || (await countCartLines(db, existing.id)) > 0) ? existing.currency : localeCurrency;
  return { existing, currency };
}

/** The cart to add to, made only once the add was accepted, in the currency decided above. */
export async function openCartForAdd(db: DbOrTx, input: { owner: CartOwner; existing: CartRow | undefined; currency: string; locale: Locale }): Promise<CartRow> {
  const cart = input.existing ?? (await findOrCreateCartOf(db, input.owner, input.locale));
  if (cart.currency === input.currency) return cart;
  const changes = { currency: input.currency, country: countryOfLocale(input.locale) };
  await updateCart(db, cart.id, changes);
  return { ...cart, ...changes };
}
