import { createInstance, type TFunction } from 'i18next';
import de from '@/locales/de/mail.json';
import en from '@/locales/en/mail.json';
import fr from '@/locales/fr/mail.json';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/locales';
import { STORE_NAME } from '@/lib/navigation/store-name';

/* Mail texts live with the site's translations (locales/{language}/mail.json), so translators
 * work in one place. The files are bundled (imported), not read from disk at run time. */

export type MailTranslate = (key: string, values?: Record<string, string | number>) => string;

let instance: ReturnType<typeof createInstance> | undefined;

function translations() {
  if (!instance) {
    instance = createInstance();
    void instance.init({
      initAsync: false,
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: ['mail'],
      defaultNS: 'mail',
      resources: { en: { mail: en }, fr: { mail: fr }, de: { mail: de } },
      // Values are escaped where they are put into HTML (render-mail.ts), not here: the plain
      // text part must show "O'Brien", not "O&#39;Brien".
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  return instance;
}

/** The mail texts of one language; every text may use {{storeName}}. */
export function mailTranslator(language: Language): MailTranslate {
  const t: TFunction = translations().getFixedT(language, 'mail');
  return (key, values = {}) => t(key, { storeName: STORE_NAME, ...values });
}
