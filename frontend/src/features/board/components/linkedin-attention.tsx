import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { LinkedInBoardDto } from '../../../api';
import { formatDate, plural } from '../../../components/format';
import { SectionCard } from '../../../components/section-card';

/**
 * The board's "LinkedIn" (docs/product.md, "Publishing on LinkedIn"): clients whose approved posts may
 * not go out (the connection ends within the week, has ended, or is gone) and posts that did not go
 * out or may have. Shown only when there is something to do.
 */
export function LinkedInAttention({ linkedIn, openedAt }: { linkedIn: LinkedInBoardDto; openedAt: number }) {
  if (!linkedIn.ending.length && !linkedIn.trouble.length) return null;
  return (
    <SectionCard title="LinkedIn">
      <Stack spacing={2}>
        {linkedIn.ending.length > 0 && (
          <section aria-labelledby="linkedin-ending">
            <Typography id="linkedin-ending" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Connections ending, with approved posts waiting
            </Typography>
            <List disablePadding>
              {linkedIn.ending.map((client) => (
                <ListItem key={client.clientId} disableGutters divider sx={{ display: 'block', py: 1 }}>
                  <Link
                    component={RouterLink}
                    to={`/admin/clients/${client.clientId}`}
                    sx={{ fontWeight: 600 }}
                  >
                    {client.name}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {client.endsAt === null
                      ? 'Disconnected'
                      : `${Date.parse(client.endsAt) <= openedAt ? 'Ended' : 'Ends'} ${formatDate(client.endsAt)}`}
                    {` · ${plural(client.waiting, 'approved post', 'approved posts')} waiting`}
                  </Typography>
                </ListItem>
              ))}
            </List>
          </section>
        )}
        {linkedIn.trouble.length > 0 && (
          <section aria-labelledby="linkedin-trouble">
            <Typography id="linkedin-trouble" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Posts LinkedIn did not publish
            </Typography>
            <List disablePadding>
              {linkedIn.trouble.map((post) => (
                <ListItem key={post.postId} disableGutters divider sx={{ display: 'block', py: 1 }}>
                  <Link
                    component={RouterLink}
                    to={`/admin/content/${post.postId}`}
                    sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                  >
                    {post.title}
                  </Link>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {post.clientName} · {post.state === 'check_linkedin' ? 'Check LinkedIn' : 'Not published'}
                    {post.reason ? `: ${post.reason}` : ''}
                  </Typography>
                </ListItem>
              ))}
            </List>
          </section>
        )}
      </Stack>
    </SectionCard>
  );
}
