import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { SessionUser } from '../common/session-user.js';

type Done<T> = (error: unknown, value?: T | false) => void;

/** What passport's Authenticator keeps of each app's serializers (one global instance per process). */
interface SerializerStacks {
  _serializers: unknown[];
  _deserializers: unknown[];
}

/**
 * The session stores the user id only. Requests do not deserialize through passport: the session
 * store reads the user with the session (common/session-store.ts), so passport.session() is not mounted.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer implements OnModuleDestroy {
  /**
   * The two functions PassportSerializer's constructor added to passport's global stacks. Passport
   * asks the first registered one, so an app closed in this process (a test's) would go on answering
   * for the next app, on its own closed database; a closing app takes its own out.
   */
  private readonly registered: { serializer: unknown; deserializer: unknown };

  constructor() {
    super();
    const stacks = this.getPassportInstance() as unknown as SerializerStacks;
    this.registered = { serializer: stacks._serializers.at(-1), deserializer: stacks._deserializers.at(-1) };
  }

  onModuleDestroy(): void {
    const stacks = this.getPassportInstance() as unknown as SerializerStacks;
    stacks._serializers = stacks._serializers.filter((fn) => fn !== this.registered.serializer);
    stacks._deserializers = stacks._deserializers.filter((fn) => fn !== this.registered.deserializer);
  }

  serializeUser(user: SessionUser, done: Done<number>): void {
    done(null, user.id);
  }

  /** Never called (passport.session() is not mounted); were it, no one would be signed in. */
  deserializeUser(_id: number, done: Done<SessionUser>): void {
    done(null, false);
  }
}
