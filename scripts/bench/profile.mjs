// Sums a V8 CPU profile (node --cpu-prof) by self time: per package (node_modules/<name>, Ghostline's
// own code, Node's internals, the garbage collector) and per function, as shares of the busy time.
const where = (url) => {
  if (!url) return '(native)';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1];
  if (url.startsWith('node:')) return 'node internals';
  const own = /backend\/dist\/(.*)$/.exec(url);
  return own ? `ghostline ${own[1].split('/')[0]}` : url;
};

export function printProfile(profile, top = 20) {
  const self = new Map(profile.nodes.map((node) => [node.id, 0]));
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i += 1) {
    self.set(profile.samples[i], self.get(profile.samples[i]) + (deltas[i] ?? 0));
  }
  const byPackage = new Map();
  const byFunction = new Map();
  let busy = 0;
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const time = self.get(node.id);
    if (functionName === '(idle)' || functionName === '(program)' || time === 0) continue;
    busy += time;
    const pkg = functionName.startsWith('(') ? functionName : where(url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
    const fn = `${functionName || '(anonymous)'} ${pkg}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + time);
  }
  const print = (title, map) => {
    console.log(`\n${title}`);
    for (const [name, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`  ${((100 * time) / busy).toFixed(1).padStart(5)} %  ${name}`);
  };
  console.log(`\nCPU profile: ${(busy / 1e6).toFixed(1)} s busy (idle and "(program)" left out)`);
  print('Self time by package', byPackage);
  print('Self time by function', byFunction);
}
