import ts from "typescript";

/*
 * Test support only (never imported by the app: it would bundle the TypeScript compiler). Finds the messages a
 * source file can send to the interface, so validation.test.ts can demand an Arabic entry for each of them.
 *
 * A message is the text in a message position: an `error:` or `message:` property, the message argument of a zod
 * check (`.min(1, "…")`), a value of a `…_MESSAGES` object, a variable named `message`, or the message argument of
 * the server's error helpers (`fieldError(field, "…")`). Template literals are evaluated: `${PASSWORD_MIN}` from the
 * constants given or the file's own literal constants, `${field}` from every call of the helper it is a parameter
 * of (`text("question", FAQ_QUESTION_MAX)`), `${LABELS[field]}` as every value of LABELS.
 */

/** zod checks whose string argument is the message shown when the check fails. */
const ZOD_MESSAGE_METHODS = new Set([
  "min",
  "max",
  "length",
  "regex",
  "refine",
  "int",
  "uuid",
  "email",
  "url",
  "nonempty",
  "gt",
  "gte",
  "lt",
  "lte",
  "positive",
  "nonnegative",
  "datetime",
]);

/** The server's error helpers: function name → index of the message argument. */
const HELPER_MESSAGE_ARGUMENT: Record<string, number> = { fieldError: 1, addError: 2, fail: 1, add: 1, push: 0 };

export interface ExtractOptions {
  /** Values of identifiers the file imports (e.g. the exports of @froyo/contracts). */
  constants: Record<string, unknown>;
  /** Skip (instead of failing on) messages built from run-time values, such as a field name from the request. */
  lenient?: boolean;
  /** Also read the server's error helpers (fieldError, addError, …) and `new ValidationError({ field: ["…"] })`. */
  serverHelpers?: boolean;
}

class Unresolvable extends Error {}

type Env = ReadonlyMap<string, unknown>;
const NO_ENV: Env = new Map();

