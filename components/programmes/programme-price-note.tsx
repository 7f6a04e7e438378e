import { useRouter } from 'next/router';
import { formatMinorUnits } from '@/lib/format/format-price';
import { useMyProgrammes } from './use-my-programmes';

interface ProgrammePriceNoteProps {
  /** The unit price shown, in minor units. */
  amount: number;
  currency: string;
  /** The page's translation of `price.programme_<programme>` (amount, saving). */
  t: (key: string, options?: Record<string, unknown>) => string;
}

/**
 * The programme price of one unit for a signed-in member, worked out as pricing does (rounded
 * down, programme-discount.ts); the cart and checkout apply it on the server. Nothing for others.
 */
export function ProgrammePriceNote({ amount, currency, t }: ProgrammePriceNoteProps) {
  const { locale } = useRouter();
  const { data } = useMyProgrammes();
  const discount = data?.discount;
  if (!discount || amount <= 0) return null;
  const saving = Math.floor((amount * discount.discount_bps) / 10_000);
  if (saving <= 0) return null;
  const format = (value: number) => formatMinorUnits(value, currency, locale);
  return (
    <p className="rounded-lg bg-accent-50 px-3 py-1.5 text-sm font-medium text-accent-800" data-testid="programme-price">
      {t(`price.programme_${discount.programme}`, { amount: format(amount - saving), saving: format(saving) })}
    </p>
  );
}
