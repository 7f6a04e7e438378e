import { useState, type FormEvent } from 'react';
import { useId } from 'react';
import { TextField } from '@/components/account/text-field';
import { useTranslation } from '@/components/i18n/use-translation';
import { BRAND_MEMBER_ROLES, type BrandMemberRole } from '@/lib/brands/brand-rules';
import { httpStatusOf } from './http-status-of';
import { roleKey } from './role-label';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface InviteFormProps {
  onInvite: (email: string, role: BrandMemberRole) => Promise<void>;
  /** Pending invitations already at the limit: the form explains instead of failing. */
  full: boolean;
}

/** Owners invite a teammate by e-mail; the invitation link is mailed to that address. */
export function InviteForm({ onInvite, full }: InviteFormProps) {
  const { t } = useTranslation('brand');
  const roleId = useId();
  const roleHelpId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<BrandMemberRole>('staff');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    if (!EMAIL_PATTERN.test(address)) {
      setError(t('team.invite.invalidEmail'));
      return;
    }
    setBusy(true);
    setError(undefined);
    setSent(null);
    try {
      await onInvite(address, role);
      setSent(address);
      setEmail('');
    } catch (failure) {
      const status = httpStatusOf(failure);
      setError(status === 409 ? t('team.invite.conflict') : status === 429 ? t('team.invite.tooFast') : t('team.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="rounded-xl border border-sand-200 bg-sand-50 p-4 md:p-5">
      <h3 className="text-base font-semibold text-sand-900">{t('team.invite.title')}</h3>
      <p className="mt-1 text-sm text-sand-600">{t('team.invite.lead')}</p>
      {full ? (
        <p className="mt-3 text-sm font-medium text-sand-800">{t('team.invite.full')}</p>
      ) : (
        <div className="mt-4 grid gap-4 md:grid-cols-[1fr_12rem_auto] md:items-start">
          <TextField
            label={t('team.invite.email')}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error}
            required
          />
          <div>
            <label htmlFor={roleId} className="mb-1.5 block text-sm font-medium text-sand-900">
              {t('team.invite.role')}
            </label>
            <select
              id={roleId}
              value={role}
              aria-describedby={roleHelpId}
              onChange={(event) => setRole(event.target.value as BrandMemberRole)}
              className="block h-12 w-full rounded-md border border-sand-300 bg-white px-3 text-base text-sand-900"
            >
              {BRAND_MEMBER_ROLES.map((value) => (
                <option key={value} value={value}>
                  {t(roleKey(value))}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-primary md:mt-7" disabled={busy} aria-busy={busy}>
            {busy ? t('team.invite.sending') : t('team.invite.submit')}
          </button>
          <p id={roleHelpId} className="text-sm text-sand-600 md:col-span-3">
            {t(`team.roleHelp.${role}`)}
          </p>
        </div>
      )}
      <p role="status" className="mt-2 text-sm font-medium text-accent-700">
        {sent ? t('team.invite.sent', { email: sent }) : ''}
      </p>
    </form>
  );
}
