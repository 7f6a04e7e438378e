import type { ReactNode } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { BreadcrumbTrail } from '@/components/common/breadcrumb-trail';
import type { Breadcrumb } from '@/lib/seo/json-ld';
import { HelpContactForm } from './help-contact-form';
import { HelpSearchBox } from './help-search-box';

interface HelpPageFrameProps {
  crumbs: readonly Breadcrumb[];
  title: string;
  lead?: string | null;
  searchValue?: string;
  children: ReactNode;
}

/** Every help page: breadcrumbs, title, the search box, the page's content, then the contact block. */
export function HelpPageFrame({ crumbs, title, lead, searchValue, children }: HelpPageFrameProps) {
  const { t } = useTranslation('help');
  return (
    <div className="container-page py-8 md:py-12">
      <BreadcrumbTrail crumbs={crumbs} label={t('crumbs.label')} />
      <header className="mt-6 flex flex-col gap-5">
        <h1 className="max-w-3xl text-3xl font-semibold tracking-tight text-balance text-ink md:text-4xl">{title}</h1>
        {lead ? <p className="max-w-2xl text-lg text-pretty text-sand-700">{lead}</p> : null}
        <HelpSearchBox defaultValue={searchValue} />
      </header>
      <div className="mt-10">{children}</div>
      <div className="mt-16">
        <HelpContactForm />
      </div>
    </div>
  );
}
