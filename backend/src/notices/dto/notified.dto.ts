/**
 * Whom an action's notice reached: members mailed at once, and members who will find it in their next
 * morning digest. Both 0 when nobody will hear of it (no reachable member, or all turned it off).
 */
export class NotifiedDto {
  /** Team members mailed now. */
  now!: number;
  /** Team members who will see it in their next morning digest (08:00 UTC). */
  digest!: number;
}
