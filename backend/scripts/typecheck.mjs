// The backend's one typecheck: src and test (tsconfig.test.json), as `tsc -p tsconfig.test.json`
// would, then, from the same TypeScript program, the swagger CLI plugin's src/metadata.ts.
//
// Why here: the build compiles with SWC, which cannot run the plugin, so the plugin's findings (each
// DTO's properties, each route's response type) reach the app through src/metadata.ts, which only the
// type checker can write. `nest build` would write it by typechecking src once more; nest-cli.json
// turns that off (`typeCheck: false`), so a build compiles the metadata.ts written here, and `npm run
// lint` (or `npm run openapi`) is where a type error shows. `nest start --watch --type-check`
// (start:dev) still typechecks and writes the same file as it watches. Written only when it changed
// (so it never flickers under a running suite); the contract check (scripts/check-drift.mjs) fails
// while it differs from the committed one.
import { PluginMetadataGenerator } from '@nestjs/cli/lib/compiler/plugins/plugin-metadata-generator.js';
import { PluginsLoader } from '@nestjs/cli/lib/compiler/plugins/plugins-loader.js';
import { mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const backend = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(backend, 'src');
const target = join(source, 'metadata.ts');

const parsed = ts.getParsedCommandLineOfConfigFile(join(backend, 'tsconfig.test.json'), undefined, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => report([diagnostic]),
});
const program = ts.createProgram({
  rootNames: parsed.fileNames,
  options: parsed.options,
  projectReferences: parsed.projectReferences,
  configFileParsingDiagnostics: parsed.errors,
});
const diagnostics = ts.getPreEmitDiagnostics(program);
if (diagnostics.length > 0) report(diagnostics);

/** Prints the diagnostics as tsc does (with context on a terminal) and fails. */
function report(list) {
  const host = {
    getCanonicalFileName: (file) => file,
    getCurrentDirectory: () => process.cwd(),
    getNewLine: () => '\n',
  };
  const format = process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
  console.log(format(list, host));
  console.log(`Found ${list.length} error${list.length === 1 ? '' : 's'}.`);
  process.exit(2);
}

// The plugins and their options as nest-cli.json gives them, so `nest start --watch` (which still
// typechecks and writes src/metadata.ts itself) writes the same file.
const nestCli = JSON.parse(readFileSync(join(backend, 'nest-cli.json'), 'utf8'));
const { readonlyVisitors } = new PluginsLoader().load(nestCli.compilerOptions.plugins, {
  pathToSource: source,
});
// Written into node_modules' cache first (the generator writes outputDir/filename; the imports in
// it are relative to pathToSource, src), then moved into src only when it differs.
const scratch = join(backend, '..', 'node_modules', '.cache', 'ghostline', 'metadata.ts');
mkdirSync(dirname(scratch), { recursive: true });
new PluginMetadataGenerator().generate({
  visitors: readonlyVisitors,
  tsProgramRef: program,
  outputDir: source,
  filename: relative(source, scratch),
});
const read = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};
if (read(scratch) === read(target)) {
  rmSync(scratch);
} else {
  renameSync(scratch, target);
  console.log(`${relative(join(backend, '..'), target)} written anew from the DTOs: commit it with them.`);
}
