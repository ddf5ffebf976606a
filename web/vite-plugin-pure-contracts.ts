import type { Plugin } from "vite";

/**
 * Makes the shared contracts tree-shakeable. Every top-level constant in contracts/src is a pure definition (a zod
 * schema, a permission list: "no Node or DOM, no side effects" by convention), but a bundler cannot prove that a
 * call like `z.object({...})` is pure, so importing one constant (DEFAULT_PRIMARY_COLOR) used to drag zod and every
 * schema of the file into the sign-in page's entry chunk. This wraps each such initialiser in a `/* @__PURE__ *\/`
 * IIFE: unused constants are dropped, used ones behave exactly as before.
 */
const CONTRACTS_SOURCE = /[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/;
const NOT_WORTH_WRAPPING = new Set(["Literal", "ArrowFunctionExpression", "FunctionExpression", "Identifier"]);

interface Node {
  type: string;
  start: number;
  end: number;
}
interface Declarator extends Node {
  init: Node | null;
}
interface Statement extends Node {
  declarations?: Declarator[];
  declaration?: Statement | null;
}

function topLevelInitialisers(body: Statement[]): Node[] {
  const inits: Node[] = [];
  for (const statement of body) {
    const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
    if (declaration?.type !== "VariableDeclaration") continue;
    for (const declarator of declaration.declarations ?? []) {
      if (declarator.init && !NOT_WORTH_WRAPPING.has(declarator.init.type)) inits.push(declarator.init);
    }
  }
  return inits;
}

export function pureContracts(): Plugin {
  return {
    name: "froyo:pure-contracts",
    apply: "build",
    enforce: "post", // after the TypeScript transform: the parser sees plain JavaScript
    transform(code, id) {
      if (!CONTRACTS_SOURCE.test(id)) return null;
      const program = this.parse(code) as unknown as { body: Statement[] };
      let output = code;
      // Splice from the end so earlier offsets stay valid.
      for (const init of topLevelInitialisers(program.body).sort((a, b) => b.start - a.start)) {
        const expression = output.slice(init.start, init.end);
        output = `${output.slice(0, init.start)}/* @__PURE__ */ (() => (${expression}))()${output.slice(init.end)}`;
      }
      return { code: output, map: null };
    },
  };
}
