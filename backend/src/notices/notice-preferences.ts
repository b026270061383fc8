import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ValidationFailedException } from '../common/filters/all-exceptions.filter.js';
import type { SessionUser } from '../common/session-user.js';
import type { NoticePreferencesDto, UpdateNoticePreferencesDto } from './dto/notice-preferences.dto.js';
import {
  deliveryOf,
  NOTICE_KIND_RULES,
  noticeChoiceRefusal,
  noticeKindsFor,
  type NoticeDelivery,
  type TeamNoticeKind,
} from './notice-kinds.js';
import { NoticePreference } from './notice-preference.entity.js';

/** A team member's own choices of how they get each kind of notice. */
@Injectable()
export class NoticePreferences {
  constructor(private readonly em: EntityManager) {}

  /** The kinds the member gets, each with their choice (at once when never chosen). */
  async of(member: SessionUser): Promise<NoticePreferencesDto> {
    const rows = await this.em.find(NoticePreference, { member: member.id });
    const chosen = new Map<TeamNoticeKind, NoticeDelivery>(rows.map((row) => [row.kind, row.delivery]));
    return {
      items: noticeKindsFor(member.role).map((kind) => ({
        kind,
        delivery: deliveryOf(chosen, kind),
        label: NOTICE_KIND_RULES[kind].label,
        canTurnOff: !NOTICE_KIND_RULES[kind].alwaysOn,
      })),
    };
  }

  /**
   * Stores the member's choices for the kinds given, all or none: a kind twice, a kind they do not
   * get, or "off" for one that cannot be off is a 400 naming it.
   */
  async update(member: SessionUser, { choices }: UpdateNoticePreferencesDto): Promise<NoticePreferencesDto> {
    const problems: string[] = [];
    const seen = new Set<string>();
    choices.forEach(({ kind, delivery }, index) => {
      if (seen.has(kind)) problems.push(`choices.${index}.kind: ${kind} is chosen twice`);
      seen.add(kind);
      const refusal = noticeChoiceRefusal(member.role, kind, delivery);
      if (refusal) problems.push(`choices.${index}.${refusal.field}: ${refusal.message}`);
    });
    if (problems.length) throw new ValidationFailedException(problems);
    // One statement: a choice made twice at once leaves one row, the last written.
    await this.em.execute(
      `insert into "notice_preferences" ("member_id", "kind", "delivery")
         values ${choices.map(() => '(?, ?, ?)').join(', ')}
         on conflict ("member_id", "kind")
         do update set "delivery" = excluded."delivery", "updated_at" = now()`,
      choices.flatMap(({ kind, delivery }) => [member.id, kind, delivery]),
    );
    return this.of(member);
  }
}
