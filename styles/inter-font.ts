import localFont from 'next/font/local';

/*
 * Inter shipped with the app (design "Look and feel": no font downloads from elsewhere, and the
 * CSP allows none). Only the latin subset: it already covers French and German (é, ü, ß, œ, €);
 * latin-ext would add 85 kB for letters the store does not print. The variable axis serves every
 * weight from one file. `swap` shows text at once in the metric-matched fallback that next/font
 * generates, so the late font does not shift the layout.
 */
export const interFont = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  fallback: ['ui-sans-serif', 'system-ui', 'Segoe UI', 'Roboto', 'Arial'],
});
