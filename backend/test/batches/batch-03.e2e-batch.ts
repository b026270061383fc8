// One Jest file of the whole run (jest.batched.config.js): these suites in one module registry, so
// the app's modules load once for all of them (docs/testing.md, "The whole run").
import '../demo.e2e-spec.js';
import '../lead-review.e2e-spec.js';
import '../leads.e2e-spec.js';
import '../real-dates.e2e-spec.js';
import '../throttles.e2e-spec.js';
import '../writer-scope.e2e-spec.js';
import '../media-uploads.e2e-spec.js';
