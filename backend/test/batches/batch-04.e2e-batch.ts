// One Jest file of the whole run (jest.batched.config.js): these suites in one module registry, so
// the app's modules load once for all of them (docs/testing.md, "The whole run").
import '../client-portal.e2e-spec.js';
import '../comment-anchors.e2e-spec.js';
import '../leads-csv.e2e-spec.js';
import '../outgoing-mails.e2e-spec.js';
import '../scale-plans.e2e-spec.js';
import '../web-boundary.e2e-spec.js';
import '../s3-media.e2e-spec.js';
