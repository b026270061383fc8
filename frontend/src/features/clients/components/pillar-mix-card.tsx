import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { PillarMixDto } from '../../../api';
import { plural } from '../../../components/format';
import { SectionCard } from '../../../components/section-card';
import { VisuallyHidden } from '../../../components/visually-hidden';

const posts = (count: number) => plural(count, 'post', 'posts');

/**
 * The content pillars the client's newest posts serve (docs/product.md, The post editor): per pillar (the
 * client's own first, 0 when unused), then "No pillar", a count and a bar of its share. A list a screen
 * reader reads as text; the bars are decoration.
 */
export function PillarMixCard({ mix }: { mix: PillarMixDto }) {
  return (
    <SectionCard title="Pillar Mix">
      {mix.pillars.length === 0 ? (
        <Typography color="text.secondary">
          No posts yet, and no content pillars in the onboarding answers.
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {mix.posts === 0 && 'No posts yet: the pillars below fill as posts are written.'}
            {mix.posts === 1 && 'The last post, by the content pillar it serves.'}
            {mix.posts > 1 && `The last ${mix.posts} posts, by the content pillar each serves.`}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {mix.pillars.map(({ pillar, posts: count }) => (
              <li key={pillar ?? ''}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                  <Typography
                    variant="body2"
                    sx={{ overflowWrap: 'anywhere', fontStyle: pillar === null ? 'italic' : undefined }}
                  >
                    {pillar ?? 'No pillar'}
                    <VisuallyHidden>:</VisuallyHidden>
                  </Typography>
                  <Typography
                    variant="body2"
                    sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {posts(count)}
                  </Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  aria-hidden
                  value={mix.posts ? (count / mix.posts) * 100 : 0}
                  color={pillar === null ? 'inherit' : 'primary'}
                  sx={{ height: 8, borderRadius: 1, mt: 0.5 }}
                />
              </li>
            ))}
          </Box>
        </>
      )}
    </SectionCard>
  );
}
