import localFont from 'next/font/local';

/*
 * Inter shipped with the app (design "Look and feel": no font downloads from elsewhere, and the
 * CSP allows none). The file is the store's own cut of @fontsource-variable/inter's latin subset
 * (styles/inter-font-subset.ts): the same letters, French and German included (é, ü, ß, œ, €),
 * weights 400 to 700 on the variable axis, only the layout features the store uses; 26 kB instead
 * of 48. `swap` shows text at once in the metric-matched fallback that next/font generates, so the
 * late font does not shift the layout.
 */
export const interFont = localFont({
  src: './fonts/inter-store-latin.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  fallback: ['ui-sans-serif', 'system-ui', 'Segoe UI', 'Roboto', 'Arial'],
});
