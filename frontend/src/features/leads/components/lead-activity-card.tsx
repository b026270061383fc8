import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LeadActivityDto } from '../../../api';
import { formatDateTime } from '../lead-format';
import { NotProvided } from '../../../components/field-list';
import { SectionCard } from '../../../components/section-card';

/** The lead's history, newest first: what happened, who did it (an admin, or the lead) and when. */
export function LeadActivityCard({ activity }: { activity: LeadActivityDto[] }) {
  return (
    <SectionCard title="Activity">
      {activity.length ? (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {activity.map((entry) => (
            <Box component="li" key={entry.id} sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 1.5 }}>
              <Typography>{entry.description}</Typography>
              <Typography variant="body2" color="text.secondary">
                {entry.actor ?? 'Lead'} ·{' '}
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <NotProvided text="No activity yet" />
      )}
    </SectionCard>
  );
}
