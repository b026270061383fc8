import { displayName } from '../common/names.js';
import type { Lead } from '../leads/lead.entity.js';
import type { User } from '../users/user.entity.js';
import { toTeamMemberRef } from '../users/user.mapper.js';
import type { BoardClientDto, BoardLeadDto } from './dto/board.dto.js';

/** A lead the board points at. */
export const toBoardLeadDto = (lead: Lead): BoardLeadDto => ({
  id: lead.id,
  name: lead.name,
  email: lead.email,
  package: lead.package ?? null,
  createdAt: lead.createdAt,
  updatedAt: lead.updatedAt,
});

/** What a client's board row shows of them: their name and their writer. */
export type BoardClient = Pick<User, 'id' | 'username' | 'firstName' | 'lastName'> & {
  assignedTo?: Pick<User, 'id' | 'username' | 'firstName' | 'lastName' | 'deactivatedAt'> | null;
};

/** A client's row on the board before its week is counted: nothing owed, delivered or waiting yet. */
export const toBoardClientDto = (client: BoardClient): BoardClientDto => ({
  clientId: client.id,
  name: displayName(client),
  plans: [],
  owed: 0,
  delivered: 0,
  revisionsWaiting: 0,
  reviewsWaiting: 0,
  // The writer loaded with the client (populate assignedTo).
  assignedTo: client.assignedTo ? toTeamMemberRef(client.assignedTo) : null,
  endsAt: null,
});
