import type { Ref } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { MAX_ALT_TEXT, MAX_DOCUMENT_TITLE, type AttachedMediaDto } from '../../../api';
import { plural } from '../../../components/format';

const ALT_TEXT_WHY = 'screen readers read it aloud, and LinkedIn takes it.';

/** Why an image's alt text or the document's title is asked for, and that it is missing. */
function helperText(image: boolean, missing: boolean): string {
  if (image) return `${missing ? 'Needed before delivery' : 'For whoever cannot see it'}: ${ALT_TEXT_WHY}`;
  return `${missing ? 'A title is required: ' : ''}LinkedIn shows it above the carousel.`;
}

/** The small image of a file: an image's, or a document's first page (same origin: the cookie goes). */
function Thumbnail({ item }: { item: AttachedMediaDto }) {
  return (
    <Box
      component="img"
      src={item.thumbnailUrl}
      alt=""
      loading="lazy"
      sx={{
        width: 96,
        height: 96,
        flex: '0 0 auto',
        objectFit: item.kind === 'document' ? 'contain' : 'cover',
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    />
  );
}

const facts = (item: AttachedMediaDto) =>
  [
    item.fileName,
    item.width && item.height ? `${item.width} × ${item.height}` : null,
    item.pageCount !== null ? plural(item.pageCount, 'page', 'pages') : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** What an image or the document holds and what is said of it, for reading only (a post not in draft). */
export function MediaItemView({
  item,
  position,
  count,
  documentTitle,
}: {
  item: AttachedMediaDto;
  position: number;
  count: number;
  documentTitle: string | null;
}) {
  const image = item.kind === 'image';
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Thumbnail item={item} />
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {image ? `Image ${position} of ${count}` : documentTitle || 'Document'}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {facts(item)}
        </Typography>
        {image && (
          <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {item.altText ? `Alt text: ${item.altText}` : 'No alt text.'}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

export interface MediaItemActions {
  onMove: (delta: -1 | 1) => void;
  onReplace: () => void;
  onRemove: () => void;
  /** An image's alt text, or the document's title, as typed (saved once typing pauses). */
  onTextChange: (value: string) => void;
  /** Leaving the field: what was typed is saved now. */
  onTextBlur: () => void;
}

/**
 * One file of a draft's media with its controls: an image's alt text (required before delivery, and
 * why), the document's title (required) and its page count, Move up / Move down named by position,
 * Replace and Remove. Controls wrap on a narrow screen.
 */
export function MediaItemEditor({
  item,
  position,
  count,
  documentTitle,
  actions,
  moveUpRef,
  moveDownRef,
}: {
  item: AttachedMediaDto;
  position: number;
  count: number;
  documentTitle: string;
  actions: MediaItemActions;
  moveUpRef?: Ref<HTMLButtonElement>;
  moveDownRef?: Ref<HTMLButtonElement>;
}) {
  const image = item.kind === 'image';
  const name = image ? `image ${position}` : 'the PDF';
  const text = image ? (item.altText ?? '') : documentTitle;
  const missing = !text.trim();
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Thumbnail item={item} />
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {image ? `Image ${position} of ${count}` : 'PDF document'}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
          {facts(item)}
        </Typography>
        <TextField
          label={image ? `Alt text of image ${position}` : 'Document title'}
          required
          fullWidth
          multiline={image}
          minRows={image ? 2 : undefined}
          value={text}
          onChange={(event) => actions.onTextChange(event.target.value)}
          onBlur={actions.onTextBlur}
          error={missing}
          helperText={helperText(image, missing)}
          slotProps={{ htmlInput: { maxLength: image ? MAX_ALT_TEXT : MAX_DOCUMENT_TITLE } }}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          {image && (
            <>
              <Tooltip title="Move up">
                <span>
                  <IconButton
                    ref={moveUpRef}
                    aria-label={`Move image ${position} up`}
                    disabled={position === 1}
                    onClick={() => actions.onMove(-1)}
                  >
                    <ArrowUpwardIcon />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Move down">
                <span>
                  <IconButton
                    ref={moveDownRef}
                    aria-label={`Move image ${position} down`}
                    disabled={position === count}
                    onClick={() => actions.onMove(1)}
                  >
                    <ArrowDownwardIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </>
          )}
          <Button size="small" onClick={actions.onReplace} aria-label={`Replace ${name}`}>
            Replace
          </Button>
          <Button size="small" color="error" onClick={actions.onRemove} aria-label={`Remove ${name}`}>
            Remove
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
