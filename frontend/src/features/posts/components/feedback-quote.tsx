import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The client's feedback, quoted as they wrote it, line breaks kept. */
export function FeedbackQuote({ text }: { text: string | null }) {
  return (
    <Box
      component="blockquote"
      sx={{ m: 0, pl: 2, py: 0.5, borderLeft: 4, borderColor: 'warning.main', bgcolor: 'transparent' }}
    >
      {text ? (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>
      ) : (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          No feedback was given.
        </Typography>
      )}
    </Box>
  );
}
