// One Jest file of the whole run (jest.batched.config.js): these suites in one module registry, so
// the app's modules load once for all of them (docs/testing.md, "The whole run").
import '../backups.e2e-spec.js';
import '../comments.e2e-spec.js';
import '../list-paging.e2e-spec.js';
import '../migrate.e2e-spec.js';
import '../notices-routing.e2e-spec.js';
import '../performance-confirm.e2e-spec.js';
import '../post-media.e2e-spec.js';
