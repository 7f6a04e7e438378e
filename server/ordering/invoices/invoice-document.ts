/*
 * An invoice as words and numbers, already translated and formatted (invoice-content.ts builds
 * it): the layout (invoice-layout.ts) only places text, so it knows nothing of orders or languages.
 */

export interface InvoiceField {
  label: string;
  value: string;
}

export interface InvoiceLine {
  quantity: string;
  name: string;
  /** Options and customizations, one per row under the name. */
  details: string[];
  unitPrice: string;
  total: string;
}

export interface InvoiceTotal extends InvoiceField {
  /** The amount due: drawn bold. */
  strong?: boolean;
}

export interface InvoiceDocument {
  /** Letter for the US and Canada, A4 elsewhere. */
  pageSize: 'letter' | 'a4';
  storeName: string;
  title: string;
  /** Invoice number, dates, payment method, currency. */
  facts: InvoiceField[];
  /** "Bill to" and "Ship to", each with its address lines. */
  addresses: { label: string; lines: string[] }[];
  columns: { quantity: string; description: string; unitPrice: string; total: string };
  lines: InvoiceLine[];
  totals: InvoiceTotal[];
  /** Small print under the totals (included VAT, thanks). */
  notes: string[];
  /** "Page 1 of 2" in the document's language. */
  pageLabel(page: number, pages: number): string;
}
