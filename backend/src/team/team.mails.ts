import { renderMail, type RenderedMail } from '../mail/mail-layout.js';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The notice to the member who takes over a deactivated member's work: how many clients and leads,
 * never their names (a mail that outlives an erased client must not name them), and a link to the
 * clients now theirs.
 */
export function workHandedOverMail({
  firstName,
  fromName,
  clients,
  leads,
  url,
}: {
  firstName: string;
  fromName: string;
  clients: number;
  leads: number;
  url: string;
}): RenderedMail {
  const work = [
    clients > 0 ? count(clients, 'client', 'clients') : null,
    leads > 0 ? count(leads, 'lead', 'leads') : null,
  ]
    .filter(Boolean)
    .join(' and ');
  return renderMail({
    subject: `${fromName}'s work is yours now`,
    greeting: `Hi ${firstName},`,
    paragraphs: [
      `${fromName} is no longer on the team, so their ${work} ${clients + leads === 1 ? 'is' : 'are'} yours now.`,
      ...(clients > 0
        ? [
            'You write those clients’ posts and answer their revisions from now on; their voice briefs, posts and schedules are on their pages.',
          ]
        : []),
    ],
    action: { label: clients > 0 ? 'Open your clients' : 'Open your leads', url },
  });
}
