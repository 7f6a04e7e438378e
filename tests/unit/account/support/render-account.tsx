import { StrictMode, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { TestTranslations } from '../../support/translations';
import type { AppStore } from '@/store/make-store';
import enAccount from '@/locales/en/account.json';
import enCommon from '@/locales/en/common.json';
import frAccount from '@/locales/fr/account.json';
import frCommon from '@/locales/fr/common.json';
import { asDeferredStore } from '../../support/deferred-store';

const RESOURCES = {
  'en-US': { common: enCommon, account: enAccount },
  'fr-FR': { common: frCommon, account: frAccount },
};

interface RenderOptions {
  locale?: keyof typeof RESOURCES;
}

/**
 * Renders account UI the way the app does: a real store (tests make it with makeTestStore, whose
 * session calls they stub), the real translation files, and React's strict mode, which runs
 * effects twice.
 */
export function renderAccount(ui: ReactElement, store: AppStore, { locale = 'en-US' }: RenderOptions = {}) {
  return render(
    <StrictMode>
      <Provider store={asDeferredStore(store)}>
        <TestTranslations locale={locale} translations={RESOURCES}>
          {ui}
        </TestTranslations>
      </Provider>
    </StrictMode>,
  );
}
