import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv, textCell, writeCsv } from '@/lib/csv/csv';

describe('parseCsv', () => {
  it('reads plain, quoted and multi-line cells with the line each record starts on', () => {
    const text = '\uFEFFsku,name\r\nA-1,"Desk, oak"\n\nB-2,"Say ""hi""\nthere"\nC-3,\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['sku', 'name'] },
      { line: 2, cells: ['A-1', 'Desk, oak'] },
      { line: 4, cells: ['B-2', 'Say "hi"\nthere'] },
      { line: 6, cells: ['C-3', ''] },
    ]);
  });
  it('reads a last line without a line break, and an empty file as no records', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2'] },
    ]);
    expect(parseCsv('')).toEqual([]);
  });
  it.each([
    ['a,b"c\n', 1],
    ['a\n"open,b\n', 2],
    ['a\n"x"y,b\n', 2],
  ])('refuses %j with its line', (text, line) => {
    expect(() => parseCsv(text)).toThrow(CsvSyntaxError);
    try {
      parseCsv(text);
    } catch (error) {
      expect((error as CsvSyntaxError).line).toBe(line);
    }
  });
});

describe('writeCsv and textCell', () => {
  it('quotes what needs it, and reads back what it wrote', () => {
    const rows = [['sku', 'name'], ['A-1', 'Desk, "oak"\nwide'], ['B-2', ' padded ']];
    const text = writeCsv(rows);
    expect(text).toBe('sku,name\r\nA-1,"Desk, ""oak""\nwide"\r\nB-2," padded "\r\n');
    expect(parseCsv(text).map((record) => record.cells)).toEqual(rows);
  });
  it('defuses formula-like text', () => {
    expect(textCell('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(textCell('Oak desk')).toBe('Oak desk');
  });
});
