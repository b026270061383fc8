// One Jest file of the whole run (jest.batched.config.js): these suites in one module registry, so
// the app's modules load once for all of them (docs/testing.md, "The whole run").
import '../account-email.e2e-spec.js';
import '../lead-duplicates.e2e-spec.js';
import '../lead-ideas-mail-down.e2e-spec.js';
import '../payments.e2e-spec.js';
import '../site.e2e-spec.js';
import '../template-database.e2e-spec.js';
import '../linkedin-api.e2e-spec.js';
