import { NotImplementedException } from '@nestjs/common';

/** A declared operation whose behaviour arrives with a later issue: answers 501. */
export function notImplementedYet(feature: string): never {
  throw new NotImplementedException(`${feature} is not available yet`);
}
