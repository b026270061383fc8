import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { User } from '../users/user.entity.js';
import { Erasure, type ErasureSubject } from './erasure.entity.js';

/** The record of erasures: one row per subject erased, with the admin and the time. */
@Injectable()
export class ErasuresService {
  constructor(private readonly em: EntityManager) {}

  /** Notes the erasure of the subject (flushed with the change it records). */
  record(subjectKind: ErasureSubject, subjectId: number, adminId: number): Erasure {
    return this.em.create(Erasure, { subjectKind, subjectId, admin: this.em.getReference(User, adminId) });
  }

  /** The first erasure of the subject, with its admin, or null if it was never erased. */
  of(subjectKind: ErasureSubject, subjectId: number): Promise<Erasure | null> {
    return this.em.findOne(
      Erasure,
      { subjectKind, subjectId },
      { populate: ['admin'], orderBy: { createdAt: 'asc', id: 'asc' } },
    );
  }
}
