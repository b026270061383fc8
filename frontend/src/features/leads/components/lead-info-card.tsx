import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { LeadDto } from '../../../api';
import { industryLabel, packageLabel } from '../lead-format';
import { Field, FieldList, NotProvided } from '../../../components/field-list';
import { LeadStatusBadge, OverdueFlag } from './lead-status-badge';
import { LinkedInLink } from '../../../components/linkedin-link';
import { SectionCard } from '../../../components/section-card';
import { formatDate, formatDateTime } from '../../../components/format';

/** The lead as it came in from the landing form, with its status and every note on it. */
export function LeadInfoCard({ lead }: { lead: LeadDto }) {
  return (
    <SectionCard title="Lead Information">
      <FieldList>
        <Field label="Full Name">{lead.name}</Field>
        <Field label="Email">
          <Link href={`mailto:${lead.email}`}>{lead.email}</Link>
        </Field>
        <Field label="LinkedIn">
          <LinkedInLink href={lead.linkedin} />
        </Field>
        <Field label="Industry">{industryLabel(lead.industry)}</Field>
        <Field label="Package Interest">
          {lead.package ? packageLabel(lead.package) : <NotProvided text="Not specified" />}
        </Field>
        <Field label="Status">
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            <LeadStatusBadge status={lead.status} />
            {lead.isOverdue && <OverdueFlag />}
          </Box>
        </Field>
        <Field label="Additional Notes">
          <Notes lead={lead} />
        </Field>
        <Field label="Created Date">
          <time dateTime={lead.createdAt}>{formatDate(lead.createdAt)}</time>
        </Field>
        <Field label="Last Updated">
          <time dateTime={lead.updatedAt}>{formatDate(lead.updatedAt)}</time>
        </Field>
      </FieldList>
    </SectionCard>
  );
}

/** The lead's own words from the form, then the admins' notes, newest first. */
function Notes({ lead }: { lead: LeadDto }) {
  const own = lead.notes?.trim();
  if (!own && !lead.adminNotes.length) return <NotProvided text="No notes provided" />;
  return (
    <>
      {own && (
        <Typography sx={{ whiteSpace: 'pre-wrap', mb: lead.adminNotes.length ? 2 : 0 }}>{own}</Typography>
      )}
      {lead.adminNotes.length > 0 && (
        <Box
          component="ul"
          aria-label="Admin notes"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {lead.adminNotes.map((note) => (
            <Box component="li" key={note.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{note.body}</Typography>
              <Typography variant="body2" color="text.secondary">
                {note.author ?? 'Unknown admin'} ·{' '}
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}
