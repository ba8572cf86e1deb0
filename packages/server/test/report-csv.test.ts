/** Report CSV cells: spreadsheet formulas defused, negative amounts kept as numbers, quoting by RFC 4180. */
import { describe, expect, it } from 'vitest';
import { csvCell, csvReply } from '../src/routes/report-csv.js';

describe('csvCell', () => {
  it('keeps a negative P/L a number a spreadsheet can add up', () => {
    expect(csvCell('-1250.50')).toBe('-1250.50');
    expect(csvCell(-7)).toBe('-7');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@sum')).toBe("'@sum");
  });

  it('quotes commas, quotes and line breaks, and writes null as empty', () => {
    expect(csvCell('Rao, Anil')).toBe('"Rao, Anil"');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell(null)).toBe('');
  });
});

describe('csvReply', () => {
  it('names the file by the range and writes the header then one line per row', () => {
    const reply = csvReply<{ id: number; name: string }>(
      'overall-pl',
      { start: '2026-03-01', end: '2026-03-15' },
      [
        ['id', (r) => r.id],
        ['name', (r) => r.name],
      ],
      [
        { id: 1, name: 'Asha' },
        { id: 2, name: 'Rao, Anil' },
      ],
    );
    expect(reply.headers).toEqual({
      'content-disposition': 'attachment; filename="overall-pl-2026-03-01-2026-03-15.csv"',
    });
    expect(reply.body).toBe('id,name\n1,Asha\n2,"Rao, Anil"\n');
  });
});
