/** The brand shown in the header, footer and titles. A white-label deployment sets
 * NEXT_PUBLIC_STORE_NAME at build time (Next inlines it into the browser bundle). */
export const STORE_NAME: string = process.env.NEXT_PUBLIC_STORE_NAME?.trim() || 'Deskhaus';
