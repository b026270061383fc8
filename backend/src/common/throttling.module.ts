import { Global, Module } from '@nestjs/common';
import { THROTTLE_SCALE, Throttles } from './throttles.js';

/** Throttles for every module; the scale is 1 unless a test app overrides THROTTLE_SCALE. */
@Global()
@Module({
  providers: [{ provide: THROTTLE_SCALE, useValue: 1 }, Throttles],
  exports: [Throttles],
})
export class ThrottlingModule {}
