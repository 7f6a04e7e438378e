import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Link from '@/components/common/store-link';
import { useRouter } from 'next/router';
import { Trans } from '@/components/i18n/trans';
import { useTranslation } from '@/components/i18n/use-translation';
import { CircleAlertIcon } from '@/components/icons/circle-alert-icon';
import { CircleCheckIcon } from '@/components/icons/circle-check-icon';
import { MailCheckIcon } from '@/components/icons/mail-check-icon';
import { MailXIcon } from '@/components/icons/mail-x-icon';
import { TextField } from '@/components/account/text-field';
import { localizedPath } from '@/lib/navigation/localized-path';
import { SUBSCRIBE_PATH } from '@/lib/navigation/site-navigation';
import { STORE_NAME } from '@/lib/navigation/store-name';
import { requestNewsletterSubscription } from '@/services/newsletter-service';
import { emailInputError, type SubscribeFormError, type SubscribeViewState } from './subscribe-state';
import { trackSubscribeInvalid } from './track-subscribe-invalid';

const values = { storeName: STORE_NAME };

/**
 * The /subscribe page: the sign-up form and every answer of the double opt-in. The forms are
 * real POST forms to this page, so everything works without JavaScript; with it, the sign-up
 * goes through the API and "check your inbox" appears without a reload.
 */
export function SubscribeView({ initialState }: { initialState: SubscribeViewState }) {
  const [state, setState] = useState(initialState);
  // A new server answer (another query on the same page) replaces the client's state.
  const [seen, setSeen] = useState(initialState);
  if (seen !== initialState) {
    setSeen(initialState);
    setState(initialState);
  }

  return (
    <div className="container-page flex justify-center py-10 md:py-16">
      <div className="w-full max-w-lg">
        <StateView state={state} onSent={(email) => setState({ kind: 'sent', email })} />
      </div>
    </div>
  );
}

function StateView({ state, onSent }: { state: SubscribeViewState; onSent: (email: string) => void }) {
  const { t } = useTranslation('newsletter');
  const subscribeHref = useSubscribeHref();
  switch (state.kind) {
    case 'form':
      return <SubscribeForm initialEmail={state.email} initialError={state.error} onSent={onSent} />;
    case 'sent':
      return (
        <Outcome icon={<MailCheckIcon className="size-7 text-accent-700" />} title={t('sent.title')} focus>
          <p>{state.email ? t('sent.bodyWithEmail', { email: state.email }) : t('sent.body')}</p>
          <p className="mt-3 text-sm text-sand-600">{t('sent.spam')}</p>
          <p className="mt-6">
            <a href={subscribeHref} className="font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-800">
              {t('sent.again')}
            </a>
          </p>
        </Outcome>
      );
    case 'confirmed':
      return (
        <Outcome icon={<CircleCheckIcon className="size-7 text-accent-700" />} title={t('confirmed.title')}>
          <p>{t('confirmed.body', values)}</p>
          <p className="mt-6">
            <Link href="/" className="btn-primary">
              {t('confirmed.continue')}
            </Link>
          </p>
        </Outcome>
      );
    case 'confirm-failed':
      return (
        <>
          <Outcome icon={<CircleAlertIcon className="size-7 text-danger-600" />} title={t('confirmFailed.title')}>
            <p>{t(`confirmFailed.${state.reason}`)}</p>
          </Outcome>
          {state.reason !== 'failed' && (
            <div className="mt-10 border-t border-sand-200 pt-8">
              <SubscribeForm initialEmail="" initialError={null} onSent={onSent} headingLevel={2} />
            </div>
          )}
        </>
      );
    case 'unsubscribe':
      return <UnsubscribeForm token={state.token} />;
    case 'unsubscribed':
      return (
        <>
          <Outcome icon={<MailXIcon className="size-7 text-sand-700" />} title={t('unsubscribe.doneTitle')}>
            <p>{t('unsubscribe.doneBody')}</p>
          </Outcome>
          <div className="mt-10 border-t border-sand-200 pt-8">
            <SubscribeForm initialEmail="" initialError={null} onSent={onSent} headingLevel={2} />
          </div>
        </>
      );
    case 'unsubscribe-failed':
      return (
        <Outcome icon={<CircleAlertIcon className="size-7 text-danger-600" />} title={t('unsubscribe.failedTitle')}>
          <p>{t('unsubscribe.failedBody')}</p>
          <p className="mt-6">
            <Link href="/" className="font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-800">
              {t('home')}
            </Link>
          </p>
        </Outcome>
      );
  }
}

function useSubscribeHref(): string {
  return localizedPath(SUBSCRIBE_PATH, useRouter().locale);
}

