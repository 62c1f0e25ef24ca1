import { describe, expect, it } from '@jest/globals';
import { CsvError, parseCsv, parseCsvRecords } from './csv';

describe('parseCsv', () => {
  it('reads a header and rows, with quoted commas, quotes and line breaks', () => {
    const text = '\ufefffirst_name,city,note\r\nAda,"London, UK","said ""hi"""\r\n"Grace",Arlington,"two\nlines"\r\n';
    expect(parseCsv(text)).toEqual({
      header: ['first_name', 'city', 'note'],
      rows: [
        { first_name: 'Ada', city: 'London, UK', note: 'said "hi"' },
        { first_name: 'Grace', city: 'Arlington', note: 'two\nlines' },
      ],
    });
  });

  it('keeps empty cells, fills missing trailing ones, and skips empty lines', () => {
    expect(parseCsv('a,b,c\n1,,3\n\n4\n').rows).toEqual([
      { a: '1', b: '', c: '3' },
      { a: '4', b: '', c: '' },
    ]);
    expect(parseCsvRecords('x\n""\n')).toEqual([['x'], ['']]);
    expect(parseCsv('a,b').rows).toEqual([]);
  });

  it('says which line is wrong', () => {
    expect(() => parseCsv('')).toThrow(CsvError);
    expect(() => parseCsv('a,b\n1,"open\n')).toThrow(/Line 3: a quoted cell is not closed/);
    expect(() => parseCsv('a\nx"y\n')).toThrow(/Line 2: a quote inside an unquoted cell/);
    expect(() => parseCsv('a,b\n1,2,3\n')).toThrow(/Line 2: 3 cells, but the header names 2 columns/);
    expect(() => parseCsv('a,a\n')).toThrow(/named twice/);
    expect(() => parseCsv('a,"b"c\n')).toThrow(/Line 1: text after a closing quote/);
  });
});
