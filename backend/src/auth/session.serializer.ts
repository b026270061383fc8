import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { SessionUser } from '../common/session-user.js';
import { UsersService } from '../users/users.service.js';
import { toSessionUser } from './session-user.mapper.js';

type Done<T> = (error: unknown, value?: T | false) => void;

/** What passport's Authenticator keeps of each app's serializers (one global instance per process). */
interface SerializerStacks {
  _serializers: unknown[];
  _deserializers: unknown[];
}

/** The session stores the user id only; each request reads the user's name and role afresh. */
@Injectable()
export class SessionSerializer extends PassportSerializer implements OnModuleDestroy {
  /**
   * The two functions PassportSerializer's constructor added to passport's global stacks. Passport
   * asks the first registered one, so an app closed in this process (a test's) would go on answering
   * for the next app, on its own closed database; a closing app takes its own out.
   */
  private readonly registered: { serializer: unknown; deserializer: unknown };

  constructor(private readonly users: UsersService) {
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

  deserializeUser(id: number, done: Done<SessionUser>): void {
    this.users.findSessionUser(id).then(
      (user) => done(null, user ? toSessionUser(user) : false),
      (error: unknown) => done(error),
    );
  }
}
