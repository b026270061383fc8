// `npm run lint` runs this after the three typechecks. One config for the whole repo: typescript-eslint for
// every TypeScript file, React's hook rules for the frontend, and the import boundaries written down as rules.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier/flat';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Every feature folder, read now: a new feature is kept to itself without anyone editing this file. */
const features = readdirSync(`${root}/frontend/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const sharedFrontend = 'Shared code goes to src/components/ (or src/api/ for the API), never into a feature.';

/** The import boundaries. `from` and `target` are folders; `except` is relative to `from`. */
const zones = [
  // (a) No feature imports another feature.
  ...features.map((feature) => ({
    target: `frontend/src/features/${feature}`,
    from: 'frontend/src/features',
    except: [`./${feature}`],
    message: `A feature imports no other feature (features/${feature} is its own). ${sharedFrontend}`,
  })),
  // (b) components/ is shared by every feature, so it imports none, nor the app shell that puts them on routes.
  {
    target: 'frontend/src/components',
    from: 'frontend/src/features',
    message: `components/ imports no feature: it is what features share. ${sharedFrontend}`,
  },
  // (c) app/ is the shell: the router, its areas, the providers and the layouts. Nothing it puts on
  // routes imports it back; what they share (the store, the theme) lives in store/ and theme/.
  ...['features', 'components', 'api', 'store', 'theme'].map((folder) => ({
    target: `frontend/src/${folder}`,
    from: 'frontend/src/app',
    message: `${folder}/ imports nothing of the app shell (app/: router, areas, providers, layouts): the store is in src/store/, the theme in src/theme/.`,
  })),
  // (d) The API layer is below the features.
  {
    target: 'frontend/src/api',
    from: 'frontend/src/features',
    message: `api/ imports no feature: features call the API, not the other way round. ${sharedFrontend}`,
  },
  // (e) The backend's common/ is used by every domain module, so it imports none. It may use the
  // configuration (config/) and the library tables' pool (database/library-tables.ts), which are
  // infrastructure; not DatabaseModule, whose ORM config lists every entity.
  {
    target: 'backend/src/common',
    from: 'backend/src',
    except: ['./common', './config', './database/library-tables.ts'],
    message:
      'common/ imports no domain module (only config/ and database/library-tables.ts): a piece two modules share moves into common/.',
  },
];

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/.data/',
    '**/coverage/',
    '.test-results/',
    '**/test-results/',
    '**/playwright-report/',
    'frontend/src/api/generated/',
    'backend/src/metadata.ts',
    'backend/src/migrations/',
  ]),

  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  js.configs.recommended,
  tseslint.configs.recommended,

  // Every file: import-x resolves imports through TypeScript (the backend's `./x.js` is `x.ts`).
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['backend/tsconfig.test.json', 'frontend/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // A relative import the resolver cannot follow would slip past the boundaries above unseen.
      'import-x/no-unresolved': ['error', { ignore: ['^[^.]'] }],
      // Import loops are scripts/check-structure.mjs's, over the whole repository at once: a fraction
      // of a second, where import-x/no-cycle, file by file, took about 15 s of the lint's CPU.
    },
  },

  // A test may render a page inside its area's layout, as the router does (app/areas/): the one place
  // below the shell that imports it.
  {
    files: ['frontend/src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: zones.filter((zone) => zone.from !== 'frontend/src/app') },
      ],
      // user-event's default waits a timer between keys and clicks: a third of the suite's time.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='userEvent'][callee.property.name='setup'][arguments.length=0]",
          message: 'Use userEvent.setup({ delay: null }) (docs/testing.md, "Adding a test").',
        },
      ],
    },
  },

  {
    rules: {
      // `_name` says "deliberately unused", as TypeScript's own noUnusedParameters allows.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },

  // Node: the backend, e2e, the scripts and the tools' config files.
  {
    files: ['backend/**', 'e2e/**', 'scripts/**', '*.{js,mjs}', 'frontend/*.{ts,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['backend/src/**/*.spec.ts', 'backend/test/**'],
    languageOptions: { globals: globals.jest },
  },

  // The browser: the frontend's app, with React's rules of hooks.
  {
    files: ['frontend/src/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },

  // Last: turns off every rule that Prettier's formatting would fight.
  prettier,
);
