// One Jest file of the whole run (jest.batched.config.js): these suites in one module registry, so
// the app's modules load once for all of them (docs/testing.md, "The whole run").
import '../app.e2e-spec.js';
import '../compose.e2e-spec.js';
import '../erasure-billing.e2e-spec.js';
import '../notice-preferences.e2e-spec.js';
import '../session-costs.e2e-spec.js';
import '../team.e2e-spec.js';
import '../what-changed.e2e-spec.js';
