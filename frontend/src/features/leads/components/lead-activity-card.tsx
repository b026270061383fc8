import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LeadActivityDto } from '../../../api';
import { NotProvided } from '../../../components/field-list';
import { SectionCard } from '../../../components/section-card';
import { formatDateTime } from '../../../components/format';

/**
 * The lead's history, newest first: what happened, who did it (an admin, or the lead) and when; the
 * post ideas sent to the lead are listed under their entry.
 */
export function LeadActivityCard({ activity }: { activity: LeadActivityDto[] }) {
  return (
    <SectionCard title="Activity">
      {activity.length ? (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {activity.map((entry) => (
            <Box component="li" key={entry.id} sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 1.5 }}>
              <Typography>{entry.description}</Typography>
              {entry.ideas?.length ? (
                <Box component="ol" aria-label="Ideas sent" sx={{ m: 0, my: 0.5, pl: 3 }}>
                  {entry.ideas.map((idea, index) => (
                    <Typography component="li" key={index} variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                      {idea}
                    </Typography>
                  ))}
                </Box>
              ) : null}
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
