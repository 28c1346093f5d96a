import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { requirementLabel, SPECIAL_REQUIREMENTS } from '../../lambdas/contract/jobs-constants.ts';

/**
 * One voice (docs/glossary.md): the words people read in the SPA, in the emails and in the seed data are
 * UK English and the product's own. This scans the text a person can read in those files (JSX text, and
 * string and template literals that are not code: not module names, class names, types, object keys,
 * comparisons, console messages or technical attributes) for the words the glossary says we don't use.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

/** The words the glossary says we don't use, each with what we say instead. */
const FORBIDDEN: ReadonlyArray<{ pattern: RegExp; instead: string }> = [
  { pattern: /\blicen[sz]es?\b/i, instead: 'licence (the noun, UK English)' },
  { pattern: /personaliz/i, instead: 'personalisation' },
  { pattern: /\bfavor/i, instead: 'favour, favourite' },
  { pattern: /\bcolor/i, instead: 'colour' },
  { pattern: /\bbehavior/i, instead: 'behaviour' },
  { pattern: /\bcent(er|ers|ered)\b/i, instead: 'centre' },
  { pattern: /\bcancel(ed|ing)\b/i, instead: 'cancelled, cancelling' },
  { pattern: /\b(travel|label|model)(ed|ing|er)\b/i, instead: 'travelled, labelled (double l)' },
  { pattern: /\benroll(s|ment)?\b/i, instead: 'enrol, enrolment' },
  {
    pattern: /\b(organiz|recogniz|summariz|prioritiz|customiz|apologiz|analyz|minimiz|realiz|authoriz)/i,
    instead: '-ise spellings (organise, recognise, …)',
  },
  { pattern: /\b(zip ?codes?|postal codes?)\b/i, instead: 'postcode (and postcode district)' },
  { pattern: /\bdiapers?\b/i, instead: 'nappy' },
  { pattern: /\bmoms?\b/i, instead: 'mum' },
  { pattern: /\bvacations?\b/i, instead: 'holiday' },
  { pattern: /\bday ?care\b/i, instead: 'nursery, childcare' },
  { pattern: /\bcertificate seen\b/i, instead: 'checked from a copy (a DBS certificate)' },
  {
    pattern: /\b(background checked|enhanced verified|identity verified)\b/i,
    instead:
      'the level’s label: what our team checked (Identity checked, DBS copy and references checked, …)',
  },
  { pattern: /\bJob reference\b/, instead: 'Reference (the short one a person can read out)' },
];

/**
 * Stored values people never read as they are: each is shown through its label (tested below). They are
 * allowed in these files only.
 */
const STORED_VALUES: ReadonlyArray<{ files: readonly string[]; text: string; why: string }> = [
  {
    files: [
      'lambdas/contract/jobs-constants.ts',
      'frontend/src/demo/jobs.ts',
      'local/seed-jobs.ts',
      'local/seed-agency.ts',
      'local/seed-reviews.ts',
    ],
    text: 'Driving license',
    why: 'the requirement as jobs and saved searches store it; shown as "Driving licence"',
  },
  {
    files: ['frontend/src/routes/Cookies.tsx'],
    text: 'personalization',
    why: 'the key of the stored cookie preference (the spec’s cookiePreferences.personalization)',
  },
];

/** JSX attributes that hold code, never words: their values are not read by anyone. */
const TECHNICAL_ATTRIBUTES = new Set([
  'className',
  'class',
  'id',
  'key',
  'href',
  'to',
  'src',
  'type',
  'name',
  'role',
  'rel',
  'target',
  'method',
  'accept',
  'autoComplete',
  'inputMode',
  'enterKeyHint',
  'pattern',
  'htmlFor',
  'form',
  'lang',
  'dir',
  'variant',
  'size',
  'as',
  'style',
  'viewBox',
  'd',
  'fill',
  'stroke',
  'xmlns',
  'strokeLinecap',
  'strokeLinejoin',
  'gridClassName',
  'cardClassName',
  'purpose',
]);
/** ARIA attributes that are read out; the others (ids, states) are code. */
const SPOKEN_ARIA = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext']);
/** Object properties that hold code: keys, ids, classes, addresses, types. */
const TECHNICAL_PROPERTIES = new Set([
  'className',
  'key',
  'queryKey',
  'id',
  'type',
  'kind',
  'href',
  'to',
  'path',
  'method',
  'mimeType',
  'contentType',
  'autoComplete',
  'inputMode',
  // scrollIntoView's options, and JSON-LD's types
  'block',
  'inline',
  'behavior',
  '@type',
  '@context',
]);

