// Measures what a person can time from outside: sign-in and forgot-password answers for known and
// unknown accounts. Usage: node scripts/bench/auth-timing.mjs [rounds]   (rounds ≤ 40: the
// per-address throttle allows 100 failed sign-ins a day)
import { startServer, timed } from './server.mjs';

const rounds = Number(process.argv[2] ?? 20);
const { api, stop } = await startServer();
const post = (path, body) =>
  fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

try {
  // One account per round, so the per-username throttle (10 failures in a row) stays out of the way.
  for (let i = 0; i < rounds; i += 1) {
    await post('/client/register', {
      username: `bench${i}`,
      email: `bench${i}@example.com`,
      password: 'plum-ladder-orbit-42',
      firstName: 'B',
      lastName: 'M',
    });
  }
  console.log(`${rounds} rounds each, one server on loopback`);
  await timed('login, known user, wrong password', rounds, (i) =>
    post('/client/login', { username: `bench${i}`, password: 'wrong-password-1' }),
  );
  await timed('login, unknown user', rounds, (i) =>
    post('/client/login', { username: `nobody${i}`, password: 'wrong-password-1' }),
  );
  await timed('forgot-password, known email', rounds, (i) =>
    post('/client/forgot-password', { email: `bench${i}@example.com` }),
  );
  await timed('forgot-password, unknown email', rounds, (i) =>
    post('/client/forgot-password', { email: `nobody${i}@example.com` }),
  );
} finally {
  await stop();
}
