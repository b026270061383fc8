import { type PasswordHashCost, setPasswordHashCost } from '../src/common/passwords.js';

// Before every test file (jest.config.js, setupFilesAfterEnv): new password hashes cost argon2id's
// least (64 KiB, one pass) instead of OWASP's 19 MiB and two passes. The suites hash about 1,600
// passwords (sign-ups, invitations, resets, fixtures): 47 s of CPU at OWASP's cost, a tenth of the
// suite's. Hashes stay argon2id in PHC form and are checked as the product checks them; the cost the
// product uses is asserted by passwords.spec.ts and by the sign-up's test (auth.e2e-spec.ts), and the
// built server that the ops and e2e suites run hashes at OWASP's cost.
export const TEST_HASH_COST: PasswordHashCost = { memory: 64, passes: 1, parallelism: 1, tagLength: 32 };
setPasswordHashCost(TEST_HASH_COST);
