import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Reads an app's typed module map (`src/exposed-modules.ts` of a remote, `src/pages/page-modules.ts`
 * of the shell): an object literal of `'./Name': () => import('./file')`. Returns each name with
 * its source file, absolute, for the builds that need files (federation's `exposes`, the chunk
 * graph). The map itself stays the one place that names the modules, checked by `tsc`.
 */
export function readModuleMap(mapFile: string): Record<string, string> {
  const source = ts.createSourceFile(
    mapFile,
    readFileSync(mapFile, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const modules: Record<string, string> = {};
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isStringLiteral(node.name) &&
      ts.isArrowFunction(node.initializer) &&
      ts.isCallExpression(node.initializer.body) &&
      node.initializer.body.expression.kind === ts.SyntaxKind.ImportKeyword
    ) {
      const [specifier] = node.initializer.body.arguments;
      if (specifier && ts.isStringLiteral(specifier)) {
        modules[node.name.text] = resolveSourceFile(path.dirname(mapFile), specifier.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (Object.keys(modules).length === 0) throw new Error(`${mapFile} names no modules`);
  return modules;
}

function resolveSourceFile(directory: string, specifier: string): string {
  const base = path.resolve(directory, specifier);
  const file = ['.tsx', '.ts', ''].map((extension) => base + extension).find(existsSync);
  if (!file) throw new Error(`${specifier} (from ${directory}) does not exist`);
  return file;
}

/**
 * The code of an app's parts held until wanted (`src/held-part-code.ts`, the same kind of map,
 * keyed by part name), as each part's source file; none for an app without the file.
 */
export function readHeldPartCode(appDir: string): Record<string, string> {
  const mapFile = path.join(appDir, 'src/held-part-code.ts');
  return existsSync(mapFile) ? readModuleMap(mapFile) : {};
}
