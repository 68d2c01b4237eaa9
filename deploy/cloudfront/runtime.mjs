/**
 * What a CloudFront Function may use, for deploy/cloudfront/runtime.test.ts: the size limit and the language of
 * runtime cloudfront-js-2.0, as AWS lists them in "JavaScript runtime 2.0 features for CloudFront Functions" and
 * "Quotas on CloudFront Functions" (CloudFront Developer Guide). No offline engine of that runtime exists, so the
 * function's own file is checked against these lists, and its behaviour runs in Node's V8 (deploy/rules.test.ts).
 * The lists hold what the page documents that a URL-rewriting function could need; anything else fails until
 * checked against the page and added here.
 */
import ts from 'typescript';

/** A function's code, at most 10 KB. */
export const MAX_FUNCTION_BYTES = 10_240;

/** Globals: the ES 5.1 ones the page lists, plus Buffer and require for the built-in modules. */
export const GLOBALS = new Set([
  'undefined',
  'NaN',
  'Infinity',
  'Object',
  'Array',
  'String',
  'Number',
  'Boolean',
  'Math',
  'JSON',
  'RegExp',
  'Date',
  'Error',
  'TypeError',
  'RangeError',
  'SyntaxError',
  'ReferenceError',
  'EvalError',
  'URIError',
  'parseInt',
  'parseFloat',
  'isNaN',
  'isFinite',
  'encodeURIComponent',
  'decodeURIComponent',
  'encodeURI',
  'decodeURI',
  'Buffer',
  'Promise',
  'console',
  'require',
]);

/** Methods called on values: those of String, Array, RegExp, Function and Object the page lists. */
export const METHODS = new Set([
  // String (ES 5.1, and ES 6+ codePointAt, endsWith, includes, padEnd, padStart, repeat, startsWith, trimEnd, trimStart).
  'charAt',
  'charCodeAt',
  'concat',
  'indexOf',
  'lastIndexOf',
  'match',
  'replace',
  'search',
  'slice',
  'split',
  'substr',
  'substring',
  'toLowerCase',
  'toUpperCase',
  'trim',
  'codePointAt',
  'endsWith',
  'includes',
  'padEnd',
  'padStart',
  'repeat',
  'startsWith',
  'trimEnd',
  'trimStart',
  'fromCharCode',
  'toString',
  // Array (ES 5.1, and ES 6+ fill, find, findIndex, includes).
  'every',
  'filter',
  'forEach',
  'join',
  'map',
  'pop',
  'push',
  'reduce',
  'reduceRight',
  'reverse',
  'shift',
  'some',
  'sort',
  'splice',
  'unshift',
  'isArray',
  'fill',
  'find',
  'findIndex',
  // RegExp, Function, Object, JSON, Math.
  'exec',
  'test',
  'call',
  'apply',
  'bind',
  'keys',
  'hasOwnProperty',
  'create',
  'freeze',
  'stringify',
  'parse',
  'min',
  'max',
  'floor',
  'ceil',
  'round',
  'abs',
]);

/** Regular-expression flags of ES 5.1 (the page adds none the function needs). */
const REGEX_FLAGS = /^[gim]*$/;

/** Syntax the page does not list (it lists ES 5.1, const, let, async, await, `**`, templates, arrow functions, rest parameters). */
const UNLISTED_SYNTAX = new Map([
  [ts.SyntaxKind.ShorthandPropertyAssignment, 'shorthand property'],
  [ts.SyntaxKind.ComputedPropertyName, 'computed property name'],
  [ts.SyntaxKind.ClassDeclaration, 'class'],
  [ts.SyntaxKind.ClassExpression, 'class'],
  [ts.SyntaxKind.ForOfStatement, 'for…of'],
  [ts.SyntaxKind.ObjectBindingPattern, 'destructuring'],
  [ts.SyntaxKind.ArrayBindingPattern, 'destructuring'],
  [ts.SyntaxKind.SpreadElement, 'spread'],
  [ts.SyntaxKind.SpreadAssignment, 'object spread'],
  [ts.SyntaxKind.TaggedTemplateExpression, 'tagged template'],
  [ts.SyntaxKind.ImportDeclaration, 'import'],
  [ts.SyntaxKind.ExportDeclaration, 'export'],
  [ts.SyntaxKind.ExportAssignment, 'export'],
  [ts.SyntaxKind.YieldExpression, 'generator'],
]);

/**
 * What a function's source uses that cloudfront-js-2.0 does not offer, as readable findings (none when it fits).
 * Names declared in the file itself are its own; every other name must be a listed global.
 * @param {string} source
 * @returns {string[]}
 */
export function unsupportedIn(source) {
  const file = ts.createSourceFile('function.js', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const findings = [];
  const declared = new Set();
  const referenced = [];
  const visit = (node) => {
    const unlisted = UNLISTED_SYNTAX.get(node.kind);
    if (unlisted) findings.push(unlisted);
    if (ts.isPropertyAccessExpression(node) && node.questionDotToken) findings.push('optional chaining');
    if (ts.isCallExpression(node) && node.questionDotToken) findings.push('optional chaining');
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
      findings.push('??');
    if (ts.isParameter(node) && node.initializer) findings.push('default parameter');
    if (ts.isMethodDeclaration(node) && ts.isObjectLiteralExpression(node.parent)) findings.push('method shorthand');
    if (ts.isCatchClause(node) && !node.variableDeclaration) findings.push('catch without a binding');
    if ((ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node)) && node.asteriskToken)
      findings.push('generator');
    if (ts.isRegularExpressionLiteral(node)) {
      const flags = node.text.slice(node.text.lastIndexOf('/') + 1);
      if (!REGEX_FLAGS.test(flags)) findings.push(`regular expression flags ${flags}`);
      if (/\(\?<[=!]/.test(node.text)) findings.push('lookbehind');
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      if (!METHODS.has(method)) findings.push(`method ${method}()`);
    }
    if (
      (ts.isVariableDeclaration(node) ||
        ts.isFunctionDeclaration(node) ||
        ts.isParameter(node) ||
        ts.isBindingElement(node) ||
        ts.isClassDeclaration(node)) &&
      node.name &&
      ts.isIdentifier(node.name)
    )
      declared.add(node.name.text);
    if (ts.isCatchClause(node) && node.variableDeclaration && ts.isIdentifier(node.variableDeclaration.name))
      declared.add(node.variableDeclaration.name.text);
    if (ts.isIdentifier(node) && isReference(node)) referenced.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  for (const name of referenced) if (!declared.has(name) && !GLOBALS.has(name)) findings.push(`global ${name}`);
  return [...new Set(findings)];
}

/** Whether an identifier names a value (not a property name, a key or a declaration's own name). */
function isReference(node) {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if ((ts.isPropertyAssignment(parent) || ts.isMethodDeclaration(parent)) && parent.name === node) return false;
  if (
    (ts.isVariableDeclaration(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isParameter(parent) ||
      ts.isBindingElement(parent) ||
      ts.isClassDeclaration(parent)) &&
    parent.name === node
  )
    return false;
  if (ts.isFunctionExpression(parent) && parent.name === node) return false;
  if (ts.isLabeledStatement(parent) || ts.isBreakOrContinueStatement(parent)) return false;
  return true;
}
