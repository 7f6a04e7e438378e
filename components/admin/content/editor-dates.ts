/* Dates in the operators' pages: their own time zone, in the page's language (Intl, no date library). */
export function formatEditorDate(iso: string, locale: string | undefined): string {
  return new Intl.DateTimeFormat(locale ?? 'en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** An ISO time as a datetime-local input value, in the browser's time zone. */
export function toLocalInputValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
