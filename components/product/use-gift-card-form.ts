import { useState } from 'react';
import { giftCardInputSchema, todayMidnight, type GiftCardInput } from '@/lib/cart/gift-card';
import { STORE_TIME_ZONE } from '@/lib/constants/limits';

export type GiftCardField = 'email' | 'from' | 'message' | 'sendDate';

export interface GiftCardFormValues {
  email: string;
  from: string;
  message: string;
  /** YYYY-MM-DD, or '' for today. */
  sendDate: string;
}

export interface GiftCardForm {
  values: GiftCardFormValues;
  setValue(field: GiftCardField, value: string): void;
  /** Fields that are wrong, once the shopper has tried to add the card. */
  errors: Partial<Record<GiftCardField, true>>;
  /** The details to send, when they are valid. */
  input: GiftCardInput | undefined;
  /** Shows the errors and moves focus to the first wrong field; true when all is well. */
  validate(): boolean;
}

/* A chosen day is sent as that day's midnight in the store's time zone (the rule the server
 * applies to "today"); today itself is left to the server's default. */
function sendAtOf(sendDate: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(sendDate)) return undefined;
  const midnight = todayMidnight(new Date(`${sendDate}T12:00:00Z`), STORE_TIME_ZONE);
  return midnight.getTime() > todayMidnight(new Date(), STORE_TIME_ZONE).getTime() ? midnight.toISOString() : undefined;
}

function fieldOf(path: PropertyKey | undefined): GiftCardField {
  return path === 'send_at' ? 'sendDate' : path === 'from' || path === 'message' ? path : 'email';
}

/** The recipient details of a gift card (spec §3 giftInfor), checked with the cart's own schema. */
export function useGiftCardForm(fieldId: (field: GiftCardField) => string, defaultMessage: string): GiftCardForm {
  const [values, setValues] = useState<GiftCardFormValues>({ email: '', from: '', message: '', sendDate: '' });
  const [showErrors, setShowErrors] = useState(false);
  const candidate = {
    email: values.email.trim(),
    from: values.from,
    // The default wish of spec §3, in the shopper's language, when they write none.
    message: values.message.trim() || defaultMessage,
    ...(sendAtOf(values.sendDate) ? { send_at: sendAtOf(values.sendDate) } : {}),
  };
  const parsed = giftCardInputSchema.safeParse(candidate);
  const wrong: Partial<Record<GiftCardField, true>> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) wrong[fieldOf(issue.path[0])] = true;

  return {
    values,
    setValue: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    errors: showErrors ? wrong : {},
    input: parsed.success ? candidate : undefined,
    validate: () => {
      setShowErrors(true);
      const first = (['email', 'from', 'message', 'sendDate'] as const).find((field) => wrong[field]);
      if (first && typeof document !== 'undefined') document.getElementById(fieldId(first))?.focus();
      return first === undefined;
    },
  };
}
