import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DialogLine } from './dialog-lines';
import type { StringTableRow, TableReadResult } from './string-table';
import { readStringTable } from './string-table';
import { readStringTableCsv, writeStringTableCsv } from './string-table-csv';
import { readStringTableXliff, writeStringTableXliff } from './string-table-xliff';

function line(fields: Partial<DialogLine> = {}): DialogLine {
  return {
    lineId: 'tavern-greet',
    nodeId: 'greet',
    choiceId: null,
    text: 'Welcome, "friend"!',
    speakerName: 'Anna',
    context: '→ "Buy a drink"',
    direction: 'warmly',
    charLimit: 80,
    ...fields,
  };
}

const rows: StringTableRow[] = [
  { dialogId: 'd-1', dialogName: 'The Tavern', line: line(), target: 'Добро пожаловать, «друг»!' },
  {
    dialogId: 'd-1',
    dialogName: 'The Tavern',
    line: line({ lineId: 'tavern-greet-drink', choiceId: 'drink', text: 'Buy a drink' }),
    target: '',
  },
  {
    dialogId: 'd-2',
    dialogName: 'A walk',
    line: line({ lineId: 'walk-l1', text: 'Line one\nline two', charLimit: null, direction: '' }),
    target: '',
  },
];

function parsedRows(result: TableReadResult) {
  if (!result.ok) throw new Error(`refused: ${result.problem.code} ${result.problem.detail}`);
  return result.rows;
}

function problemOf(result: TableReadResult) {
  return result.ok ? null : result.problem.code;
}

/** Text with what breaks CSV and XML: separators, quotes, newlines, markup, entities, any Unicode. */
const trickyText = fc.string({
  maxLength: 40,
  unit: fc.oneof(
    fc.constantFrom(',', ';', '\t', '"', "'", '\n', '\r', '\r\n', '<', '>', '&', '&amp;', ' '),
    fc.constantFrom('=', '#', ']]>', '<cp hex="0041"/>', '\u0000', '\u0001', '\uFEFF', '\uFFFF'),
    fc.string({ unit: 'binary', maxLength: 3 }),
    fc.constantFrom('é', 'Привет', '𝄞', '👩‍👩‍👧', 'ـ', '中文'),
  ),
});

const rowArbitrary: fc.Arbitrary<StringTableRow> = fc.record({
  dialogId: fc.uuid(),
  dialogName: trickyText,
  line: fc.record({
    lineId: fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
    nodeId: fc.constant('n'),
    choiceId: fc.constant(null),
    text: trickyText,
    speakerName: trickyText,
    context: trickyText,
    direction: trickyText,
    charLimit: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: null }),
  }),
  target: trickyText,
});

const sameContent = (written: readonly StringTableRow[]) =>
  written.map((row) => ({
    dialogId: row.dialogId,
    lineId: row.line.lineId,
    source: row.line.text,
    target: row.target,
  }));

