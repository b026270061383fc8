import Box from '@mui/material/Box';

/** The team's sign on an image without alt text: it is required before delivery. */
export function MissingAlt() {
  return (
    <Box
      component="span"
      sx={{
        position: 'absolute',
        left: 4,
        bottom: 4,
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        bgcolor: 'warning.dark',
        color: '#fff',
        fontSize: 12,
        fontWeight: 600,
      }}
    >
      No alt text
    </Box>
  );
}
