import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { TestTranslations } from '../support/translations';
import { makeStore, type AppStore } from '@/store/make-store';
import enCommon from '@/locales/en/common.json';
import enErrors from '@/locales/en/errors.json';
import frCommon from '@/locales/fr/common.json';
import frErrors from '@/locales/fr/errors.json';
import { asDeferredStore } from '../support/deferred-store';

const RESOURCES = {
  'en-US': { common: enCommon, errors: enErrors },
  'fr-FR': { common: frCommon, errors: frErrors },
};

interface ShellRenderOptions {
  store?: AppStore;
  locale?: keyof typeof RESOURCES;
}

export function renderWithShell(ui: ReactElement, { store = makeStore(), locale = 'en-US' }: ShellRenderOptions = {}) {
  // The real translation files, so tests read what shoppers read.
  const view = render(
    <Provider store={asDeferredStore(store)}>
      <TestTranslations locale={locale} translations={RESOURCES}>
        {ui}
      </TestTranslations>
    </Provider>,
  );
  return { store, ...view };
}
