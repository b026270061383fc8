import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { MediaUpload } from '../hooks/use-post-media';

/** One file on its way: its name, how much has gone (a labelled bar and the percentage), and Cancel. */
export function MediaUploadRow({ upload, onCancel }: { upload: MediaUpload; onCancel: () => void }) {
  const name = upload.file.name;
  if (upload.status === 'failed') {
    return (
      <Alert
        component="li"
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onCancel} aria-label={`Dismiss the error on ${name}`}>
            Dismiss
          </Button>
        }
        // A long file name breaks anywhere; the Dismiss beside it stays one word.
        sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' }, '& .MuiAlert-action': { flexShrink: 0 } }}
      >
        Could not upload “{name}”: {upload.error}
      </Alert>
    );
  }
  const percent = Math.round(upload.progress * 100);
  const label = `${upload.status === 'waiting' ? 'Waiting to upload' : 'Uploading'} ${name}`;
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}
    >
      <Typography variant="body2" sx={{ flex: '1 1 100%', overflowWrap: 'anywhere' }}>
        {name}
        {upload.status === 'waiting' && ' · waiting'}
      </Typography>
      <LinearProgress
        variant={upload.status === 'waiting' ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={label}
        sx={{ flex: '1 1 8rem' }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: '3em', textAlign: 'right' }}>
        {percent}%
      </Typography>
      <Button size="small" onClick={onCancel} aria-label={`Cancel uploading ${name}`}>
        Cancel
      </Button>
    </Box>
  );
}