export function extractMessages(fileName: string, source: string, options: ExtractOptions): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const localConstants = topLevelConstants(file);
  const found = new Set<string>();

  const lookUp = (name: string, env: Env): unknown => {
    if (env.has(name)) return env.get(name);
    if (name in options.constants) return options.constants[name];
    const local = localConstants.get(name);
    if (local) return evaluateValue(local, NO_ENV);
    throw new Unresolvable(`${fileName}: cannot resolve ${name}`);
  };

  /** A single value: a literal, a known constant, a property of one. */
  function evaluateValue(node: ts.Expression, env: Env): unknown {
    if (ts.isStringLiteralLike(node)) return node.text;
    if (ts.isNumericLiteral(node)) return Number(node.text);
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
      return evaluateValue(node.expression, env);
    }
    if (ts.isIdentifier(node)) return lookUp(node.text, env);
    if (ts.isPropertyAccessExpression(node)) {
      const owner = evaluateValue(node.expression, env) as Record<string, unknown> | undefined;
      if (owner && node.name.text in owner) return owner[node.name.text];
    }
    if (ts.isObjectLiteralExpression(node)) {
      return Object.fromEntries(
        node.properties.filter(ts.isPropertyAssignment).map((property) => {
          const value = ts.isStringLiteralLike(property.initializer) ? property.initializer.text : undefined;
          return [propertyName(property.name), value];
        }),
      );
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.AsteriskToken) {
      return Number(evaluateValue(node.left, env)) * Number(evaluateValue(node.right, env));
    }
    throw new Unresolvable(`${fileName}: cannot evaluate ${node.getText()}`);
  }

  /** Every text a message expression can produce. */
  function evaluateTexts(node: ts.Expression, env: Env): string[] {
    if (ts.isStringLiteralLike(node)) return [node.text];
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return evaluateTexts(node.expression, env);
    if (ts.isConditionalExpression(node)) {
      return [...evaluateTexts(node.whenTrue, env), ...evaluateTexts(node.whenFalse, env)];
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
      return evaluateTexts(node.right, env); // `issue.message ?? "This field is invalid."`: the fallback is ours
    }
    if ((ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && !ts.isBlock(node.body)) {
      return evaluateTexts(node.body, env);
    }
    if (ts.isTemplateExpression(node)) return evaluateTemplate(node, env);
    const value = evaluateValue(node, env);
    if (typeof value === "string") return [value];
    throw new Unresolvable(`${fileName}: ${node.getText()} is not a text`);
  }

  function evaluateTemplate(node: ts.TemplateExpression, env: Env): string[] {
    let texts = [node.head.text];
    for (const span of node.templateSpans) {
      const parts = spanValues(span.expression, env).map(String);
      texts = texts.flatMap((text) => parts.map((part) => `${text}${part}${span.literal.text}`));
    }
    return texts;
  }

  /** `${LABELS[field]}` with `field` a parameter: every value of LABELS; otherwise the one value. */
  function spanValues(node: ts.Expression, env: Env): unknown[] {
    if (ts.isElementAccessExpression(node) && ts.isIdentifier(node.argumentExpression)) {
      const index = node.argumentExpression.text;
      if (!env.has(index) && !localConstants.has(index) && isParameterName(node, index)) {
        return Object.values(evaluateValue(node.expression, env) as Record<string, unknown>);
      }
    }
    return [evaluateValue(node, env)];
  }

  /** The bindings of the parameters of the enclosing named helper, one per call of it in the file. */
  function environmentsOf(node: ts.Node): Env[] {
    const helper = enclosingNamedFunction(node);
    if (!helper || helper.fn.parameters.length === 0) return [NO_ENV];
    const calls: ts.CallExpression[] = [];
    const visit = (candidate: ts.Node) => {
      if (ts.isCallExpression(candidate) && ts.isIdentifier(candidate.expression)) {
        if (candidate.expression.text === helper.name) calls.push(candidate);
      }
      ts.forEachChild(candidate, visit);
    };
    visit(file);
    if (calls.length === 0) return [NO_ENV];
    return calls.flatMap((call) =>
      environmentsOf(call).map((outer) => {
        const env = new Map(outer);
        helper.fn.parameters.forEach((parameter, index) => {
          const argument = call.arguments[index];
          if (ts.isIdentifier(parameter.name) && argument) {
            try {
              env.set(parameter.name.text, evaluateValue(argument, outer));
            } catch (error) {
              if (!(error instanceof Unresolvable)) throw error;
            }
          }
        });
        return env as Env;
      }),
    );
  }

  const isLocalConstant = (node: ts.Expression) => {
    const root = ts.isPropertyAccessExpression(node) ? node.expression : node;
    return ts.isIdentifier(root) && localConstants.has(root.text);
  };
  const tryEvaluate = (node: ts.Expression, env: Env): unknown => {
    try {
      return evaluateValue(node, env);
    } catch (error) {
      if (error instanceof Unresolvable) return undefined;
      throw error;
    }
  };

  /** Adds the texts `node` can produce; a constant that is not text (`.max(SUBJECT_MAX, …)`) is no message. */
  function collect(node: ts.Expression): void {
    const inner = unwrap(node);
    const isReference = ts.isIdentifier(inner) || ts.isPropertyAccessExpression(inner);
    for (const env of environmentsOf(node)) {
      try {
        if (isReference) {
          // A constant the evaluator cannot read (a RegExp, a computed list) is no text: no message.
          const value = isLocalConstant(inner) ? tryEvaluate(inner, env) : evaluateValue(inner, env);
          if (typeof value === "string") found.add(value);
          continue;
        }
        for (const text of evaluateTexts(node, env)) found.add(text);
      } catch (error) {
        if (!(error instanceof Unresolvable) || !options.lenient) throw error;
      }
    }
  }

  function visit(node: ts.Node): void {
    for (const message of messagePositions(node, options.serverHelpers ?? false)) collect(message);
    ts.forEachChild(node, visit);
  }
  visit(file);
  return [...found];
}

/** The file's top-level text constants (`export const SUBDOMAIN_TAKEN = "…"`), for files that import them. */
export function textConstants(fileName: string, source: string): Record<string, string> {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const texts: Record<string, string> = {};
  for (const [name, initializer] of topLevelConstants(file)) {
    if (ts.isStringLiteralLike(unwrap(initializer))) texts[name] = (unwrap(initializer) as ts.StringLiteralLike).text;
  }
  return texts;
}

