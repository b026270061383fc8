import ComputerIcon from '@mui/icons-material/Computer';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import PublicIcon from '@mui/icons-material/Public';
import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { PostMediaDto } from '../api';
import { nameInitials } from './format';
import { splitAtFold, type FoldDevice } from './linkedin-fold';
import { LinkedInMedia } from './media/linkedin-media';

/** The width of the feed's post on each device, so the preview wraps about as the feed does. */
const FEED_WIDTH: Record<FoldDevice, number> = { desktop: 555, mobile: 360 };

/** Desktop or Mobile: which feed the preview shows (MUI's toggle buttons: Tab, then Enter or Space). */
export function FoldDeviceToggle({
  device,
  onChange,
}: {
  device: FoldDevice;
  onChange: (device: FoldDevice) => void;
}) {
  return (
    <ToggleButtonGroup
      value={device}
      exclusive
      size="small"
      aria-label="Preview on"
      onChange={(_event, value: FoldDevice | null) => {
        // Pressing the chosen one again keeps it chosen.
        if (value) onChange(value);
      }}
    >
      <ToggleButton value="desktop" sx={{ gap: 0.5, px: 1.5 }}>
        <ComputerIcon fontSize="small" aria-hidden />
        Desktop
      </ToggleButton>
      <ToggleButton value="mobile" sx={{ gap: 0.5, px: 1.5 }}>
        <PhoneIphoneIcon fontSize="small" aria-hidden />
        Mobile
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/**
 * The post as it will look in the LinkedIn feed on a desktop or a phone: the author's name and
 * initials, then the text above the fold (linkedin-fold.ts) and "…see more", which opens the rest as
 * the feed does, then its images or document edge to edge as the feed shows them. Used by the editor
 * and by the client's Content Details.
 */
export function LinkedInPreview({
  authorName,
  text,
  device,
  onDeviceChange,
  media,
  markMissingAlt,
}: {
  authorName: string;
  text: string;
  device: FoldDevice;
  onDeviceChange: (device: FoldDevice) => void;
  /** The post's images or document; none for a text-only post. */
  media?: PostMediaDto | null;
  /** The team's preview: an image without alt text says so. */
  markMissingAlt?: boolean;
}) {
  const headingId = useId();
  const bodyId = useId();
  const [expanded, setExpanded] = useState(false);
  const { hook, rest } = splitAtFold(text, device);
  const folded = rest.length > 0;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          mb: 1,
        }}
      >
        <Typography id={headingId} variant="subtitle2" component="h3" color="text.secondary">
          LinkedIn preview
        </Typography>
        <FoldDeviceToggle device={device} onChange={onDeviceChange} />
      </Box>
      <Paper
        variant="outlined"
        data-testid="linkedin-preview"
        data-device={device}
        sx={{ p: 2, borderRadius: 2, maxWidth: FEED_WIDTH[device], mx: 'auto' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
          <Avatar aria-hidden sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>
            {nameInitials(authorName)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{authorName}</Typography>
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
            sx={{
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontSize: device === 'mobile' ? '0.875rem' : '0.9375rem',
              lineHeight: 1.45,
            }}
          >
            {expanded || !folded ? text : hook}
            {folded && (
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
        {media && (
          <Box sx={{ mt: 1.5 }}>
            <LinkedInMedia media={media} markMissingAlt={markMissingAlt} bleed={2} />
          </Box>
        )}
      </Paper>
    </Box>
  );
}