/** Single-word utility classes; a class list is made of these and of hyphenated or variant classes. */
const UTILITY_WORDS = new Set([
  'flex',
  'grid',
  'block',
  'inline',
  'hidden',
  'contents',
  'underline',
  'italic',
  'truncate',
  'relative',
  'absolute',
  'fixed',
  'sticky',
  'static',
  'rounded',
  'border',
  'shadow',
  'ring',
  'outline',
  'uppercase',
  'lowercase',
  'capitalize',
  'grow',
  'shrink',
  'container',
  'invisible',
  'visible',
  'transition',
  'isolate',
  'antialiased',
  'group',
  'peer',
]);
/** Whether a literal is a list of CSS classes ('inline-flex items-center gap-2'), not words. */
const isClassList = (text: string) => {
  const tokens = text.trim().split(/\s+/);
  return (
    tokens.length > 0 &&
    tokens.every((t) => /^[a-z0-9!:\-[\]/.%_#()&>*=,~+@]+$/.test(t)) &&
    tokens.every((t) => /[-:]/.test(t) || UTILITY_WORDS.has(t)) &&
    tokens.some((t) => /[-:]/.test(t))
  );
};

/** Calls whose string arguments are code or for developers: class names, selectors, storage keys, logs. */
const TECHNICAL_CALLS = new Set([
  'cn',
  'clsx',
  'querySelector',
  'querySelectorAll',
  'closest',
  'matches',
  'getItem',
  'setItem',
  'removeItem',
  'addEventListener',
  'removeEventListener',
  'matchMedia',
  'createElement',
  'getAttribute',
  'setAttribute',
  'require',
]);

const calleeName = (call: ts.CallExpression) =>
  ts.isIdentifier(call.expression)
    ? call.expression.text
    : ts.isPropertyAccessExpression(call.expression)
      ? call.expression.name.text
      : '';
const isConsole = (call: ts.CallExpression) =>
  ts.isPropertyAccessExpression(call.expression) &&
  ts.isIdentifier(call.expression.expression) &&
  call.expression.expression.text === 'console';
const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);
const propertyName = (name: ts.PropertyName) =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : '';

export interface Found {
  text: string;
  line: number;
}

/** The text of a file that a person can read: JSX text and literals outside code positions. */
export function readableText(fileName: string, source: string): Found[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Found[] = [];
  const push = (node: ts.Node, text: string) => {
    if (text.trim() && !isClassList(text))
      found.push({ text, line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1 });
  };
  const visit = (node: ts.Node): void => {
    // Code positions: module names, types, keys, comparisons, technical attributes and calls.
    if (
      ts.isImportDeclaration(node) ||
      ts.isExportDeclaration(node) ||
      ts.isImportEqualsDeclaration(node) ||
      ts.isTypeNode(node) ||
      ts.isCaseClause(node)
    )
      return;
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(file);
      if (TECHNICAL_ATTRIBUTES.has(name) || name.startsWith('data-')) return;
      if (name.startsWith('aria-') && !SPOKEN_ARIA.has(name)) return;
    }
    if (ts.isCallExpression(node)) {
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword || isConsole(node)) return;
      if (TECHNICAL_CALLS.has(calleeName(node))) return;
    }
    if (ts.isPropertyAssignment(node)) {
      if (TECHNICAL_PROPERTIES.has(propertyName(node.name))) return;
      return visit(node.initializer);
    }
    if (ts.isElementAccessExpression(node)) return visit(node.expression);
    if (ts.isBinaryExpression(node) && COMPARISONS.has(node.operatorToken.kind)) return;
    if (ts.isJsxText(node)) push(node, node.text);
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) push(node, node.text);
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))
      push(node, node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The glossary's words a file's readable text uses, as `line: word (say instead)`. */
function offences(relative: string, source: string): string[] {
  const allowed = STORED_VALUES.filter((s) => s.files.includes(relative)).map((s) => s.text.toLowerCase());
  const out: string[] = [];
  for (const { text, line } of readableText(relative, source)) {
    if (allowed.includes(text.trim().toLowerCase())) continue;
    for (const { pattern, instead } of FORBIDDEN) {
      const match = pattern.exec(text);
      if (match)
        out.push(`${relative}:${line}: "${match[0]}" (say ${instead}) in "${text.trim().slice(0, 80)}"`);
    }
  }
  return out;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** What people read: the SPA, the contract's texts it shows, the emails, the match reasons, the seed data. */
const SCANNED = [
  ...filesUnder('frontend/src'),
  ...filesUnder('lambdas/contract'),
  'lambdas/domain/emails.ts',
  'lambdas/domain/verification-emails.ts',
  'lambdas/domain/job-alerts.ts',
  'lambdas/domain/matching.ts',
  ...fs
    .readdirSync(path.join(ROOT, 'local'))
    .filter((name) => /^seed.*\.ts$/.test(name))
    .map((name) => `local/${name}`),
];

describe('the glossary’s words (docs/glossary.md)', () => {
  it('finds a forbidden word in what people read, and not in code', () => {
    const source = [
      "import colorful from 'color-lib';",
      "type Pref = 'personalization';",
      'export const Card = () => (',
      '  <div className="text-center" data-kind="license" aria-controls="favorites">',
      '    <p>Show your driving license</p>',
      '    <input aria-label="Your favorite colour" autoComplete="organization" />',
      '    <Field label={`Personalization ${n}`} />',
      '  </div>',
      ');',
      "const keys = { queryKey: ['behavior'], text: 'Job reference: 123' };",
      "if (status === 'canceled') console.error('color failed');",
      "const card = cn('center', 'color-red');",
      "const BUTTON = 'inline-flex items-center justify-center text-center hover:bg-slate-100';",
      "const LINE = 'first-time parents in the city center';",
      "const label = KNOWN['zip code'];",
    ].join('\n');
    expect(readableText('sample.tsx', source).map((f) => f.text.trim())).toEqual([
      'Show your driving license',
      'Your favorite colour',
      'Personalization',
      'Job reference: 123',
      'first-time parents in the city center',
    ]);
    expect(offences('sample.tsx', source)).toEqual([
      expect.stringContaining('"license" (say licence'),
      expect.stringContaining('"favor" (say favour'),
      expect.stringContaining('"Personaliz" (say personalisation)'),
      expect.stringContaining('"Job reference" (say Reference'),
      expect.stringContaining('"center" (say centre)'),
    ]);
  });

  it('scans the SPA, the emails and the seed data', () => {
    expect(SCANNED).toEqual(
      expect.arrayContaining([
        'frontend/src/features/jobs/ApplyDialog.tsx',
        'frontend/src/routes/Cookies.tsx',
        'lambdas/domain/emails.ts',
        'local/seed-jobs.ts',
      ]),
    );
    expect(SCANNED.length).toBeGreaterThan(200);
  });

  it('is not used in the SPA, the emails or the seed data', () => {
    const found = SCANNED.flatMap((relative) =>
      offences(relative, fs.readFileSync(path.join(ROOT, relative), 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('lets through only stored values that people read by their label', () => {
    expect(SPECIAL_REQUIREMENTS).toContain('Driving license');
    expect(requirementLabel('Driving license')).toBe('Driving licence');
    expect(requirementLabel(' driving  LICENSE ')).toBe('Driving licence');
    expect(requirementLabel('First Aid')).toBe('First Aid');
    expect(requirementLabel('constructor')).toBe('constructor');
    const cookies = fs.readFileSync(path.join(ROOT, 'frontend/src/routes/Cookies.tsx'), 'utf8');
    expect(cookies).toContain("label: 'Personalisation Cookies'");
  });
});