/** The expressions of `node` that hold a message (see the comment at the top). */
function messagePositions(node: ts.Node, serverHelpers: boolean): ts.Expression[] {
  if (ts.isPropertyAssignment(node) && ["error", "message"].includes(propertyName(node.name))) {
    return isTextLike(node.initializer) ? [node.initializer] : [];
  }
  if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
    const name = node.name.text;
    if (name.endsWith("_MESSAGES") && ts.isObjectLiteralExpression(unwrap(node.initializer))) {
      const object = unwrap(node.initializer) as ts.ObjectLiteralExpression;
      return object.properties.filter(ts.isPropertyAssignment).map((property) => property.initializer);
    }
    if (name === "message") return isTextLike(node.initializer) ? [node.initializer] : [];
  }
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    if (ZOD_MESSAGE_METHODS.has(node.expression.name.text)) return node.arguments.filter(isTextLike);
  }
  if (serverHelpers && ts.isCallExpression(node)) {
    const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression;
    const index = ts.isIdentifier(callee) ? HELPER_MESSAGE_ARGUMENT[callee.text] : undefined;
    const argument = index === undefined ? undefined : node.arguments[index];
    return argument && isTextLike(argument) ? [argument] : [];
  }
  if (serverHelpers && ts.isNewExpression(node) && node.expression.getText() === "ValidationError") {
    const [errors] = node.arguments ?? [];
    if (errors && ts.isObjectLiteralExpression(errors)) {
      return errors.properties
        .filter(ts.isPropertyAssignment)
        .flatMap((property) => (ts.isArrayLiteralExpression(property.initializer) ? property.initializer.elements : []))
        .filter(isTextLike);
    }
  }
  return [];
}

/** Expressions that produce text when evaluated (not a number, a schema or a callback with a body). */
function isTextLike(node: ts.Expression): boolean {
  const inner = unwrap(node);
  if (ts.isStringLiteralLike(inner) || ts.isTemplateExpression(inner)) return true;
  if (ts.isConditionalExpression(inner)) return isTextLike(inner.whenTrue) || isTextLike(inner.whenFalse);
  if (ts.isBinaryExpression(inner) && inner.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
    return isTextLike(inner.right);
  }
  if ((ts.isArrowFunction(inner) || ts.isFunctionExpression(inner)) && !ts.isBlock(inner.body)) {
    return isTextLike(inner.body);
  }
  return ts.isIdentifier(inner) && /^[A-Z_]+$/.test(inner.text) ? true : ts.isPropertyAccessExpression(inner);
}

function unwrap(node: ts.Expression): ts.Expression {
  return ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)
    ? unwrap(node.expression)
    : node;
}

function propertyName(name: ts.PropertyName): string {
  return ts.isIdentifier(name) || ts.isStringLiteralLike(name) || ts.isNumericLiteral(name) ? name.text : "";
}

/** Top-level `const NAME = …` of the file, by name. */
function topLevelConstants(file: ts.SourceFile): Map<string, ts.Expression> {
  const constants = new Map<string, ts.Expression>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) {
        constants.set(declaration.name.text, declaration.initializer);
      }
    }
  }
  return constants;
}

type FunctionLike = ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration;

/** The innermost function around `node` that has a name to be called by (`const text = (…) =>`, `function x(…)`). */
function enclosingNamedFunction(node: ts.Node): { name: string; fn: FunctionLike } | null {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isFunctionDeclaration(current) && current.name) return { name: current.name.text, fn: current };
    if ((ts.isArrowFunction(current) || ts.isFunctionExpression(current)) && current.parameters.length > 0) {
      const holder = current.parent;
      if (ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name))
        return { name: holder.name.text, fn: current };
    }
  }
  return null;
}

function isParameterName(node: ts.Node, name: string): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isArrowFunction(current) || ts.isFunctionExpression(current) || ts.isFunctionDeclaration(current)) {
      if (current.parameters.some((parameter) => ts.isIdentifier(parameter.name) && parameter.name.text === name)) {
        return true;
      }
    }
  }
  return false;
}
