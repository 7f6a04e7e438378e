import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import type { OutboxMessage } from '@/lib/contracts/notifications/outbox-schemas';

/** A message as the outbox API answers it (lib/contracts/notifications), less when it was sent. */
export type MailboxMessageData = Omit<OutboxMessage, 'sent_at'>;

/* Times in UTC: the page is rendered on the server and hydrated in the browser, and the two
 * may sit in different time zones. */
function formatTime(iso: string, locale: string | undefined): string {
  return new Intl.DateTimeFormat(locale ?? 'en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}

export function MailboxMessage({ message }: { message: MailboxMessageData }) {
  const { t } = useTranslation('devmailbox');
  const { locale } = useRouter();
  const headingId = `mail-${message.id}-subject`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-line bg-white p-4 shadow-sm md:p-6">
      <header className="flex flex-col gap-1 md:flex-row md:items-baseline md:justify-between md:gap-4">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {message.subject}
        </h2>
        <p className="shrink-0 text-sm text-ink-muted">
          <time dateTime={message.created_at}>{formatTime(message.created_at, locale)} UTC</time>
        </p>
      </header>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t('message.to')}</dt>
        <dd className="break-all text-ink">{message.to}</dd>
        <dt className="text-ink-muted">{t('message.template')}</dt>
        <dd className="text-ink">
          {message.template} · {message.language} · {message.transport}
        </dd>
      </dl>
      {message.text ? (
        <pre className="mt-4 overflow-x-auto whitespace-pre-wrap break-words rounded-lg bg-surface p-4 font-mono text-sm text-ink">{message.text}</pre>
      ) : (
        <p className="mt-4 text-sm text-ink-muted">{t('message.notKept')}</p>
      )}
      {message.html ? (
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium text-ink underline underline-offset-4">{t('message.viewHtml')}</summary>
          {/* sandbox without permissions: the mail's HTML cannot run scripts or reach this page. */}
          <iframe title={t('message.htmlTitle', { subject: message.subject })} sandbox="" srcDoc={message.html} className="mt-3 h-[36rem] w-full rounded-lg border border-line bg-white" />
        </details>
      ) : null}
    </article>
  );
}
