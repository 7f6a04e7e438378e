import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { formatAddressLine } from '@/lib/address/format-address';
import { shippingCountriesFor } from '@/lib/address/validate-address';
import type { CheckoutState } from '@/lib/contracts/ordering/checkout-schemas';
import { COUNTRIES } from '@/lib/i18n/country-regions';
import { countryOfLocale, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { isApiError } from '@/services/api-error';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsReady, selectUserProfile } from '@/store/slices/auth-state';
import { selectCheckout } from '@/store/slices/checkout-state';
import { checkoutFieldAction } from '@/store/slices/checkout-fields';
import type { CheckoutAddress } from '@/store/checkout-types';
import {
  ADDRESS_FIELDS,
  addressFromServer,
  preselectedCountry,
  issuesOf,
  serverFieldErrors,
  toAddressInput,
  validateAddressDraft,
  validateEmail,
  type AddressDraft,
  type AddressErrors,
  type FieldError,
} from './address-draft';
import { AddressFields, fieldId, useFieldErrorText } from './address-fields';
import { CheckoutInput } from './checkout-field';
import { ErrorSummary, type SummaryError } from './error-summary';
import { loadCheckoutService } from '@/services/checkout-hooks';

interface ContactSectionProps {
  state: CheckoutState;
  onSaved(state: CheckoutState): void;
}

const toDraft = (info: CheckoutAddress): AddressDraft => {
  const { email: _email, ...address } = info;
  return address;
};

interface FormErrors {
  email?: FieldError;
  shipping: AddressErrors;
  billing: AddressErrors;
  general?: string;
}

const NO_ERRORS: FormErrors = { shipping: {}, billing: {} };

/**
 * Contact e-mail, delivery address and billing address (same as delivery by default). The form
 * lives in the checkout slice (spec §3 shippingInfo, billingInfo, isBillingSameShipping) so it
 * survives a trip to the cart; it is filled from the server's checkout once, then from the
 * customer's profile when the server has nothing yet.
 */
