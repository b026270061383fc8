import type { BoardDto, BoardLeadDto } from '../api';

export function lead(overrides: Partial<BoardLeadDto> = {}): BoardLeadDto {
  return {
    id: 7,
    name: 'Grace Hopper',
    email: 'grace@example.com',
    package: 'echo',
    createdAt: '2026-11-14T12:00:00.000Z',
    updatedAt: '2026-11-15T12:00:00.000Z',
    ...overrides,
  };
}

export function board(overrides: Partial<BoardDto> = {}): BoardDto {
  return {
    // Monday 00:00 UTC: still Nov 16 whatever the test's time zone.
    weekStart: '2026-11-16T00:00:00.000Z',
    weekEnd: '2026-11-23T00:00:00.000Z',
    // Nothing of LinkedIn to do (a test of its card answers its own).
    linkedIn: { ending: [], trouble: [] },
    clients: [
      {
        clientId: 3,
        name: 'Ada Lovelace',
        plans: ['echo'],
        owed: 3,
        delivered: 1,
        revisionsWaiting: 2,
        reviewsWaiting: 0,
        assignedTo: { id: 9, name: 'Wendy Writer', active: true },
        endsAt: null,
      },
      {
        clientId: 4,
        name: 'Alan Turing',
        plans: ['phantom', 'ghost'],
        owed: 6,
        delivered: 3,
        revisionsWaiting: 0,
        reviewsWaiting: 0,
        assignedTo: null,
        // Midday, so the date shown holds in any time zone.
        endsAt: '2026-11-27T12:00:00.000Z',
      },
      {
        clientId: 5,
        name: 'Linus Pauling',
        plans: [],
        owed: 0,
        delivered: 0,
        revisionsWaiting: 1,
        reviewsWaiting: 0,
        assignedTo: null,
        endsAt: null,
      },
    ],
    owedThisWeek: 9,
    deliveredThisWeek: 4,
    revisionsWaiting: 3,
    reviewsWaiting: 1,
    unassignedClients: 2,
    leadsWaiting: [
      lead(),
      lead({ id: 8, name: 'Katherine Johnson', email: 'kj@example.com', package: null }),
    ],
    leadsWaitingTotal: 5,
    onboardedNotConverted: [lead({ id: 9, name: 'Margaret Hamilton', email: 'mh@example.com' })],
    onboardedNotConvertedTotal: 1,
    engagementFalling: [],
    ...overrides,
  };
}
