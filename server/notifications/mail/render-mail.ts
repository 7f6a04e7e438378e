import type { Language } from '@/lib/i18n/locales';
import type { MailBlock, MailTemplate } from './mail-content';
import { mailTranslator, type MailTranslate } from './mail-translations';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Subject, plain text and HTML of a template in a language. */
export function renderMail<T>(template: MailTemplate<T>, language: Language, data: T): RenderedMail {
  const t = mailTranslator(language);
  const content = template.compose(t, data);
  return {
    subject: content.subject,
    text: renderText(t, content.blocks),
    html: renderHtml(t, language, content.subject, content.preview, content.blocks),
  };
}

function renderText(t: MailTranslate, blocks: readonly MailBlock[]): string {
  const parts = [t('layout.greeting')];
  for (const block of blocks) {
    if (block.kind === 'code') parts.push(t('layout.labelled', { label: block.label, value: block.code }));
    else if (block.kind === 'button') parts.push(`${t('layout.labelled', { label: block.label, value: '' }).trimEnd()}\n${block.url}`);
    else parts.push(block.text);
  }
  parts.push(t('layout.signature'), '--', t('layout.automated'));
  return `${parts.join('\n\n')}\n`;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

/* Table layout and inline styles: the only HTML that mail clients render alike. */
function renderBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f1d1a">${escapeHtml(block.text)}</p>`;
    case 'note':
      return `<p style="margin:0 0 12px;font-size:13px;line-height:20px;color:#6b6660">${escapeHtml(block.text)}</p>`;
    case 'code':
      return (
        `<p style="margin:0 0 4px;font-size:13px;color:#6b6660">${escapeHtml(block.label)}</p>` +
        `<p style="margin:0 0 16px;font-size:32px;letter-spacing:8px;font-weight:700;font-family:Menlo,Consolas,monospace;color:#1f1d1a">${escapeHtml(block.code)}</p>`
      );
    case 'button':
      return (
        `<p style="margin:0 0 16px"><a href="${escapeHtml(block.url)}" ` +
        `style="display:inline-block;padding:12px 24px;border-radius:6px;background:#1f1d1a;color:#ffffff;font-size:16px;font-weight:600;text-decoration:none">` +
        `${escapeHtml(block.label)}</a></p>`
      );
  }
}

function renderHtml(t: MailTranslate, language: Language, subject: string, preview: string, blocks: readonly MailBlock[]): string {
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f6f3ee;font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif">',
    `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preview)}</div>`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px"><tr><td style="padding:32px">',
    `<p style="margin:0 0 16px;font-size:16px;color:#1f1d1a">${escapeHtml(t('layout.greeting'))}</p>`,
    ...blocks.map(renderBlock),
    `<p style="margin:24px 0 0;font-size:16px;color:#1f1d1a">${escapeHtml(t('layout.signature'))}</p>`,
    '</td></tr></table>',
    `<p style="margin:16px 0 0;font-size:12px;color:#6b6660">${escapeHtml(t('layout.footer'))}<br>${escapeHtml(t('layout.automated'))}</p>`,
    '</td></tr></table></body></html>',
  ].join('');
}
