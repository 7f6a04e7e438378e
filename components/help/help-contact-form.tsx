import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { SUPPORT_TOPICS, type SupportTopic } from '@/lib/content/support-topics';
import { isLocale } from '@/lib/i18n/locales';
import { loadContentService } from '@/services/content-hooks';

type FormState = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; email: string } | { kind: 'failed'; reason: 'invalid' | 'rateLimited' | 'failed' };

const FIELD = 'mt-1 block w-full rounded-lg border border-line-strong bg-white px-3 py-2.5 text-base text-ink focus:border-accent-600';
const LABEL = 'text-sm font-medium text-ink';

/*
 * The support form: stored and mailed to the operators, a receipt to the sender. The browser
 * checks what it can natively (required, e-mail, lengths) so no schema library ships; the server
 * validates everything with the contract's zod schema.
 */
export function HelpContactForm() {
  const { t } = useTranslation('help');
  const { locale } = useRouter();
  const id = useId();
  const [state, setState] = useState<FormState>({ kind: 'editing' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const email = text('email');
    setState({ kind: 'sending' });
    const service = await loadContentService();
    const orderNumber = text('orderNumber');
    const answer = await service.sendSupportMessage({
      name: text('name'),
      email,
      topic: text('topic') as SupportTopic,
      message: text('message'),
      ...(orderNumber ? { orderNumber } : {}),
      ...(isLocale(locale) ? { locale } : {}),
    });
    setState(answer.ok ? { kind: 'sent', email } : { kind: 'failed', reason: answer.error });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-surface p-6 md:p-8" id="contact">
      <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-ink">
        {t('contact.title')}
      </h2>
      <p className="mt-2 max-w-2xl text-sand-700">{t('contact.lead')}</p>
      {state.kind === 'sent' ? (
        <p role="status" className="mt-6 rounded-lg bg-accent-50 p-4 text-accent-800">
          {t('contact.sent', { email: state.email })}
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="mt-6 grid gap-4 md:grid-cols-2" data-testid="help-contact-form">
          <div>
            <label htmlFor={`${id}-name`} className={LABEL}>
              {t('contact.name')}
            </label>
            <input id={`${id}-name`} name="name" required maxLength={120} autoComplete="name" className={FIELD} />
          </div>
          <div>
            <label htmlFor={`${id}-email`} className={LABEL}>
              {t('contact.email')}
            </label>
            <input id={`${id}-email`} name="email" type="email" required maxLength={254} autoComplete="email" className={FIELD} />
          </div>
          <div>
            <label htmlFor={`${id}-topic`} className={LABEL}>
              {t('contact.topic')}
            </label>
            <select id={`${id}-topic`} name="topic" required defaultValue="" className={FIELD}>
              <option value="" disabled>
                {t('contact.chooseTopic')}
              </option>
              {SUPPORT_TOPICS.map((topic) => (
                <option key={topic} value={topic}>
                  {t(`contact.topics.${topic}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-order`} className={LABEL}>
              {t('contact.orderNumber')}
            </label>
            <input id={`${id}-order`} name="orderNumber" maxLength={40} pattern="[A-Za-z0-9\-]*" className={FIELD} />
          </div>
          <div className="md:col-span-2">
            <label htmlFor={`${id}-message`} className={LABEL}>
              {t('contact.message')}
            </label>
            <textarea id={`${id}-message`} name="message" required minLength={10} maxLength={5000} rows={5} className={FIELD} />
          </div>
          <div className="flex flex-col gap-3 md:col-span-2 md:flex-row md:items-center">
            <button type="submit" disabled={state.kind === 'sending'} className="inline-flex h-11 items-center justify-center rounded-full bg-accent-700 px-6 text-sm font-medium text-white hover:bg-accent-800 disabled:opacity-70">
              {state.kind === 'sending' ? t('contact.sending') : t('contact.submit')}
            </button>
            <div aria-live="polite" className="text-sm text-danger-600">
              {state.kind === 'failed' ? (state.reason === 'rateLimited' ? t('contact.rateLimited') : t('contact.error')) : null}
            </div>
          </div>
        </form>
      )}
    </section>
  );
}
