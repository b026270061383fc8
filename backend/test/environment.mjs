// The backend suites' Jest environment: Node's, with two changes that let each test file's modules go
// once the file has ended, so that one worker runs the whole suite in a bounded heap:
//
// - V8's compilation cache is off in the worker. MikroORM compiles its entity functions with
//   `new Function`, and V8 handed each file the function it had compiled for an earlier one, whose
//   script still named that file's module, which Node keeps while the name is reachable: each file
//   held the one before it, and with it every module and app it had loaded (about 50 MB a file).
// - Each file's global object is emptied once the file has ended. V8 keeps every vm context Jest
//   made (Node's contextify global template caches the function it instantiated in each), and the
//   context's global held the whole file: Jest's state, the tests' closures, the app they closed.
//   Emptied, a kept context holds only its built-ins.
import { TestEnvironment } from 'jest-environment-node';
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-compilation-cache');

export default class BoundedHeapEnvironment extends TestEnvironment {
  async teardown() {
    const global = this.global;
    await super.teardown();
    if (!global) return;
    for (const key of Reflect.ownKeys(global)) Reflect.deleteProperty(global, key);
  }
}
