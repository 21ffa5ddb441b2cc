import ts from 'typescript';

/**
 * The modules a TypeScript or JavaScript file names: static imports, re-exports, side-effect
 * imports and dynamic `import('…')` with a literal, read from TypeScript's own syntax tree (a
 * pattern over the text took super-linear time and missed what a comment or string hid).
 * `runtimeOnly` leaves out `import type` and `export type`, which the compiler erases.
 */
export function moduleImports(
  fileName: string,
  text: string,
  { runtimeOnly = false }: { runtimeOnly?: boolean } = {},
): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!(runtimeOnly && node.importClause?.isTypeOnly)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!(runtimeOnly && node.isTypeOnly)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
