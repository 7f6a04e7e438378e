import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { TestTranslations } from '../support/translations';
import deCommon from '@/locales/de/common.json';
import deLegal from '@/locales/de/legal.json';
import deNewsletter from '@/locales/de/newsletter.json';
import enCommon from '@/locales/en/common.json';
import enLegal from '@/locales/en/legal.json';
import enNewsletter from '@/locales/en/newsletter.json';
import frCommon from '@/locales/fr/common.json';
import frLegal from '@/locales/fr/legal.json';
import frNewsletter from '@/locales/fr/newsletter.json';

const RESOURCES = {
  'en-US': { common: enCommon, legal: enLegal, newsletter: enNewsletter },
  'fr-FR': { common: frCommon, legal: frLegal, newsletter: frNewsletter },
  'de-DE': { common: deCommon, legal: deLegal, newsletter: deNewsletter },
};

export type TestLocale = keyof typeof RESOURCES;

/** Renders with the real translation files of the info and newsletter pages. */
export function renderWithI18n(ui: ReactElement, locale: TestLocale = 'en-US') {
  return render(
    <TestTranslations locale={locale} translations={RESOURCES}>
      {ui}
    </TestTranslations>,
  );
}
