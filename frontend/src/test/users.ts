import type { UserDto } from '../api';

/** A signed-in client, as GET /api/client/profile answers. */
export const client: UserDto = {
  id: 1,
  username: 'janedoe',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  role: 'client',
  createdAt: '2025-01-02T10:00:00.000Z',
  lastLogin: null,
  reviewDigest: false,
  timeZone: null,
  reviewsForId: null,
};

/** A signed-in admin, as GET /api/admin/check-auth answers. */
export const admin: UserDto = {
  ...client,
  id: 2,
  username: 'admin',
  firstName: null,
  lastName: null,
  role: 'admin',
};

/** A signed-in writer, as GET /api/admin/check-auth answers: the team's sign-in lets writers in too. */
export const writer: UserDto = {
  ...client,
  id: 3,
  username: 'wendy.writer',
  email: 'wendy@example.com',
  firstName: 'Wendy',
  lastName: 'Writer',
  role: 'writer',
};

/** A client's reviewer (their assistant), as GET /api/client/profile answers. */
export const reviewer: UserDto = {
  ...client,
  id: 4,
  username: 'rita.reviewer',
  email: 'rita@example.com',
  firstName: 'Rita',
  lastName: 'Reviewer',
  role: 'reviewer',
  reviewsForId: client.id,
};
