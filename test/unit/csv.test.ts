import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, toCsv } from '../../lambdas/core/admin-users/csv.js';

describe('the admin exports’ CSV writer', () => {
  it('neutralises every cell a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.test","x")')).toBe(
      `"'=HYPERLINK(""http://evil.test"",""x"")"`,
    );
    expect(csvCell('+260971234567')).toBe("'+260971234567");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    // A tab or a carriage return first can hide a formula behind it.
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    // Only the first character matters: a formula sign inside text is text.
    expect(csvCell('Mary = Banda')).toBe('Mary = Banda');
    expect(csvCell('a-b@c.test')).toBe('a-b@c.test');
  });

  it('keeps numbers we write ourselves as numbers, negative ones included', () => {
    expect(csvCell(-250)).toBe('-250');
    expect(csvCell(1_767_225_600_000)).toBe('1767225600000');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes cells with commas, quotes, line breaks or edge spaces, as RFC 4180 says', () => {
    expect(csvCell('Lusaka, Zambia')).toBe('"Lusaka, Zambia"');
    expect(csvCell('the "best" cook')).toBe('"the ""best"" cook"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell('plain')).toBe('plain');
    expect(csvLine(['a', 'b,c', 3])).toBe('a,"b,c",3\r\n');
  });

  it('writes unicode as it is', () => {
    expect(csvCell('Chileshe Mwansa-Ngoma')).toBe('Chileshe Mwansa-Ngoma');
    expect(csvCell('Zoë Ñandú, 张伟 🙂')).toBe('"Zoë Ñandú, 张伟 🙂"');
  });

  it('writes a header line, then one CRLF line per row', () => {
    const csv = toCsv(
      [
        { header: 'name', cell: (row: { name: string; n: number }) => row.name },
        { header: 'count', cell: (row) => row.n },
      ],
      [
        { name: '=1+1', n: 1 },
        { name: 'Ama, K', n: -2 },
      ],
    );
    expect(csv).toBe(`name,count\r\n'=1+1,1\r\n"Ama, K",-2\r\n`);
    expect(toCsv([{ header: 'x', cell: () => 1 }], [])).toBe('x\r\n');
  });
});
