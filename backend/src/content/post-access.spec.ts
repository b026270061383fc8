import type { EntityManager } from '@mikro-orm/postgresql';
import { GoneException, NotFoundException } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { POST_NOT_FOUND, PostAccess, VISIBLE_TO_CLIENT } from './post-access.js';
import { REVIEW_LINK_NOT_FOUND, REVIEW_LINK_USED } from './review-link-rules.js';

/** An entity manager that answers every findOne with `found` and keeps what it was asked. */
function fakeEm(found: unknown) {
  const asked: { where: unknown; options: unknown }[] = [];
  const em = {
    findOne: (_entity: unknown, where: unknown, options: unknown) => {
      asked.push({ where, options });
      return Promise.resolve(found);
    },
  };
  return { em: em as unknown as EntityManager, asked };
}

describe('PostAccess', () => {
  const post = { id: 7 };

  it("finds a client's post as the portal shows it, and a reviewer their client's", async () => {
    const { em, asked } = fakeEm(post);
    const access = new PostAccess(em, new Clock());
    await expect(access.forClient(3, 7, { populate: ['subscription'] })).resolves.toBe(post);
    await expect(access.forActor({ clientId: 3, userId: 9 }, 7)).resolves.toBe(post);
    const client = { $and: [{ id: 7, client: 3 }, VISIBLE_TO_CLIENT] };
    expect(asked).toEqual([
      { where: client, options: { populate: ['subscription'] } },
      { where: client, options: {} },
    ]);
  });

  it("finds any post for an admin, a writer's clients' only", async () => {
    const { em, asked } = fakeEm(post);
    const access = new PostAccess(em, new Clock());
    await access.forTeam({ id: 1, role: 'admin' } as never, 7);
    await access.forTeam({ id: 4, role: 'writer' } as never, 7);
    expect(asked.map(({ where }) => where)).toEqual([
      { id: 7, $and: [] },
      { id: 7, $and: [{ client: { assignedTo: 4 } }] },
    ]);
  });

  it('answers 404 for a post the reader may not see, as for one that does not exist', async () => {
    const access = new PostAccess(fakeEm(null).em, new Clock());
    await expect(access.forClient(3, 7)).rejects.toEqual(new NotFoundException(POST_NOT_FOUND));
    await expect(access.forTeam({ id: 4, role: 'writer' } as never, 7)).rejects.toEqual(
      new NotFoundException(POST_NOT_FOUND),
    );
  });

  it("answers a review link's post while it may act: 404 for an unknown token, 410 once used", async () => {
    await expect(new PostAccess(fakeEm(null).em, new Clock()).forReviewLink('x')).rejects.toEqual(
      new NotFoundException(REVIEW_LINK_NOT_FOUND),
    );
    const updatedAt = new Date('2026-11-02T08:00:00.000Z');
    const link = {
      usedAt: updatedAt,
      postUpdatedAt: updatedAt,
      expiresAt: new Date('2026-11-16T08:00:00.000Z'),
      post: { updatedAt },
    };
    await expect(new PostAccess(fakeEm(link).em, new Clock()).forReviewLink('x')).rejects.toEqual(
      new GoneException(REVIEW_LINK_USED),
    );
  });
});
