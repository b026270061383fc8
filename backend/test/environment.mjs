// The backend suites' Jest environment: Node's, with two changes that let each test file's modules go
// once the file has ended, so that one worker runs the whole suite in a bounded heap:
//
// - V8's compilation cache is off in the worker. MikroORM compiles its entity functions with
//   `new Function`, and V8 handed each file the function it had compiled for an earlier one, whose
//   script still named that file's module, which Node keeps while the name is reachable: each file
//   held the one before it, and with it every module and app it had loaded (about 50 MB a file).
// - What the file put on its global object goes once the file has ended. V8 keeps every vm context
//   Jest made (Node's contextify global template caches the function it instantiated in each), and
//   the context's global held the whole file: Jest's state, the tests' closures, the app they closed.
//   The environment's own globals stay (timers, process, Buffer): a socket of the file that closes
//   late still calls clearTimeout.
import { TestEnvironment } from 'jest-environment-node';
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-compilation-cache');

export default class BoundedHeapEnvironment extends TestEnvironment {
  /** The global's own properties once the environment was set up, before the file ran. */
  #ownGlobals;

  constructor(config, context) {
    super(config, context);
    this.#ownGlobals = new Set(Reflect.ownKeys(this.global));
  }

  async teardown() {
    const global = this.global;
    await super.teardown();
    if (!global) return;
    for (const key of Reflect.ownKeys(global)) {
      if (!this.#ownGlobals.has(key)) Reflect.deleteProperty(global, key);
    }
  }
}
