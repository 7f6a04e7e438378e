/** One titled part of an information page, as written in locales/{lng}/legal.json. */
export interface InfoSection {
  /** Anchor of the section (stable across languages, so links to #returns work in every locale). */
  id: string;
  heading: string;
  paragraphs: string[];
  items: string[];
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/**
 * The sections of a page from what i18next returns for `<page>.sections` with returnObjects.
 * A translation file is data from outside the type system: anything malformed is dropped
 * rather than crashing the page.
 */
export function toInfoSections(value: unknown): InfoSection[] {
  if (!Array.isArray(value)) return [];
  const sections: InfoSection[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const record = entry as Record<string, unknown>;
    if (typeof record.id !== 'string' || typeof record.heading !== 'string') continue;
    sections.push({ id: record.id, heading: record.heading, paragraphs: strings(record.paragraphs), items: strings(record.items) });
  }
  return sections;
}
