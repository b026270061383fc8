// Measures what a person can time from outside: sign-in and forgot-password answers for known and
// unknown accounts, and from a browser with the account's device cookie. Usage:
// node scripts/bench/auth-timing.mjs [rounds]   (rounds ≤ 40: the per-address throttle allows 100
// failed sign-ins a day)
import { startServer, timed } from './server.mjs';

const rounds = Number(process.argv[2] ?? 20);
const { api, stop } = await startServer();
const post = (path, body, cookie) =>
  fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
/** Each account's device cookie, from a sign-in with its password (the browser it signed in from). */
const devices = [];

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
  for (let i = 0; i < rounds; i += 1) {
    const signedIn = await post('/client/login', { username: `bench${i}`, password: 'plum-ladder-orbit-42' });
    devices.push(
      signedIn.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .find((pair) => pair.startsWith('ghostline.device=')),
    );
  }
  console.log(`${rounds} rounds each, one server on loopback`);
  await timed('login, known user, wrong password', rounds, (i) =>
    post('/client/login', { username: `bench${i}`, password: 'wrong-password-1' }),
  );
  await timed('login, unknown user', rounds, (i) =>
    post('/client/login', { username: `nobody${i}`, password: 'wrong-password-1' }),
  );
  await timed('login, wrong password, device cookie', rounds, (i) =>
    post('/client/login', { username: `bench${i}`, password: 'wrong-password-1' }, devices[i]),
  );
  await timed('forgot-password, known email', rounds, (i) =>
    post('/client/forgot-password', { email: `bench${i}@example.com` }),
  );
  await timed('forgot-password, unknown email', rounds, (i) =>
    post('/client/forgot-password', { email: `nobody${i}@example.com` }),
  );
  await timed('forgot-password, device cookie', rounds, (i) =>
    post('/client/forgot-password', { email: `bench${i}@example.com` }, devices[i]),
  );
} finally {
  await stop();
}
