import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/section-card';

/** The writer's brief from the lead's onboarding answers, as the server wrote it (plain text). */
export function VoiceBriefCard({ voiceBrief }: { voiceBrief: string | null }) {
  return (
    <SectionCard title="Voice Brief">
      {voiceBrief ? (
        // Focusable, so a keyboard can scroll a long brief.
        <Box
          component="pre"
          tabIndex={0}
          role="region"
          aria-label="Voice brief text"
          sx={{
            m: 0,
            p: 2,
            maxHeight: 480,
            overflow: 'auto',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
            fontSize: '0.875rem',
            lineHeight: 1.6,
            bgcolor: 'background.default',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {voiceBrief}
        </Box>
      ) : (
        <Typography color="text.secondary">No onboarding answers yet.</Typography>
      )}
    </SectionCard>
  );
}
