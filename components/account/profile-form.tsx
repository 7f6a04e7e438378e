import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import {
  profileFieldsOf,
  validateProfileFields,
  type ProfileFieldErrors,
  type ProfileFieldName,
  type ProfileFields,
} from '@/lib/profile/profile-form-schema';
import { zipFormatOf } from '@/lib/profile/zip-code';
import { useAppDispatch } from '@/store/hooks';
import { setUserProfile } from '@/store/slices/auth-slice';
import { pushToast } from '@/store/slices/ui-slice';
import type { CustomerProfile } from '@/store/session-types';
import { CountrySelect } from './country-select';
import { EmailChangeConfirm } from './email-change-confirm';
import { loadAccountService } from './load-account-service';
import { TextField } from './text-field';

interface FieldSpec {
  name: Exclude<ProfileFieldName, 'country'>;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'email' | 'tel' | 'text';
  wide?: boolean;
}

const CONTACT_FIELDS: readonly FieldSpec[] = [
  { name: 'fullname', autoComplete: 'name', wide: true },
  { name: 'email', autoComplete: 'email', type: 'email', inputMode: 'email' },
  { name: 'phone', autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
];

const ADDRESS_FIELDS: readonly FieldSpec[] = [
  { name: 'address', autoComplete: 'address-line1', wide: true },
  { name: 'apartment_suite', autoComplete: 'address-line2', wide: true },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'zip_code', autoComplete: 'postal-code' },
];

/**
 * The §3 profile fields, checked with the shared schema before anything is sent (zip format by
 * country among them). The update call never throws (spec §5): `result: false` becomes an error
 * toast, and a saved profile updates the store so the header greets the shopper by the new name.
 */
export function ProfileForm({ profile }: { profile: CustomerProfile }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<ProfileFields>(() => profileFieldsOf(profile));
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  /** A new e-mail that waits for its code: the account keeps `profile.email` until then. */
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function change(name: ProfileFieldName, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    // After a first attempt, errors follow the typing, so a fixed field stops complaining at once.
    if (submitted) {
      const result = validateProfileFields(next);
      setErrors(result.ok ? {} : result.errors);
    }
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    const result = validateProfileFields(values);
    if (!result.ok) {
      setErrors(result.errors);
      setFocusRequest((count) => count + 1);
      return;
    }
    setErrors({});
    setSaving(true);
    let saved = false;
    let pending: string | undefined;
    try {
      const { updateProfile } = await loadAccountService();
      const answer = await updateProfile(result.fields);
      saved = answer.result;
      pending = answer.pendingEmail;
    } catch {
      saved = false;
    }
    setSaving(false);
    if (saved) {
      const kept = { ...result.fields, email: profile.email };
      setValues(kept);
      dispatch(setUserProfile({ ...profile, ...kept }));
      setPendingEmail(pending ?? null);
      dispatch(pushToast({ kind: 'success', message: t(pending ? 'profile.savedEmailPending' : 'profile.saved', { email: pending }) }));
    } else {
      dispatch(pushToast({ kind: 'error', message: t('profile.saveFailed') }));
    }
  }

  const zipExample = zipFormatOf(values.country)?.example;

  function field(spec: FieldSpec) {
    const isZip = spec.name === 'zip_code';
    return (
      <TextField
        key={spec.name}
        className={spec.wide ? 'md:col-span-2' : undefined}
        label={t(isZip && values.country === 'US' ? 'profile.fields.zip_code_us' : `profile.fields.${spec.name}`)}
        name={spec.name}
        type={spec.type ?? 'text'}
        inputMode={spec.inputMode}
        autoComplete={spec.autoComplete}
        value={values[spec.name]}
        onChange={(event) => change(spec.name, event.target.value)}
        error={errors[spec.name] ? t(errors[spec.name] as string) : undefined}
        hint={isZip && zipExample ? t('profile.zipExample', { example: zipExample }) : undefined}
      />
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-10">
      <fieldset className="grid gap-5 md:grid-cols-2">
        <legend className="mb-4 text-lg font-semibold text-sand-900">{t('profile.contactHeading')}</legend>
        {CONTACT_FIELDS.map(field)}
      </fieldset>
      <fieldset className="grid gap-5 md:grid-cols-2">
        <legend className="mb-1 text-lg font-semibold text-sand-900">{t('profile.addressHeading')}</legend>
        <p className="-mt-1 mb-1 text-sm text-sand-600 md:col-span-2">{t('profile.addressLead')}</p>
        <div className="md:col-span-2">
          <CountrySelect
            label={t('profile.fields.country')}
            value={values.country}
            onChange={(code) => change('country', code)}
            error={errors.country ? t(errors.country) : undefined}
          />
        </div>
        {ADDRESS_FIELDS.map(field)}
      </fieldset>
      {pendingEmail && (
        <EmailChangeConfirm
          pendingEmail={pendingEmail}
          currentEmail={profile.email}
          onDone={(newEmail) => {
            setPendingEmail(null);
            if (newEmail) setValues((current) => ({ ...current, email: newEmail }));
          }}
        />
      )}
      <div className="flex flex-col gap-3 border-t border-sand-200 pt-6 sm:flex-row sm:items-center">
        <button type="submit" disabled={saving} className="btn-primary disabled:cursor-wait disabled:opacity-70">
          {saving ? t('profile.saving') : t('profile.save')}
        </button>
        <p className="text-sm text-sand-600">{t('profile.privacyNote')}</p>
      </div>
    </form>
  );
}