function Outcome({ icon, title, focus, children }: { icon: ReactNode; title: string; focus?: boolean; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Shown in place of the form after a sign-up without reload: screen readers and the keyboard
  // follow the focus to the answer.
  useEffect(() => {
    if (focus) headingRef.current?.focus();
  }, [focus]);
  return (
    <section aria-labelledby="subscribe-outcome-title">
      <span className="flex size-12 items-center justify-center rounded-full bg-sand-100">{icon}</span>
      <h1 id="subscribe-outcome-title" ref={headingRef} tabIndex={-1} className="mt-5 text-3xl font-semibold tracking-tight text-balance text-sand-900 focus:outline-none md:text-4xl">
        {title}
      </h1>
      <div className="mt-4 text-base text-pretty text-sand-700">{children}</div>
    </section>
  );
}

interface SubscribeFormProps {
  initialEmail: string;
  initialError: SubscribeFormError | null;
  onSent: (email: string) => void;
  headingLevel?: 1 | 2;
}

function SubscribeForm({ initialEmail, initialError, onSent, headingLevel = 1 }: SubscribeFormProps) {
  const { t } = useTranslation('newsletter');
  const { locale } = useRouter();
  const action = useSubscribeHref();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<SubscribeFormError | null>(initialError);
  const [sending, setSending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  // An address the server refused (posted without JavaScript, or given in ?email=) is tracked
  // once the page runs, like one refused in the browser.
  useEffect(() => {
    if (initialError === 'emailRequired' || initialError === 'emailInvalid') {
      trackSubscribeInvalid(initialError === 'emailRequired' ? 'empty' : 'format', 'server');
      inputRef.current?.focus();
    }
  }, [initialError]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const address = email.trim();
    const invalid = emailInputError(address);
    if (invalid) {
      setError(invalid);
      trackSubscribeInvalid(invalid === 'emailRequired' ? 'empty' : 'format', 'client');
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setSending(true);
    const outcome = await requestNewsletterSubscription(address, locale);
    setSending(false);
    if (outcome.ok) {
      onSent(address);
      return;
    }
    if (outcome.error === 'emailInvalid') trackSubscribeInvalid('format', 'server');
    setError(outcome.error);
    if (outcome.error === 'emailInvalid') inputRef.current?.focus();
  }

  const fieldError = error === 'emailRequired' || error === 'emailInvalid' ? t(`errors.${error}`) : undefined;
  const formError = error === 'rateLimited' || error === 'failed' ? t(`errors.${error}`) : undefined;

  return (
    <section aria-labelledby="subscribe-title">
      <Heading id="subscribe-title" className={headingLevel === 1 ? 'text-3xl font-semibold tracking-tight text-balance text-sand-900 md:text-4xl' : 'text-2xl font-semibold tracking-tight text-sand-900'}>
        {t('form.title')}
      </Heading>
      <p className="mt-3 text-base text-pretty text-sand-700">{t('form.lead')}</p>
      <form method="post" action={action} noValidate onSubmit={(event) => void submit(event)} className="mt-8 flex flex-col gap-4">
        <input type="hidden" name="intent" value="subscribe" />
        <TextField
          ref={inputRef}
          label={t('form.emailLabel')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError}
          hint={t('form.emailHint')}
        />
        <button type="submit" disabled={sending} className="btn-primary w-full disabled:cursor-wait disabled:opacity-70">
          {sending ? t('form.submitting') : t('form.submit')}
        </button>
        {formError && (
          <p role="alert" className="rounded-md border border-danger-600/30 bg-danger-50 p-3 text-sm text-danger-600">
            {formError}
          </p>
        )}
      </form>
      <p className="mt-6 text-sm text-sand-600">
        <Trans
          t={t}
          i18nKey="form.privacy"
          components={{ privacy: <Link href="/privacy" className="font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800" /> }}
        />
      </p>
    </section>
  );
}

function UnsubscribeForm({ token }: { token: string }) {
  const { t } = useTranslation('newsletter');
  const action = useSubscribeHref();
  const [sending, setSending] = useState(false);
  return (
    <section aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title" className="text-3xl font-semibold tracking-tight text-balance text-sand-900 md:text-4xl">
        {t('unsubscribe.title')}
      </h1>
      <p className="mt-4 text-base text-pretty text-sand-700">{t('unsubscribe.body', values)}</p>
      {/* A plain POST even with JavaScript: the answer is a new page, and a double click must not post twice. */}
      <form method="post" action={action} onSubmit={() => setSending(true)} className="mt-8">
        <input type="hidden" name="intent" value="unsubscribe" />
        <input type="hidden" name="token" value={token} />
        <button type="submit" disabled={sending} className="btn-primary w-full sm:w-auto disabled:cursor-wait disabled:opacity-70">
          {sending ? t('unsubscribe.submitting') : t('unsubscribe.submit')}
        </button>
      </form>
    </section>
  );
}
