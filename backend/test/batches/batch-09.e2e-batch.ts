// One Jest file of the whole run (jest.batched.config.js): these suites in one module registry, so
// the app's modules load once for all of them (docs/testing.md, "The whole run").
import '../back-office.e2e-spec.js';
import '../password-links.e2e-spec.js';
import '../payments-migration.e2e-spec.js';
import '../performance-numbers.e2e-spec.js';
import '../schema.e2e-spec.js';
import '../sign-in-names-migration.e2e-spec.js';
import '../subscription-lifecycle.e2e-spec.js';
import '../time-zone.e2e-spec.js';
import '../linkedin-publishing.e2e-spec.js';
