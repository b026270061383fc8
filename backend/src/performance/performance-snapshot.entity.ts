import { defineEntity, p } from '@mikro-orm/core';
import { idAndCreatedAt } from '../common/base.entity.js';
import { Post } from '../content/post.entity.js';
import { User } from '../users/user.entity.js';

/**
 * How a published post was doing on a day: the numbers LinkedIn shows its author, entered by the
 * client or the team (LinkedIn gives personal profiles' analytics to no third-party app). Snapshots
 * are kept, never overwritten: a post's numbers over time are its snapshots in date order.
 */
export const PerformanceSnapshotSchema = defineEntity({
  name: 'PerformanceSnapshot',
  tableName: 'performance_snapshots',
  properties: {
    ...idAndCreatedAt(),
    post: () => p.manyToOne(Post).deleteRule('cascade'),
    /** The day the numbers were read off LinkedIn (YYYY-MM-DD). */
    recordedOn: p.date(),
    impressions: p.integer(),
    reactions: p.integer(),
    comments: p.integer(),
    reposts: p.integer(),
    /** Who entered them: the client, or a team member; null once that account is gone. */
    recordedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
  },
  indexes: [
    // A post's snapshots in date order (two of a day in entry order), and a client's through their
    // posts; a post's latest is the index's last entry for it.
    {
      name: 'performance_snapshots_post_id_recorded_on_id_index',
      properties: ['post', 'recordedOn', 'id'],
    },
  ],
});

export class PerformanceSnapshot extends PerformanceSnapshotSchema.class {}
PerformanceSnapshotSchema.setClass(PerformanceSnapshot);
