import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { OutgoingMail } from '../mail/outgoing-mail.entity.js';
import { ClientSubscription } from '../subscriptions/client-subscription.entity.js';
import { User } from '../users/user.entity.js';
import type { LeadDto } from './dto/lead.dto.js';
import { LeadActivity } from './lead-activity.entity.js';
import { LeadExportService } from './lead-export.service.js';
import { LeadNote } from './lead-note.entity.js';
import { Lead } from './lead.entity.js';
import { emailKey, LEAD_NOT_FOUND, LeadsService } from './leads.service.js';

export const MERGE_INTO_ITSELF = 'A lead cannot be merged into itself: choose the other lead with this email';
export const MERGE_A_CLIENT =
  'This lead became a client account and cannot be merged away: merge the other lead into it instead';
export const MERGE_OTHER_EMAIL =
  'Only leads with the same email can be merged: these two have different emails';
export const MERGE_TARGET_NOT_FOUND = 'The lead to merge into was not found: it may have been deleted';

/** The onboarding answers a lead keeps: the questionnaire's fields (industry is the landing form's, refined there). */
const ANSWERS = [
  'industry',
  'jobTitle',
  'companyName',
  'goals',
  'targetAudience',
  'targetReaderTakeaway',
  'toneOfVoice',
  'customTone',
  'contentPillars',
  'contentRestrictions',
  'avoidWords',
  'voiceSamples',
  'mistakeStory',
  'controversialBelief',
  'transformativeStory',
  'audienceProblem',
  'postingCadence',
] as const satisfies readonly (keyof Lead)[];

/**
 * Merges a duplicate lead (the same person asking twice) into another lead with the same email, so
 * nothing of either is lost: the duplicate's notes, history and mails move to the surviving lead,
 * then the duplicate is deleted and the survivor's history says who merged what, and when.
 *
 * - Onboarding answers: a survivor without answers takes the duplicate's; when both answered, the
 *   survivor keeps its own and the duplicate's are kept, whole, as a note on the survivor (the same
 *   brief the export gives), so nobody's words are lost and the client's brief stays one set.
 * - What the duplicate wrote on the lead form, when the survivor's says something else, becomes a note too.
 * - A survivor still new takes the duplicate's progress when it was contacted (it is no longer
 *   overdue: the person was answered); the survivor's assignee stays, or the duplicate's when it had none.
 * - Refused (409): merging a lead into itself, a duplicate converted into a client (its account
 *   and subscriptions name it: merge the other way), and leads whose emails differ.
 */
@Injectable()
export class LeadMergeService {
  constructor(
    private readonly em: EntityManager,
    private readonly leads: LeadsService,
    private readonly exports: LeadExportService,
  ) {}

  async merge(duplicateId: number, survivorId: number, adminId: number): Promise<LeadDto> {
    if (duplicateId === survivorId) throw new ConflictException(MERGE_INTO_ITSELF);
    await this.em.transactional(async (em) => {
      // Both rows locked, always in the same order, so a conversion, a deletion or the opposite merge
      // at the same moment waits for this one (or this one for it) and then sees what it did.
      const locked = await em.execute<{ id: number }[]>(
        `select "id" from "leads" where "id" in (?, ?) order by "id" for update`,
        [duplicateId, survivorId],
      );
      const found = new Set(locked.map((row) => row.id));
      if (!found.has(duplicateId)) throw new NotFoundException(LEAD_NOT_FOUND);
      if (!found.has(survivorId)) throw new NotFoundException(MERGE_TARGET_NOT_FOUND);
      const [duplicate, survivor] = await Promise.all([
        em.findOneOrFail(Lead, { id: duplicateId }, { populate: ['assignedTo'] }),
        em.findOneOrFail(Lead, { id: survivorId }, { populate: ['assignedTo'] }),
      ]);
      if (await em.count(ClientSubscription, { lead: duplicateId }))
        throw new ConflictException(MERGE_A_CLIENT);
      const key = emailKey(duplicate.email);
      if (!key || key !== emailKey(survivor.email)) throw new ConflictException(MERGE_OTHER_EMAIL);

      const admin = em.getReference(User, adminId);
      const moved = {
        notes: await em.nativeUpdate(LeadNote, { lead: duplicateId }, { lead: survivorId }),
        history: await em.nativeUpdate(LeadActivity, { lead: duplicateId }, { lead: survivorId }),
        // A try under way holds its row: this waits for it, then the mail is the survivor's.
        mails: await em.nativeUpdate(OutgoingMail, { lead: duplicateId }, { lead: survivorId }),
      };
      const kept: string[] = [];
      const origin = `lead #${duplicate.id} (came in ${duplicate.createdAt.toISOString().slice(0, 10)})`;

      if (duplicate.isOnboarded && !survivor.isOnboarded) {
        const answers = Object.fromEntries(ANSWERS.map((field) => [field, duplicate[field] ?? null]));
        em.assign(survivor, { ...(answers as Partial<Lead>), isOnboarded: true });
        kept.push('its onboarding answers became this lead’s');
      } else if (duplicate.isOnboarded) {
        em.create(LeadNote, {
          lead: survivor,
          author: admin,
          body: `The onboarding answers of ${origin}, merged into this lead, which kept its own:\n\n${this.exports.brief(duplicate)}`,
        });
        kept.push('its onboarding answers are kept as a note');
      }
      const formNotes = duplicate.notes?.trim();
      if (formNotes && formNotes !== survivor.notes?.trim()) {
        if (!survivor.notes?.trim()) survivor.notes = duplicate.notes ?? null;
        else
          em.create(LeadNote, {
            lead: survivor,
            author: admin,
            body: `What they wrote on the lead form of ${origin}:\n\n${formNotes}`,
          });
        kept.push('what they wrote on the lead form is kept');
      }
      if (survivor.status === 'new' && duplicate.status === 'contacted') {
        survivor.status = 'contacted';
        kept.push('this lead became contacted, as it was');
      }
      if (!survivor.assignedTo && duplicate.assignedTo) {
        survivor.assignedTo = duplicate.assignedTo;
        kept.push('its assignee became this lead’s');
      }
      survivor.updatedAt = new Date();

      const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
      em.create(LeadActivity, {
        lead: survivor,
        kind: 'merged',
        actor: admin,
        description:
          `Merged ${origin}, ${duplicate.name}, into this lead: ` +
          [
            count(moved.notes, 'note', 'notes'),
            count(moved.history, 'history entry', 'history entries'),
            count(moved.mails, 'mail', 'mails'),
          ].join(', ') +
          ' moved here' +
          (kept.length ? `; ${kept.join('; ')}` : ''),
      });
      await em.flush();
      await em.nativeDelete(Lead, { id: duplicateId });
    });
    return this.leads.get(survivorId);
  }
}
