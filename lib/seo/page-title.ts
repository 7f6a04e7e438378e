export const TITLE_SEPARATOR = ' | ';

/** "{title} | {store}" so every tab and search result names the store; a blank title is the store name alone. */
export function pageTitle(title: string, storeName: string): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  if (!clean || clean === storeName) return storeName;
  return `${clean}${TITLE_SEPARATOR}${storeName}`;
}
