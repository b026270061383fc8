/** How people are named to the team: "Ada Lovelace", else the username. */
export const displayName = (user: { username: string; firstName?: string | null; lastName?: string | null }): string =>
  [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ') || user.username;
