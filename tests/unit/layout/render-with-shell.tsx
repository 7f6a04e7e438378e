import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import i18next, { type i18n as I18n } from 'i18next';
import { makeStore, type AppStore } from '@/store/make-store';
import enCommon from '@/locales/en/common.json';
import enErrors from '@/locales/en/errors.json';
import frCommon from '@/locales/fr/common.json';
import frErrors from '@/locales/fr/errors.json';

const RESOURCES = {
  'en-US': { common: enCommon, errors: enErrors },
  'fr-FR': { common: frCommon, errors: frErrors },
};

/** A real i18next instance with the real translation files, so tests read what shoppers read. */
export function createTestI18n(locale: keyof typeof RESOURCES = 'en-US'): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    resources: RESOURCES,
    defaultNS: 'common',
    ns: ['common', 'errors'],
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

interface ShellRenderOptions {
  store?: AppStore;
  locale?: keyof typeof RESOURCES;
}

export function renderWithShell(ui: ReactElement, { store = makeStore(), locale = 'en-US' }: ShellRenderOptions = {}) {
  const i18n = createTestI18n(locale);
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </Provider>,
  );
  return { store, i18n, ...view };
}
