import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { MailboxMessage, type MailboxMessageData } from './mailbox-message';

export interface MailboxViewProps {
  messages: MailboxMessageData[];
  /** The address the list is filtered by, or ''. */
  filter: string;
}

export function MailboxView({ messages, filter }: MailboxViewProps) {
  const { t } = useTranslation('devmailbox');
  return (
    <>
      <PageHead pageKind="other" title={t('meta.title')} description={t('meta.description')} noIndex />
      <div className="container-page py-8 md:py-12">
        <h1 className="section-title">{t('title')}</h1>
        <p className="mt-2 max-w-2xl text-ink-muted">{t('intro')}</p>

        <form method="get" className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end" role="search" aria-label={t('filter.region')}>
          <div className="flex flex-1 flex-col gap-1">
            <label htmlFor="mailbox-filter" className="text-sm font-medium text-ink">
              {t('filter.label')}
            </label>
            <input
              id="mailbox-filter"
              name="to"
              type="email"
              defaultValue={filter}
              placeholder={t('filter.placeholder')}
              autoComplete="off"
              className="min-h-12 rounded-lg border border-line bg-white px-4 text-ink focus:border-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-600"
            />
          </div>
          <div className="flex gap-3">
            <button type="submit" className="btn-primary">
              {t('filter.submit')}
            </button>
            {filter ? (
              <a href="?" className="btn-secondary">
                {t('filter.clear')}
              </a>
            ) : null}
          </div>
        </form>

        <p className="mt-6 text-sm text-ink-muted" aria-live="polite">
          {filter ? t('countFor', { count: messages.length, address: filter }) : t('count', { count: messages.length })}
        </p>

        {messages.length === 0 ? (
          <p className="mt-4 rounded-lg border border-dashed border-line bg-surface p-6 text-ink-muted">{t('empty')}</p>
        ) : (
          <ol className="mt-4 flex flex-col gap-4">
            {messages.map((message) => (
              <li key={message.id}>
                <MailboxMessage message={message} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}
