import { useEffect, type ReactNode, type RefObject } from 'react';
import { GIFT_CARD_LIMITS } from '@/lib/cart/gift-card';
import type { GiftCardControl } from './gift-card-control';
import { useGiftCardForm, type GiftCardField } from './use-gift-card-form';
import { useProductT } from './product-translation';

interface GiftCardFieldsProps {
  /** Filled with the form's current details and its check, for the add-to-cart buttons. */
  controlRef: RefObject<GiftCardControl | null>;
}

const fieldId = (field: GiftCardField) => `gift-card-${field}`;

const INPUT = 'min-h-11 w-full rounded-xl border bg-white px-3.5 text-base text-ink placeholder:text-ink-muted focus:border-ink focus:outline-none';

/** Who receives the gift card, from whom, with which message, and when it is e-mailed. */
export function GiftCardFields({ controlRef }: GiftCardFieldsProps) {
  const t = useProductT();
  const form = useGiftCardForm(fieldId, t('giftCard.defaultMessage'));
  const { values, errors } = form;
  useEffect(() => {
    controlRef.current = { validate: form.validate, input: form.input };
  });
  const field = (name: GiftCardField, render: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; className: string }) => ReactNode) => {
    const id = fieldId(name);
    const invalid = errors[name] === true;
    return (
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {t(`giftCard.${name}`)}
        </label>
        {render({
          id,
          ...(invalid ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}),
          className: `${INPUT} ${invalid ? 'border-sale' : 'border-line-strong'}`,
        })}
        {invalid ? (
          <p id={`${id}-error`} className="text-xs font-medium text-sale">
            {t(`giftCard.errors.${name}`, { max: name === 'from' ? GIFT_CARD_LIMITS.fromMaxLength : GIFT_CARD_LIMITS.messageMaxLength })}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    // The rule sits on a wrapper: on the fieldset itself the legend would be drawn into the border.
    <div className="border-t border-line pt-5" data-testid="gift-card-fields">
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-4 text-base font-semibold text-ink">{t('giftCard.title')}</legend>
        {field('email', (props) => (
          <input {...props} type="email" autoComplete="email" value={values.email} onChange={(event) => form.setValue('email', event.target.value)} />
        ))}
        {field('from', (props) => (
          <input {...props} type="text" autoComplete="name" value={values.from} onChange={(event) => form.setValue('from', event.target.value)} />
        ))}
        {field('message', (props) => (
          <textarea
            {...props}
            rows={3}
            value={values.message}
            placeholder={t('giftCard.defaultMessage')}
            onChange={(event) => form.setValue('message', event.target.value)}
            className={`${props.className} py-2.5`}
          />
        ))}
        {field('sendDate', (props) => (
          <input {...props} type="date" value={values.sendDate} onChange={(event) => form.setValue('sendDate', event.target.value)} />
        ))}
        <p className="-mt-2 text-xs text-ink-muted">{t('giftCard.sendHelp')}</p>
      </fieldset>
    </div>
  );
}
