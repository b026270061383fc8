// A local LinkedIn for trying publishing by hand (docs/configuration.md, "LinkedIn"): the stand-in the
// test suite uses (backend/test/utils/fake-linkedin.ts, run by Node's type stripping), on a fixed
// port. Its consent page grants at once; every post it takes is printed as LinkedIn would show it.
//   npm run linkedin:local            (port 4580; LINKEDIN_LOCAL_PORT=… for another)
import { FakeLinkedIn } from '../backend/test/utils/fake-linkedin.ts';

const port = Number(process.env.LINKEDIN_LOCAL_PORT ?? 4580);
const linkedIn = new FakeLinkedIn();
// No picture: an address on LinkedIn's servers would not load from this machine (the initials show).
linkedIn.member = { ...linkedIn.member, picture: undefined };
// `--env`: only the settings that aim Ghostline at it, one NAME=value a line.
if (process.argv.includes('--env')) {
  linkedIn.url = `http://127.0.0.1:${port}`;
  for (const [name, value] of Object.entries(linkedIn.env())) console.log(`${name}=${value}`);
  process.exit(0);
}
const url = await linkedIn.start(port);
console.log(`A local LinkedIn answers at ${url}. Start Ghostline with:\n`);
for (const [name, value] of Object.entries(linkedIn.env())) console.log(`  ${name}=${value}`);
console.log('\nFor example: env $(npm run -s linkedin:local:env) npm start (in another terminal).');
console.log('Ctrl+C stops it; what it holds (grants, uploads, posts) goes with it.\n');

let shown = 0;
setInterval(() => {
  for (const post of linkedIn.posts.slice(shown)) {
    const media = post.content ? ` with ${JSON.stringify(post.content)}` : '';
    console.log(`Published ${post.urn} for ${post.author}${media}:\n${post.shown}\n`);
  }
  shown = linkedIn.posts.length;
}, 500).unref();

const stop = async () => {
  await linkedIn.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
