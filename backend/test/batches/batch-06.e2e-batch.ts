// One Jest file of the whole run (jest.batched.config.js): these suites in one module registry, so
// the app's modules load once for all of them (docs/testing.md, "The whole run").
import '../client-errors.e2e-spec.js';
import '../logs.e2e-spec.js';
import '../performance-insights.e2e-spec.js';
import '../review.e2e-spec.js';
import '../stripe-billing.e2e-spec.js';
import '../two-apps.e2e-spec.js';
import '../media-sweep.e2e-spec.js';
