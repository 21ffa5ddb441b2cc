import ts from 'typescript';

/** Stands for a value only known at run time (a name, a number): a word nobody judges. */
export const FILLED_IN = '0';

export interface FoundHeading {
  line: number;
  text: string;
}

/** For each component that shows a prop in a heading, that prop ('children': what it wraps). */
export type HeadingSlots = Map<string, Set<string>>;

const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'summary']);
const HTML_HEADING = /<(h[1-6])>([^<]*)<\/\1>/g;

type Element = ts.JsxElement | ts.JsxSelfClosingElement;

const parse = (fileName: string, text: string) =>
  ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

const opening = (node: Element) => (ts.isJsxElement(node) ? node.openingElement : node);
const tagOf = (node: Element) => opening(node).tagName.getText();

function attribute(node: Element, name: string): ts.JsxAttribute | undefined {
  return opening(node).attributes.properties.find(
    (a): a is ts.JsxAttribute => ts.isJsxAttribute(a) && a.name.getText() === name,
  );
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

/**
 * The components a file defines that show a prop in a heading: an h1–h6 or summary whose content
 * names it (`{title}`, `{children ?? title}`, `{props.title}`), or a dialog's aria-label.
 */
export function headingSlots(fileName: string, text: string): HeadingSlots {
  const slots: HeadingSlots = new Map();
  walk(parse(fileName, text), (node) => {
    const name =
      ts.isFunctionDeclaration(node) && node.name
        ? node.name.text
        : ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer
          ? node.name.text
          : null;
    if (!name || !/^[A-Z]/.test(name)) return;
    const props = new Set<string>();
    walk(node, (inner) => {
      if (!ts.isJsxElement(inner) && !ts.isJsxSelfClosingElement(inner)) return;
      const tag = tagOf(inner);
      if (HEADING_TAGS.has(tag) && ts.isJsxElement(inner)) {
        inner.children.forEach((child) => namedProps(child, props));
      } else if (tag === 'dialog') {
        const label = attribute(inner, 'aria-label')?.initializer;
        if (label) namedProps(label, props);
      }
    });
    if (props.size > 0) slots.set(name, props);
  });
  return slots;
}

/** The props an expression shows: where `variants` would take a text from. */
function namedProps(node: ts.Node, into: Set<string>): void {
  const next = (inner: ts.Node) => namedProps(inner, into);
  if (ts.isIdentifier(node)) {
    if (node.text !== 'undefined') into.add(node.text);
  } else if (ts.isPropertyAccessExpression(node)) {
    if (node.expression.getText() === 'props') into.add(node.name.text);
  } else if (ts.isJsxExpression(node) || ts.isParenthesizedExpression(node)) {
    if (node.expression) next(node.expression);
  } else if (ts.isConditionalExpression(node)) {
    next(node.whenTrue);
    next(node.whenFalse);
  } else if (ts.isBinaryExpression(node)) {
    if (node.operatorToken.kind !== ts.SyntaxKind.AmpersandAmpersandToken) next(node.left);
    next(node.right);
  } else if (ts.isTemplateExpression(node)) {
    node.templateSpans.forEach((span) => next(span.expression));
  }
}

/**
 * The headings a file writes, with every text each can show (both branches of a condition, each
 * side of `||` and `??`, the file's own string constants, FILLED_IN for a run-time value): h1–h6
 * and summary; a legend, unless it asks which of its radio buttons to choose (a question, like a
 * field's label, and no heading); a dialog's aria-label; what the file gives a component of
 * `slots`; and an `<h1>…</h1>` written in a string (the page the service worker serves offline).
 */
export function jsxHeadings(fileName: string, text: string, slots: HeadingSlots): FoundHeading[] {
  const source = parse(fileName, text);
  const constants = stringConstants(source);
  const texts = (node: ts.Node | undefined) => variants(node, constants);
  const found: FoundHeading[] = [];
  const add = (node: ts.Node, shown: string[]) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    for (const one of new Set(shown.map((s) => s.replace(/\s+/g, ' ').trim()))) {
      if (/\p{L}/u.test(one)) found.push({ line, text: one });
    }
  };
  walk(source, (node) => {
    if (ts.isStringLiteralLike(node)) {
      for (const match of node.text.matchAll(HTML_HEADING)) add(node, [match[2] ?? '']);
    }
    if (!ts.isJsxElement(node) && !ts.isJsxSelfClosingElement(node)) return;
    const tag = tagOf(node);
    if ((HEADING_TAGS.has(tag) || tag === 'legend') && ts.isJsxElement(node)) {
      if (tag !== 'legend' || !asksChoice(node.parent)) add(node, texts(node));
    } else if (tag === 'dialog') {
      add(node, texts(attribute(node, 'aria-label')?.initializer));
    }
    for (const prop of slots.get(tag) ?? []) {
      if (prop === 'children') {
        if (ts.isJsxElement(node)) add(node, texts(node));
      } else {
        const value = attribute(node, prop)?.initializer;
        if (value) add(node, texts(value));
      }
    }
  });
  return found;
}

/** A fieldset holding radio buttons: its legend asks which one. */
function asksChoice(fieldset: ts.Node): boolean {
  let choice = false;
  walk(fieldset, (node) => {
    if (!ts.isJsxElement(node) && !ts.isJsxSelfClosingElement(node)) return;
    const type = attribute(node, 'type')?.initializer;
    if (tagOf(node) === 'input' && type && ts.isStringLiteral(type) && type.text === 'radio') {
      choice = true;
    }
  });
  return choice;
}

/** The file's own `const NAME = 'text'`, at its top level. */
function stringConstants(source: ts.SourceFile): Map<string, string> {
  const constants = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer;
      if (ts.isIdentifier(declaration.name) && value && ts.isStringLiteralLike(value)) {
        constants.set(declaration.name.text, value.text);
      }
    }
  }
  return constants;
}

const product = (left: string[], right: string[]) => left.flatMap((l) => right.map((r) => l + r));

function variants(node: ts.Node | undefined, constants: Map<string, string>): string[] {
  const of = (inner: ts.Node | undefined) => variants(inner, constants);
  const children = (list: readonly ts.Node[]) => list.map(of).reduce(product, ['']);
  if (!node) return [FILLED_IN];
  if (ts.isStringLiteralLike(node) || ts.isJsxText(node)) return [node.text];
  if (ts.isJsxElement(node) || ts.isJsxFragment(node)) return children(node.children);
  if (ts.isJsxSelfClosingElement(node)) return [''];
  if (ts.isJsxExpression(node) || ts.isParenthesizedExpression(node)) {
    return node.expression ? of(node.expression) : [''];
  }
  if (ts.isConditionalExpression(node)) return [...of(node.whenTrue), ...of(node.whenFalse)];
  // A message in Lingui's macro (t`TRIP FOR`): its English, as the English catalog shows it.
  if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === 't') return of(node.template);
  if (ts.isTemplateExpression(node)) {
    return node.templateSpans.reduce(
      (texts, span) => product(product(texts, of(span.expression)), [span.literal.text]),
      [node.head.text],
    );
  }
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return of(node.right);
    if (operator === ts.SyntaxKind.PlusToken) return product(of(node.left), of(node.right));
    if (
      operator === ts.SyntaxKind.BarBarToken ||
      operator === ts.SyntaxKind.QuestionQuestionToken
    ) {
      return [...of(node.left), ...of(node.right)];
    }
  }
  if (ts.isIdentifier(node)) return [constants.get(node.text) ?? FILLED_IN];
  return [FILLED_IN];
}
