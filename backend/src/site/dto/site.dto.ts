/** What the public site needs to know about this installation. */
export class SiteDto {
  /** Where visitors and clients write to the team (CONTACT_EMAIL), for mailto links. */
  contactEmail!: string;
}
