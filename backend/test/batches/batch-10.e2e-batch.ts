// One Jest file of the whole run (jest.batched.config.js): these suites in one module registry, so
// the app's modules load once for all of them (docs/testing.md, "The whole run").
import '../auth.e2e-spec.js';
import '../embedded-postgres.e2e-spec.js';
import '../health.e2e-spec.js';
import '../lead-ideas.e2e-spec.js';
import '../lead-mails-migration.e2e-spec.js';
import '../races.e2e-spec.js';
import '../usernames.e2e-spec.js';
