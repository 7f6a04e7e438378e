import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { POLICY_KINDS, type PolicyKind } from '@/lib/brands/brand-rules';
import { POLICY_TEXT_MAX, type BrandProfile } from '@/lib/contracts/brands/profile-schemas';
import { FormFeedback } from './form-feedback';
import { useSaveAction } from './use-save-action';
import { LanguageSwitch, type ProfileLanguage } from './language-switch';
import type { ProfilePageContext } from './profile-page-frame';
import { TextAreaField } from './text-area-field';
import { RESTOCKING_SHARE_PERCENT, RETURN_WINDOW_DAYS } from '@/lib/constants/return-rules';

/* The store's own return rules are shown beside the brand's, so the brand writes what adds to them. */

/** /brand/edit/policies: shipping, returns and warranty in en, fr and de, one language at a time. */
export function PoliciesForm({ brand, profile, readOnly, refresh }: ProfilePageContext) {
  const { t } = useTranslation('brand-profile');
  const [policies, setPolicies] = useState<BrandProfile['policies']>(profile.policies);
  const [language, setLanguage] = useState<ProfileLanguage>('en');
  const { saving, error, success, run } = useSaveAction(t('common.saveFailed'));

  const change = (kind: PolicyKind, text: string) => setPolicies((current) => ({ ...current, [kind]: { ...current[kind], [language]: text } }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || readOnly) return;
    await run(async () => {
      const api = await import('@/services/brand-profile-service');
      refresh(await api.saveBrandPolicies(brand.id, policies));
      return t('policies.saved');
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6 rounded-2xl border border-sand-200 bg-white p-5 md:p-8">
      <div className="text-sm text-sand-700">
        <p>{t('policies.lead')}</p>
        <p className="mt-2">{t('policies.storeRules', { days: RETURN_WINDOW_DAYS, percent: RESTOCKING_SHARE_PERCENT })}</p>
      </div>
      <LanguageSwitch value={language} onChange={setLanguage} filled={(l) => POLICY_KINDS.some((kind) => policies[kind][l].trim() !== '')} />
      {POLICY_KINDS.map((kind) => (
        <TextAreaField
          key={`${kind}-${language}`}
          label={t(`policies.${kind}.label`, { language: t(`common.languages.${language}`) })}
          hint={t(`policies.${kind}.hint`, { days: RETURN_WINDOW_DAYS, percent: RESTOCKING_SHARE_PERCENT })}
          lang={language}
          value={policies[kind][language]}
          maxLength={POLICY_TEXT_MAX}
          disabled={readOnly}
          rows={5}
          onChange={(text) => change(kind, text)}
        />
      ))}
      <p className="text-sm text-sand-600">{t('policies.emptyMeans')}</p>
      <FormFeedback error={error} success={success} />
      {readOnly ? null : (
        <div>
          <button type="submit" className="btn-primary" disabled={saving} aria-busy={saving}>
            {saving ? t('common.saving') : t('policies.save')}
          </button>
        </div>
      )}
    </form>
  );
}
