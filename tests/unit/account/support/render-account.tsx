import { StrictMode, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import i18next, { type i18n as I18n } from 'i18next';
import type { AppStore } from '@/store/make-store';
import enAccount from '@/locales/en/account.json';
import enCommon from '@/locales/en/common.json';
import frAccount from '@/locales/fr/account.json';
import frCommon from '@/locales/fr/common.json';

const RESOURCES = {
  'en-US': { common: enCommon, account: enAccount },
  'fr-FR': { common: frCommon, account: frAccount },
};

function createAccountI18n(locale: keyof typeof RESOURCES): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    resources: RESOURCES,
    defaultNS: 'common',
    ns: ['common', 'account'],
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

interface RenderOptions {
  locale?: keyof typeof RESOURCES;
}

/**
 * Renders account UI the way the app does: a real store (tests make it with makeTestStore, whose
 * session calls they stub), the real translation files, and React's strict mode, which runs
 * effects twice.
 */
export function renderAccount(ui: ReactElement, store: AppStore, { locale = 'en-US' }: RenderOptions = {}) {
  const i18n = createAccountI18n(locale);
  const view = render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
      </Provider>
    </StrictMode>,
  );
  return { i18n, ...view };
}
