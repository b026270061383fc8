import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PostMediaDto } from '../../../api';
import { describeMediaChanges } from '../../../components/media/media-changes';

/** What changed in the images or document, a sentence a change, or that nothing did. */
export function MediaChanges({ before, after }: { before: PostMediaDto | null; after: PostMediaDto | null }) {
  const kind = (after ?? before)?.kind;
  if (!kind) return null;
  const changes = describeMediaChanges(before, after);
  const what = kind === 'document' ? 'document' : 'images';
  return (
    <Box component="section" aria-label="Media changes" data-testid="media-changes" sx={{ mt: 2 }}>
      {changes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No changes to the {what}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {changes.map((change) => (
            <Typography component="li" variant="body2" key={change}>
              {change}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
