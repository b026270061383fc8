// One Jest file of the whole run (jest.batched.config.js): these suites in one module registry, so
// the app's modules load once for all of them (docs/testing.md, "The whole run").
import '../assignment.e2e-spec.js';
import '../calendar.e2e-spec.js';
import '../delivery.e2e-spec.js';
import '../linkedin-urls.e2e-spec.js';
import '../mail-queue.e2e-spec.js';
import '../reviewers.e2e-spec.js';
import '../linkedin-connect.e2e-spec.js';