export function ContactSection({ state, onSaved }: ContactSectionProps) {
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  const checkout = useAppSelector(selectCheckout);
  const profile = useAppSelector(selectUserProfile);
  // The page may be on screen (rendered with the server's checkout) before the session is known.
  const isReady = useAppSelector(selectIsReady);
  const errorText = useFieldErrorText();
  const { locale = DEFAULT_LOCALE } = useRouter();
  const localeCountry = countryOfLocale(locale);
  const storeCountry = state.cart.country;
  const shippingCountries = useMemo(() => shippingCountriesFor(storeCountry), [storeCountry]);
  const billingCountries = useMemo(() => COUNTRIES.map((country) => country.code), []);
  const saved = state.email !== null && state.shipping_address !== null;
  const [editing, setEditing] = useState(!saved);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [submits, setSubmits] = useState(0);
  const [busy, setBusy] = useState(false);
  const filled = useRef(false);

  useEffect(() => {
    if (filled.current || !isReady) return;
    filled.current = true;
    const firstCountry = preselectedCountry({ savedCountry: profile?.country, localeCountry, storeCountry, shippingCountries });
    const shipping = addressFromServer(state.shipping_address, firstCountry);
    if (!state.shipping_address && profile) {
      // A first checkout: the profile's address is the likeliest delivery address.
      if (profile.fullname) shipping.full_name = profile.fullname;
      if (profile.address) shipping.street = profile.address;
      if (profile.apartment_suite) shipping.line_1 = profile.apartment_suite;
      if (profile.city) shipping.city = profile.city;
      if (profile.zip_code) shipping.postal_code = profile.zip_code;
      if (profile.phone) shipping.phone = profile.phone;
      if (profile.state && (!profile.country || profile.country === shipping.country)) shipping.state_or_province = profile.state;
    }
    const email = state.email ?? profile?.email ?? checkout.shippingInfo.email;
    // Until the session is known (the store loads after the page, decision 0067) the shopper may
    // already be typing: what they typed stays, the fields they left empty are filled in.
    const typed = state.shipping_address ? {} : Object.fromEntries(Object.entries(checkout.shippingInfo).filter(([, value]) => value !== ''));
    dispatch(checkoutFieldAction('setShippingInfo', { ...shipping, email, ...typed }));
    dispatch(checkoutFieldAction('setBillingSameShipping', state.billing_same_as_shipping));
    if (state.billing_address) dispatch(checkoutFieldAction('setBillingInfo', { ...addressFromServer(state.billing_address, storeCountry), email }));
    else if (checkout.billingInfo.country === '') dispatch(checkoutFieldAction('setBillingInfo', { country: storeCountry }));
    // Once, with the first state the server answered, when the profile (if any) is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isReady]);

  const shipping = toDraft(checkout.shippingInfo);
  const billing = toDraft(checkout.billingInfo);
  const sameBilling = checkout.isBillingSameShipping;

  const summary: SummaryError[] = [
    ...(errors.email ? [{ fieldId: 'contact-email', message: errorText(errors.email) ?? '' }] : []),
    ...ADDRESS_FIELDS.flatMap((field) => (errors.shipping[field] ? [{ fieldId: fieldId('shipping', field), message: errorText(errors.shipping[field]) ?? '' }] : [])),
    ...(sameBilling ? [] : ADDRESS_FIELDS.flatMap((field) => (errors.billing[field] ? [{ fieldId: fieldId('billing', field), message: errorText(errors.billing[field]) ?? '' }] : []))),
  ];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FormErrors = {
      email: validateEmail(checkout.shippingInfo.email),
      shipping: validateAddressDraft(shipping, storeCountry),
      billing: sameBilling ? {} : validateAddressDraft(billing),
    };
    const hasErrors = found.email !== undefined || Object.keys(found.shipping).length > 0 || Object.keys(found.billing).length > 0;
    setSubmits((count) => count + 1);
    if (hasErrors) {
      setErrors(found);
      return;
    }
    setErrors(NO_ERRORS);
    setBusy(true);
    try {
      const service = await loadCheckoutService();
      const next = await service.saveContact({
        email: checkout.shippingInfo.email.trim(),
        shipping_address: toAddressInput(shipping),
        billing_same_as_shipping: sameBilling,
        ...(sameBilling ? {} : { billing_address: toAddressInput(billing) }),
      });
      setEditing(false);
      onSaved(next);
    } catch (error) {
      const issues = isApiError(error) ? issuesOf(error.body) : [];
      if (issues.length > 0) {
        const fromServer = serverFieldErrors(issues, { shipping, billing }, storeCountry);
        setErrors(fromServer);
        setSubmits((count) => count + 1);
      } else {
        const offline = isApiError(error) && (error.kind === 'cannot-connect' || error.kind === 'timeout');
        setErrors({ ...NO_ERRORS, general: offline ? t('errors.cannotConnect') : t('errors.saveFailed') });
      }
    } finally {
      setBusy(false);
    }
  }

  if (!editing && state.shipping_address) {
    const address = state.shipping_address;
    return (
      <section aria-labelledby="contact-heading" className="rounded-2xl border border-line p-5 md:p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id="contact-heading" tabIndex={-1} className="text-lg font-semibold text-ink">
              {t('form.shippingHeading')}
            </h2>
            <p className="mt-2 text-sm text-ink">{state.email}</p>
            <address className="mt-1 text-sm text-ink-muted not-italic">{formatAddressLine(address, locale)}</address>
          </div>
          <button type="button" className="link-quiet text-sm font-medium" onClick={() => setEditing(true)} aria-label={`${t('form.edit')} – ${t('form.shippingHeading')}`}>
            {t('form.edit')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="contact-heading" className="rounded-2xl border border-line p-5 md:p-6">
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
        <ErrorSummary errors={summary} focusKey={submits} />
        {errors.general ? (
          <p role="alert" className="rounded-lg bg-danger-50 p-3 text-sm font-medium text-danger-600">
            {errors.general}
          </p>
        ) : null}
        <div className="flex flex-col gap-4">
          <h2 id="contact-heading" tabIndex={-1} className="text-lg font-semibold text-ink">
            {t('contact.heading')}
          </h2>
          <CheckoutInput
            id="contact-email"
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={checkout.shippingInfo.email}
            onChange={(event) => dispatch(checkoutFieldAction('setShippingInfo', { email: event.target.value }))}
            error={errorText(errors.email)}
            hint={t('contact.emailHint')}
            required
          />
        </div>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-4 text-lg font-semibold text-ink">{t('form.shippingHeading')}</legend>
          <AddressFields scope="shipping" value={shipping} onChange={(patch) => dispatch(checkoutFieldAction('setShippingInfo', patch))} errors={errors.shipping} countries={shippingCountries} />
        </fieldset>
        <label className="flex items-start gap-3 text-sm text-ink">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-accent-600"
            checked={sameBilling}
            onChange={(event) => dispatch(checkoutFieldAction('setBillingSameShipping', event.target.checked))}
          />
          {t('form.billingSame')}
        </label>
        {sameBilling ? null : (
          <fieldset className="flex flex-col gap-4">
            <legend className="mb-4 text-lg font-semibold text-ink">{t('form.billingHeading')}</legend>
            <AddressFields scope="billing" value={billing} onChange={(patch) => dispatch(checkoutFieldAction('setBillingInfo', patch))} errors={errors.billing} countries={billingCountries} />
          </fieldset>
        )}
        <button type="submit" className="btn-primary w-full sm:w-auto sm:self-start" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('form.saving') : t('form.save')}
        </button>
      </form>
    </section>
  );
}