describe('CSV string tables', () => {
  it('writes a BOM, a header and one quoted row per line', () => {
    const csv = writeStringTableCsv(rows);
    expect(
      csv.startsWith(
        '\uFEFF"dialog_id","line_id","dialog","speaker","context","char_limit","source","target"\r\n',
      ),
    ).toBe(true);
    expect(csv).toContain(
      '"d-1","tavern-greet","The Tavern","Anna","→ ""Buy a drink""","80","Welcome, ""friend""!","Добро пожаловать, «друг»!"\r\n',
    );
    expect(csv).toContain(
      '"walk-l1","A walk","Anna","→ ""Buy a drink""","","Line one\nline two",""',
    );
  });

  it('reads back what it wrote, whatever the text', () => {
    fc.assert(
      fc.property(fc.array(rowArbitrary, { minLength: 1, maxLength: 5 }), (written) => {
        const csv = writeStringTableCsv(written);
        expect(parsedRows(readStringTableCsv(csv))).toEqual(sameContent(written));
        expect(parsedRows(readStringTable(new TextEncoder().encode(csv)))).toEqual(
          sameContent(written),
        );
      }),
    );
  });

  it('reads tables as spreadsheets save them: `;`, no BOM, columns moved, extra columns', () => {
    const saved = [
      'Target;Source;Notes;line_id;dialog_id',
      'Привет, мир;Hello, world;checked;l-1;d-1',
      '"Две\r\nстроки";"Two\r\nlines";;l-2;d-1',
      ';;;;',
      ';Untranslated;;l-3;d-2',
    ].join('\r\n');
    expect(readStringTableCsv(saved)).toEqual({
      ok: true,
      sourceLanguage: null,
      targetLanguage: null,
      rows: [
        { dialogId: 'd-1', lineId: 'l-1', source: 'Hello, world', target: 'Привет, мир' },
        { dialogId: 'd-1', lineId: 'l-2', source: 'Two\r\nlines', target: 'Две\r\nстроки' },
        { dialogId: 'd-2', lineId: 'l-3', source: 'Untranslated', target: '' },
      ],
    });
  });

  it('reads tab-separated and comma-separated tables with LF line ends', () => {
    const tabs = 'dialog_id\tline_id\tsource\ttarget\nd-1\tl-1\ta, b; c\tx\n';
    expect(parsedRows(readStringTableCsv(tabs))).toEqual([
      { dialogId: 'd-1', lineId: 'l-1', source: 'a, b; c', target: 'x' },
    ]);
    const commas = '\uFEFFdialog_id,line_id,source,target\nd-1,l-1,"a; b",y';
    expect(parsedRows(readStringTableCsv(commas))).toEqual([
      { dialogId: 'd-1', lineId: 'l-1', source: 'a; b', target: 'y' },
    ]);
  });

  it('refuses tables without the needed columns, unreadable ones and empty ones', () => {
    const noTarget = readStringTableCsv('dialog_id,line_id,source\nd,l,s');
    expect(noTarget).toEqual({
      ok: false,
      problem: { code: 'stringTableColumnsMissing', detail: 'missing columns: target' },
    });
    expect(problemOf(readStringTableCsv('dialog_id,line_id,source,target\nd,l,"open,x'))).toBe(
      'stringTableMalformed',
    );
    expect(problemOf(readStringTableCsv(''))).toBe('stringTableEmpty');
    expect(problemOf(readStringTableCsv('\uFEFF\r\n'))).toBe('stringTableEmpty');
    expect(problemOf(readStringTableCsv('dialog_id,line_id,source,target\r\n'))).toBe(
      'stringTableEmpty',
    );
  });
});

