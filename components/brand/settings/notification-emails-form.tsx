import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/account/text-field';
import { useTranslation } from '@/components/i18n/use-translation';
import { MAX_NOTIFICATION_EMAILS } from '@/lib/contracts/brands/settings-schemas';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface NotificationEmailsFormProps {
  emails: readonly string[];
  canEdit: boolean;
  onSave: (emails: string[]) => Promise<void>;
}

/** Where the brand's order and review notices go: up to five addresses, one per field. */
export function NotificationEmailsForm({ emails, canEdit, onSave }: NotificationEmailsFormProps) {
  const { t } = useTranslation('brand');
  const [values, setValues] = useState<string[]>(emails.length > 0 ? [...emails] : ['']);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [status, setStatus] = useState<string>('');
  const [busy, setBusy] = useState(false);

  if (!canEdit) {
    return emails.length === 0 ? (
      <p className="text-sm text-sand-600">{t('settings.notifications.none')}</p>
    ) : (
      <ul className="space-y-1 text-sand-900">
        {emails.map((email) => (
          <li key={email} className="break-all">
            {email}
          </li>
        ))}
      </ul>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const cleaned = values.map((value) => value.trim().toLowerCase());
    const found: Record<number, string> = {};
    cleaned.forEach((value, index) => {
      if (value && !EMAIL_PATTERN.test(value)) found[index] = t('settings.notifications.invalid');
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setStatus('');
    try {
      const unique = [...new Set(cleaned.filter(Boolean))];
      await onSave(unique);
      setValues(unique.length > 0 ? unique : ['']);
      setStatus(t('settings.notifications.saved'));
    } catch {
      setStatus(t('settings.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
      {values.map((value, index) => (
        <div key={index} className="flex items-end gap-2">
          <TextField
            className="min-w-0 flex-1"
            label={t('settings.notifications.label', { number: index + 1 })}
            type="email"
            autoComplete="email"
            value={value}
            error={errors[index]}
            onChange={(event) => setValues(values.map((v, i) => (i === index ? event.target.value : v)))}
          />
          {values.length > 1 && (
            <button
              type="button"
              className="btn-secondary mb-0 px-4"
              aria-label={t('settings.notifications.remove', { number: index + 1 })}
              onClick={() => setValues(values.filter((_, i) => i !== index))}
            >
              ×
            </button>
          )}
        </div>
      ))}
      <div className="flex flex-wrap gap-3">
        {values.length < MAX_NOTIFICATION_EMAILS && (
          <button type="button" className="btn-secondary" onClick={() => setValues([...values, ''])}>
            {t('settings.notifications.add')}
          </button>
        )}
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
          {t('settings.notifications.save')}
        </button>
      </div>
      <p role="status" className="text-sm font-medium text-accent-700">
        {status}
      </p>
    </form>
  );
}
