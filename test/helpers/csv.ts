/** Reading the CSV the feeds write, strictly as RFC 4180 has it. */
import assert from 'node:assert/strict';

/** RFC 4180 CSV → rows of fields; every line ends with CRLF and a bare LF stands only inside quotes. */
export function parseCsv(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i];
    if (quoted) {
      if (c === '"' && csv[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && csv[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      assert.notEqual(c, '\n', 'a bare LF outside quotes');
      field += c;
    }
  }
  assert.equal(field, '', 'the file ends with CRLF');
  assert.equal(quoted, false);
  return rows;
}
