import PublicIcon from '@mui/icons-material/Public';
import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { initials } from '../post-format';

/** LinkedIn's feed shows about three lines (some 210 characters) of a post before "…see more". */
export const PREVIEW_CHARACTERS = 210;
export const PREVIEW_LINES = 3;

/** The part of `text` the feed shows before "…see more", or null when the whole post fits. */
export function feedExcerpt(text: string): string | null {
  let excerpt = text.split('\n').slice(0, PREVIEW_LINES).join('\n');
  const characters = [...excerpt];
  if (characters.length > PREVIEW_CHARACTERS) {
    excerpt = characters.slice(0, PREVIEW_CHARACTERS).join('');
    // Cut at the last space, as the feed does, unless that loses too much.
    const space = excerpt.lastIndexOf(' ');
    if (space > excerpt.length * 0.75) excerpt = excerpt.slice(0, space);
  }
  excerpt = excerpt.trimEnd();
  return excerpt.length < text.trimEnd().length ? excerpt : null;
}

/** The post as it will look in the LinkedIn feed: the client's name and initials, then the body. */
export function LinkedInPreview({ clientName, text }: { clientName: string; text: string }) {
  const headingId = useId();
  const bodyId = useId();
  const [expanded, setExpanded] = useState(false);
  const excerpt = feedExcerpt(text);
  const shown = expanded || excerpt === null ? text : excerpt;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1 }}>
        LinkedIn preview
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
          <Avatar aria-hidden sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>
            {initials(clientName)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{clientName}</Typography>
            <Typography variant="caption" color="text.secondary">
              now ·{' '}
              <PublicIcon
                role="img"
                aria-label="Visible to anyone"
                aria-hidden={false}
                sx={{ fontSize: 14, verticalAlign: 'text-bottom' }}
              />
            </Typography>
          </Box>
        </Box>
        {text.trim() ? (
          <Typography
            id={bodyId}
            data-testid="preview-body"
            variant="body2"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.9375rem', lineHeight: 1.45 }}
          >
            {shown}
            {excerpt !== null && (
              <>
                {expanded ? ' ' : '…'}
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  color="text.secondary"
                  underline="hover"
                  aria-expanded={expanded}
                  aria-controls={bodyId}
                  onClick={() => setExpanded(!expanded)}
                  sx={{ fontWeight: 600, verticalAlign: 'baseline' }}
                >
                  {expanded ? 'see less' : 'see more'}
                </Link>
              </>
            )}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            The post shows here as you write it.
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
