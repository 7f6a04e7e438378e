/* <input type="datetime-local"> speaks the browser's local time without a zone; the API speaks ISO 8601. */

const pad = (value: number) => String(value).padStart(2, '0');

/** "2026-11-26T14:05" in local time, for the input's value. */
export function toLocalInput(iso: string | Date): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The input's local value as an ISO instant; null when empty or not a date. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The browser's time zone name, shown beside the fields ("Europe/Paris"). */
export function localZoneName(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
