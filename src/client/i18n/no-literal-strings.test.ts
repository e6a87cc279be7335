// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every visible string goes through i18next (STYLE.md): a component that renders
 * a literal is shown in English to a Russian reader. This scans every component
 * with the TypeScript parser and lists the literals it would render.
 *
 * Words that libraries render themselves (React Flow's controls, a drop zone's
 * file input) are not in our sources: third-party-labels.test.tsx renders them
 * in Russian and looks for the English they are known to bring.
 *
 * Escape hatches, for text that is the same in every language:
 * - `allowedTexts` below (brand names and symbols);
 * - the marker `i18n-ignore` in a comment on the literal's line or the line
 *   above, e.g. `{/* i18n-ignore: product name *\/}` in JSX.
 */
const allowedTexts = new Set(['Loreweave', '404', '·', '—', '…', '×', '/', '|']);

/** Attributes whose value a user reads (or a screen reader speaks). */
const visibleAttributes = new Set([
  'placeholder',
  'title',
  'label',
  'aria-label',
  'alt',
  'description',
]);

const ignoreMarker = 'i18n-ignore';
const hasLetter = /\p{L}/u;
// JSX text keeps entities such as &nbsp; undecoded; their names are not words.
const htmlEntity = /&(?:#\d+|#x[\da-f]+|[a-z]+\d*);/gi;

interface LiteralString {
  line: number;
  text: string;
}

/**
 * The literals of one rendered expression: a string, a template's fixed parts,
 * and both branches of `a ? 'x' : 'y'` / `a && 'x'` / `a ?? 'x'`. Arguments of
 * calls (`t('KEY')`) are keys, not text, and are left alone.
 */
function renderedLiterals(expression: ts.Expression): ts.Node[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
    return [expression];
  }
  if (ts.isTemplateExpression(expression)) {
    return [expression.head, ...expression.templateSpans.map((span) => span.literal)];
  }
  if (ts.isParenthesizedExpression(expression)) return renderedLiterals(expression.expression);
  if (ts.isConditionalExpression(expression)) {
    return [...renderedLiterals(expression.whenTrue), ...renderedLiterals(expression.whenFalse)];
  }
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) {
      return renderedLiterals(expression.right);
    }
    if (
      operator === ts.SyntaxKind.BarBarToken ||
      operator === ts.SyntaxKind.QuestionQuestionToken
    ) {
      return [...renderedLiterals(expression.left), ...renderedLiterals(expression.right)];
    }
  }
  return [];
}

function literalText(node: ts.Node): string {
  if (ts.isJsxText(node)) return node.text;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
    return node.text;
  }
  return '';
}

/** Lists the literal strings a .tsx source would render, with their 1-based lines. */
function findLiteralStrings(fileName: string, source: string): LiteralString[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const lines = source.split('\n');
  const found: LiteralString[] = [];

  const report = (node: ts.Node) => {
    const raw = literalText(node);
    const text = raw.replace(/\s+/g, ' ').trim();
    if (!hasLetter.test(text.replace(htmlEntity, '')) || allowedTexts.has(text)) return;
    // JSX text starts with the line break before it; report the line of its first word.
    const leadingSpace = ts.isJsxText(node) ? raw.length - raw.trimStart().length : 0;
    const offset = node.getStart(file) + leadingSpace;
    const line = file.getLineAndCharacterOfPosition(offset).line;
    const marked = [lines[line], lines[line - 1]].some((at) => at?.includes(ignoreMarker));
    if (!marked) found.push({ line: line + 1, text });
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      report(node);
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      renderedLiterals(node.expression).forEach(report);
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(file);
      if (visibleAttributes.has(name)) {
        const value = node.initializer;
        if (ts.isStringLiteral(value)) report(value);
        else if (ts.isJsxExpression(value) && value.expression) {
          renderedLiterals(value.expression).forEach(report);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const clientRoot = path.resolve(import.meta.dirname, '..');
const repositoryRoot = path.resolve(clientRoot, '../..');

function componentFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return componentFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

describe('the literal-string scanner', () => {
  const scan = (source: string) => findLiteralStrings('sample.tsx', source);

  it('finds text, visible attributes and literal children', () => {
    const source = [
      'export const A = ({ on, name }: { on: boolean; name: string }) => (',
      '  <div title="Close window">',
      '    Hello there',
      '    <input placeholder={\'Your name\'} aria-label="Name" />',
      "    {'Save'}",
      "    {on ? 'Yes' : t('NO')}",
      '    {on && `Hi ${name}!`}',
      '    <img alt="Map of the world" label={`Row`} description="About" />',
      '  </div>',
      ');',
    ].join('\n');
    expect(scan(source)).toEqual([
      { line: 2, text: 'Close window' },
      { line: 3, text: 'Hello there' },
      { line: 4, text: 'Your name' },
      { line: 4, text: 'Name' },
      { line: 5, text: 'Save' },
      { line: 6, text: 'Yes' },
      { line: 7, text: 'Hi' },
      { line: 8, text: 'Map of the world' },
      { line: 8, text: 'Row' },
      { line: 8, text: 'About' },
    ]);
  });

  it('leaves keys, symbols, other attributes, allowed names and marked lines alone', () => {
    const source = [
      'export const B = () => (',
      '  <Box c="dimmed" data-testid="banner" to="/help" variant="light">',
      "    {t('APP.NAME')} · 404 — {count}&nbsp;&rarr;",
      '    <Title>Loreweave</Title>',
      "    <Text label={t('A')} title={label} />",
      '    {/* i18n-ignore: a sample sentence */}',
      '    <Code>console.log</Code>',
      '    <Kbd>Ctrl</Kbd> {/* i18n-ignore */}',
      '  </Box>',
      ');',
    ].join('\n');
    expect(scan(source)).toEqual([]);
  });
});

// One test per component: a single test over all of them ran past the timeout on a busy machine,
// and a failure now names its file.
describe.each(componentFiles(clientRoot).map((file) => path.relative(repositoryRoot, file)))(
  '%s',
  (file) => {
    it('renders no literal strings (translate them, or mark them as in the header above)', () => {
      const source = fs.readFileSync(path.join(repositoryRoot, file), 'utf8');
      const offenders = findLiteralStrings(file, source).map(
        ({ line, text }) => `${file}:${line}  ${JSON.stringify(text)}`,
      );
      expect(offenders, `Literal strings rendered:\n${offenders.join('\n')}`).toEqual([]);
    });
  },
);