describe('XLIFF 2.0 string tables', () => {
  it('writes a file per dialog and a unit per line, with notes and limits', () => {
    const xliff = writeStringTableXliff(rows, { source: 'en', target: 'ru' });
    expect(xliff).toContain(
      '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" xmlns:slr="urn:oasis:names:tc:xliff:sizerestriction:2.0" version="2.0" srcLang="en" trgLang="ru">',
    );
    expect(xliff).toContain('<file id="d-1" original="The Tavern" xml:space="preserve">');
    expect(xliff).toContain('<file id="d-2" original="A walk" xml:space="preserve">');
    expect(xliff).toContain(
      '<file id="d-1" original="The Tavern" xml:space="preserve">\n    <slr:profiles generalProfile="xliff:codepoints"/>\n',
    );
    expect(xliff).toContain('<file id="d-2" original="A walk" xml:space="preserve">\n    <unit');
    expect(xliff).toContain('<unit id="tavern-greet" slr:sizeRestriction="80">');
    expect(xliff).toContain('<note category="speaker">Anna</note>');
    expect(xliff).toContain('<note category="direction">warmly</note>');
    expect(xliff).toContain('<source>Welcome, "friend"!</source>');
    expect(xliff).toContain('<target>Добро пожаловать, «друг»!</target>');
    expect(xliff).toContain('<unit id="walk-l1">');
    expect(xliff.match(/<target>/g)).toHaveLength(1);
    expect(readStringTableXliff(xliff)).toMatchObject({
      ok: true,
      sourceLanguage: 'en',
      targetLanguage: 'ru',
    });
  });

  it('reads back what it wrote, whatever the text', () => {
    fc.assert(
      fc.property(fc.array(rowArbitrary, { minLength: 1, maxLength: 5 }), (written) => {
        const xliff = writeStringTableXliff(written, { source: 'en', target: 'pt-BR' });
        expect(parsedRows(readStringTableXliff(xliff))).toEqual(sameContent(written));
        expect(parsedRows(readStringTable(new TextEncoder().encode(xliff)))).toEqual(
          sameContent(written),
        );
      }),
    );
  });

  it('reads units in groups, split segments and inline codes as a CAT tool writes them', () => {
    const xliff = `<?xml version="1.0"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="ru">
  <file id="d-1">
    <group id="g">
      <unit id="l-1">
        <segment state="translated"><source>Hi.</source><target>Привет.</target></segment>
        <ignorable><source> </source></ignorable>
        <segment><source>Come <pc id="1">in</pc>.</source><target>Входи<ph id="2"/>.</target></segment>
      </unit>
    </group>
    <unit id="l-2"><segment><source>Bye &amp; &#x41;&#13;</source></segment></unit>
  </file>
</xliff>`;
    expect(parsedRows(readStringTableXliff(xliff))).toEqual([
      { dialogId: 'd-1', lineId: 'l-1', source: 'Hi. Come in.', target: 'Привет. Входи.' },
      { dialogId: 'd-1', lineId: 'l-2', source: 'Bye & A\r', target: '' },
    ]);
  });

  it('refuses XLIFF 1.2, broken XML, document types and other documents', () => {
    const version12 = `<?xml version="1.0"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="x" source-language="en" target-language="ru" datatype="plaintext">
    <body><trans-unit id="1"><source>Hi</source><target>Привет</target></trans-unit></body>
  </file>
</xliff>`;
    expect(problemOf(readStringTableXliff(version12))).toBe('xliffVersion');
    expect(problemOf(readStringTableXliff('<xliff version="2.0"><file id="a">'))).toBe(
      'xliffMalformed',
    );
    expect(problemOf(readStringTableXliff('<xliff version="2.0"><file id="a"></xliff>'))).toBe(
      'xliffMalformed',
    );
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>
<xliff version="2.0" srcLang="en"><file id="a"><unit id="u"><segment><source>&lol2;</source></segment></unit></file></xliff>`;
    expect(problemOf(readStringTableXliff(bomb))).toBe('xliffMalformed');
    expect(problemOf(readStringTableXliff('<html><body>hi</body></html>'))).toBe('xliffMalformed');
    expect(
      problemOf(readStringTableXliff('<xliff version="2.0" srcLang="en"><file id="a"/></xliff>')),
    ).toBe('stringTableEmpty');
  });
});

describe('readStringTable', () => {
  it('tells XLIFF from CSV', () => {
    const xliff = writeStringTableXliff(rows, { source: 'en', target: 'ru' });
    expect(readStringTable(new TextEncoder().encode(`\uFEFF  ${xliff}`))).toMatchObject({
      ok: true,
      targetLanguage: 'ru',
    });
    const csv = writeStringTableCsv(rows);
    expect(parsedRows(readStringTable(new TextEncoder().encode(csv)))).toHaveLength(3);
  });

  it('refuses bytes that are not UTF-8, and empty files', () => {
    // "Привет" in Windows-1251, and a UTF-16 table as Excel's "Unicode text" saves it.
    const cp1251 = Uint8Array.from([0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2]);
    expect(problemOf(readStringTable(cp1251))).toBe('stringTableNotUtf8');
    const utf16 = Uint8Array.from([0xff, 0xfe, 0x64, 0x00, 0x69, 0x00]);
    expect(problemOf(readStringTable(utf16))).toBe('stringTableNotUtf8');
    expect(problemOf(readStringTable(new Uint8Array()))).toBe('stringTableEmpty');
    expect(problemOf(readStringTable(Uint8Array.from([0xef, 0xbb, 0xbf, 0x20])))).toBe(
      'stringTableEmpty',
    );
  });
});
