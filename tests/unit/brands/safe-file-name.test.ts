import { describe, expect, it } from 'vitest';
import { attachmentDisposition, safeFileName } from '@/server/brands/applications/safe-file-name';

describe('document file names', () => {
  it('drops folders, quotes and control characters, keeps letters of any language', () => {
    expect(safeFileName('C:\\Users\\ann\\Künstler "GmbH".pdf')).toBe('Künstler _GmbH_.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('a\r\nContent-Type: text.pdf')).toBe('a__Content-Type_ text.pdf');
    expect(safeFileName('...')).toBe('document');
  });

  it('keeps the extension of a long name', () => {
    const name = safeFileName(`${'x'.repeat(300)}.pdf`);
    expect(name).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('writes an ASCII fallback and the UTF-8 name into Content-Disposition', () => {
    expect(attachmentDisposition('Künstler.pdf')).toBe(`attachment; filename="K_nstler.pdf"; filename*=UTF-8''K%C3%BCnstler.pdf`);
  });
});
