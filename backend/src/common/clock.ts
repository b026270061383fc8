import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The time the schedules and the rules that read dates go by (renewals, a subscription in force).
 * One injectable place, so a test moves the clock (`jest.spyOn(clock, 'now')`) rather than waiting.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
