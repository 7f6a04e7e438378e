// @ts-check
/* Shared by next.config.js (locale routing), serverSideTranslations and the client.
 * Translation files live in locales/{language}/{namespace}.json: the five locales share three
 * languages, so a locale is mapped to its language before a file is read. */
const path = require('path');

/** @type {Record<string, string>} */
const LANGUAGE_OF_LOCALE = { 'en-US': 'en', 'en-CA': 'en', 'en-GB': 'en', 'fr-FR': 'fr', 'de-DE': 'de' };

module.exports = {
  i18n: {
    defaultLocale: 'en-US',
    locales: ['en-US', 'en-CA', 'en-GB', 'fr-FR', 'de-DE'],
    localeDetection: false,
  },
  defaultNS: 'common',
  // Required with a function localePath: every namespace file under locales/{language}/.
  ns: ['common', 'errors', 'home', 'catalog', 'listing', 'account', 'product', 'mail', 'devmailbox', 'devpayments', 'cart', 'search', 'checkout', 'orders', 'legal', 'newsletter', 'reviews', 'tracking', 'brand', 'brand-registration', 'brand-profile', 'admin', 'admin-brands', 'blog', 'help', 'brand-listings', 'admin-products', 'brand-dashboard', 'brand-money', 'admin-money', 'brand-orders', 'brand-banners', 'brand-stock-prices', 'landings', 'admin-landings', 'admin-content', 'credit', 'referrals', 'programmes', 'admin-analytics'],
  fallbackLng: false,
  // Functions cannot travel in page props; the client gets this config through appWithTranslation.
  serializeConfig: false,
  reloadOnPrerender: process.env.NODE_ENV === 'development',
  /** @param {string} locale @param {string} namespace */
  localePath: (locale, namespace) =>
    path.resolve(process.cwd(), 'locales', LANGUAGE_OF_LOCALE[locale] ?? locale, `${namespace}.json`),
  LANGUAGE_OF_LOCALE,
};
