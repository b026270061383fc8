// One Jest file of the whole run (jest.batched.config.js): these suites in one module registry, so
// the app's modules load once for all of them (docs/testing.md, "The whole run").
import '../device-cookies.e2e-spec.js';
import '../erasure.e2e-spec.js';
import '../review-links.e2e-spec.js';
import '../sign-in-throttle.e2e-spec.js';
import '../subscriptions.e2e-spec.js';
import '../voice-check.e2e-spec.js';
