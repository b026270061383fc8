// What scripts/check-structure.mjs finds, on small trees made for each rule.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { codeFiles, fileLoops, misnamedInjectables, moduleLoops } from './check-structure.mjs';

const roots = [];
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A source tree of `files` (path -> text) in a new temporary folder; answers the folder. */
function tree(files) {
  const root = mkdtempSync(join(tmpdir(), 'structure-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('moduleLoops', () => {
  it('names two modules that import each other, with the imports that tie them', () => {
    const root = tree({
      'billing/billing.service.ts': "import { Plan } from '../subscriptions/plan.js';\nexport const a = 1;\n",
      'subscriptions/plan.ts': "import { a } from '../billing/billing.service.js';\nexport const Plan = a;\n",
    });
    assert.deepEqual(moduleLoops(root), [
      {
        modules: ['billing', 'subscriptions'],
        imports: [
          'billing/billing.service.ts -> subscriptions/plan.ts',
          'subscriptions/plan.ts -> billing/billing.service.ts',
        ],
      },
    ]);
  });

  it('finds a loop round three modules, and counts a type-only import', () => {
    const root = tree({
      'a/x.ts': "import type { Y } from '../b/y.js';\nexport type X = Y;\n",
      'b/y.ts': "import { z } from '../c/z.js';\nexport type Y = typeof z;\n",
      'c/z.ts': "export { x } from '../a/w.js';\nexport const z = 1;\n",
      'a/w.ts': 'export const x = 1;\n',
    });
    assert.deepEqual(
      moduleLoops(root).map((loop) => loop.modules),
      [['a', 'b', 'c']],
    );
  });

  it('excuses an entity naming another module’s entity for a relation, and nothing else', () => {
    const relation = tree({
      'leads/lead.entity.ts': 'export class Lead {}\n',
      'leads/leads.service.ts': "import { Mail } from '../mail/mail.entity.js';\nexport const m = Mail;\n",
      'mail/mail.entity.ts':
        "import { Lead } from '../leads/lead.entity.js';\nexport class Mail { lead?: Lead; }\n",
    });
    assert.deepEqual(moduleLoops(relation), []);
    const service = tree({
      'leads/lead.entity.ts': 'export class Lead {}\n',
      'leads/leads.service.ts': "import { Mail } from '../mail/mail.entity.js';\nexport const m = Mail;\n",
      'mail/mail.entity.ts': 'export class Mail {}\n',
      'mail/notices.ts': "import { Lead } from '../leads/lead.entity.js';\nexport const l = Lead;\n",
    });
    assert.deepEqual(
      moduleLoops(service).map((loop) => loop.modules),
      [['leads', 'mail']],
    );
  });

  it('leaves tests out: a spec may import what it tests from anywhere', () => {
    const root = tree({
      'a/x.ts': "import { y } from '../b/y.js';\nexport const x = y;\n",
      'b/y.ts': 'export const y = 1;\n',
      'b/y.spec.ts': "import { x } from '../a/x.js';\nvoid x;\n",
    });
    assert.deepEqual(moduleLoops(root), []);
  });
});

describe('fileLoops', () => {
  it('names files that import each other, a type-only import included, resolving imports without an extension', () => {
    const root = tree({
      'calendar/content-calendar.tsx': "import { Dialog } from './move-dialog';\nexport const C = Dialog;\n",
      'calendar/move-dialog.tsx':
        "import type { Entry } from './content-calendar';\nexport const Dialog = 1;\n",
      'calendar/dates.ts': 'export const d = 1;\n',
    });
    assert.deepEqual(fileLoops(root), [['calendar/content-calendar.tsx', 'calendar/move-dialog.tsx']]);
  });

  it('finds none in a tree that imports one way', () => {
    const root = tree({
      'a.ts': "import { b } from './b';\nexport const a = b;\n",
      'b.ts': "import { c } from './c.js';\nexport const b = c;\n",
      'c.ts': 'export const c = 1;\n',
    });
    assert.deepEqual(fileLoops(root), []);
  });

  it('over the code files of a whole repository: tests and scripts too, not its packages', () => {
    const root = tree({
      'e2e/support/sign-in.ts': "import { admin } from '../billing.spec';\nexport const signIn = admin;\n",
      'e2e/billing.spec.ts': "import { signIn } from './support/sign-in';\nexport const admin = signIn;\n",
      'scripts/report.mjs': "import { run } from './test.mjs';\nexport const report = run;\n",
      'scripts/test.mjs': "import { report } from './report.mjs';\nexport const run = report;\n",
      'node_modules/pkg/a.js': "import { b } from './b.js';\nexport const a = b;\n",
      'node_modules/pkg/b.js': "import { a } from './a.js';\nexport const b = a;\n",
    });
    assert.deepEqual(fileLoops(root, codeFiles(root)), [
      ['e2e/billing.spec.ts', 'e2e/support/sign-in.ts'],
      ['scripts/report.mjs', 'scripts/test.mjs'],
    ]);
  });
});

describe('misnamedInjectables', () => {
  it('names an injectable class that is not named after its file', () => {
    const root = tree({
      'mail/mail-queue.service.ts': '@Injectable()\nexport class MailQueue {}\n',
      'mail/mail-queue.ts': '@Injectable()\nexport class MailQueue {}\n',
      'mail/mail.service.ts': '@Injectable()\nexport class MailService {}\n',
      'common/roles.guard.ts': '@Injectable()\nexport class RolesGuard {}\n',
      'database/database.module.ts':
        '@Injectable()\nclass PoolCloser {}\n@Module({})\nexport class DatabaseModule {}\n',
      'backups/backups.module.ts': '@Injectable({ scope: 0 })\nexport class NightlyBackup {}\n',
    });
    assert.deepEqual(misnamedInjectables(root), [
      'backups/backups.module.ts: NightlyBackup (a class here is BackupsModule)',
      'mail/mail-queue.service.ts: MailQueue (a class here is MailQueueService)',
    ]);
  });
});
