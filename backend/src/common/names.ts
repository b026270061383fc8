/** How people are named, from the names they gave: pure helpers the modules share. */

interface Named {
  username: string;
  firstName?: string | null;
  lastName?: string | null;
}

/** How people are named to the team: "Ada Lovelace", else the username. */
export const displayName = (user: Named): string =>
  [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ') || user.username;

/** How a mail greets its reader: the first name, else the username. */
export const greetingName = (user: Named): string => user.firstName || user.username;

/** "Ada King Lovelace" → first "Ada", last "King Lovelace". */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** The first word of a full name, for a greeting: "Ada King Lovelace" → "Ada". */
export const firstNameOf = (name: string): string => splitName(name).firstName;
