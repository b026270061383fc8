// `npm run lint` runs this beside ESLint: the rules of the folders that ESLint's per-file rules cannot see
// (docs/architecture.md, "Layout"). It reads the imports of every source file (type-only ones too: a
// circle of types is still a circle to a reader) and fails, naming each import to change, when
//  1. two or more backend modules (the folders under backend/src/) import each other, directly or round a
//     longer loop. The one exception: an entity naming another module's entity for a relation
//     (`x.entity.ts` importing `y.entity.ts`), which the ORM needs in both directions;
//  2. files import each other round a loop, anywhere in the repository's own code: sources, tests, e2e,
//     scripts (ESLint's import-x/no-cycle checked the same, file by file, at about 15 s of the lint's CPU);
//  3. a backend injectable class is not named after its file: `x-y.service.ts` holds `XYService`,
//     `roles.guard.ts` `RolesGuard`, and a class named for what it is (`MailQueue`) lives in
//     `mail-queue.ts`. A module file may keep a small injectable of its own, unexported.
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.tsx?$/;
const TEST = /\.(spec|test)\.tsx?$|(^|\/)(test|generated)\//;

/** Every source file under `dir` (tests and generated code aside), as absolute paths. */
export function sourceFiles(dir) {
  const files = [];
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE.test(entry.name) && !TEST.test(relative(dir, path).split(sep).join('/')))
        files.push(path);
    }
  };
  walk(dir);
  return files.sort();
}

const CODE = /\.(tsx?|mjs|cjs|js)$/;
/** Folders of no code of the repository's own: packages, builds, data and reports. */
const NOT_CODE = new Set([
  'node_modules',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
  '.data',
  '.git',
  '.test-results',
  '.tools',
]);

/** Every code file under `dir` (TypeScript and JavaScript, tests included), as absolute paths. */
export function codeFiles(dir) {
  const files = [];
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) {
        if (!NOT_CODE.has(entry.name)) walk(path);
      } else if (CODE.test(entry.name)) files.push(path);
    }
  };
  walk(dir);
  return files.sort();
}

/**
 * The file a relative specifier names (`./x.js` is `x.ts`, or `x.js` itself when there is one; `./x` is
 * `x.ts`, `x.tsx` or `x/index.ts`), or null.
 */
function resolveSpecifier(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const exact = resolve(dirname(from), specifier);
  if (/\.(mjs|cjs|js)$/.test(exact) && existsSync(exact) && statSync(exact).isFile()) return exact;
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The project's own files that `file` imports (static, type-only, re-exports and `import()`). */
export function importsOf(file) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return [...new Set(importedFiles.map(({ fileName }) => resolveSpecifier(file, fileName)).filter(Boolean))];
}

/** Tarjan's strongly connected components of `graph` (node -> Set of nodes): those of two or more. */
export function loops(graph) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const found = [];
  const visit = (node) => {
    const own = { index, low: index, onStack: true };
    index += 1;
    state.set(node, own);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const seen = state.get(next);
      if (!seen) {
        visit(next);
        own.low = Math.min(own.low, state.get(next).low);
      } else if (seen.onStack) own.low = Math.min(own.low, seen.index);
    }
    if (own.low === own.index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return found;
}

const isEntity = (file) => file.endsWith('.entity.ts');

/** Rule 1: the backend modules that import each other, with the imports that tie each loop. */
export function moduleLoops(srcDir, files = sourceFiles(srcDir)) {
  const moduleOf = (file) => {
    const parts = relative(srcDir, file).split(sep);
    return parts.length > 1 ? parts[0] : null;
  };
  const graph = new Map();
  const ties = new Map();
  for (const file of files) {
    const from = moduleOf(file);
    if (!from) continue;
    for (const target of importsOf(file)) {
      const to = moduleOf(target);
      if (!to || to === from || (isEntity(file) && isEntity(target))) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
      const key = `${from}>${to}`;
      if (!ties.has(key)) ties.set(key, []);
      ties.get(key).push(`${relative(srcDir, file)} -> ${relative(srcDir, target)}`);
    }
  }
  return loops(graph).map((modules) => ({
    modules,
    imports: modules.flatMap((a) => modules.flatMap((b) => ties.get(`${a}>${b}`) ?? [])),
  }));
}

/** Rule 2: the files under `dir` (its sources, or `files`) that import each other round a loop. */
export function fileLoops(dir, files = sourceFiles(dir)) {
  const graph = new Map(files.map((file) => [file, new Set(importsOf(file))]));
  return loops(graph).map((loop) => loop.map((file) => relative(dir, file)));
}

const pascal = (kebab) => kebab.replace(/(^|-)([a-z0-9])/g, (_, __, letter) => letter.toUpperCase());

/** Rule 3: the exported injectable classes not named after their file. */
export function misnamedInjectables(srcDir, files = sourceFiles(srcDir)) {
  const wrong = [];
  for (const file of files) {
    const expected = pascal(file.split(sep).pop().replace(/\.ts$/, '').replaceAll('.', '-'));
    const source = readFileSync(file, 'utf8');
    for (const [, name] of source.matchAll(/@Injectable\([^)]*\)\s*export\s+class\s+(\w+)/g)) {
      if (name !== expected) wrong.push(`${relative(srcDir, file)}: ${name} (a class here is ${expected})`);
    }
  }
  return wrong;
}

function main() {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const backend = join(root, 'backend', 'src');
  const problems = [
    ...moduleLoops(backend).map(
      ({ modules, imports }) =>
        `backend modules ${modules.join(', ')} import each other: move what both need to the one that owns it\n` +
        imports.map((line) => `    ${line}`).join('\n'),
    ),
    ...fileLoops(root, codeFiles(root)).map(
      (loop) => `files import each other round a loop: ${loop.join(', ')}`,
    ),
    ...misnamedInjectables(backend).map((line) => `backend/src/${line}`),
  ];
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log('modules apart, no import loops, injectables named after their files');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
