import { useEffect, useRef, useState, type DragEvent } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IMAGE_TYPES, DOCUMENT_TYPE, MAX_IMAGES_PER_POST, type AdminPostDto } from '../../../api';
import { plural } from '../../../components/format';
import { SectionCard } from '../../../components/section-card';
import { usePostMedia, mediaKind } from '../hooks/use-post-media';
import { ACCEPTED_TYPES, checkFiles, checkReplacement } from '../media-checks';
import { ConfirmDialog } from './confirm-dialog';
import { MediaItemEditor, MediaItemView } from './media-item';
import { MediaUploadRow } from './media-upload-row';

/** The section's anchor: the delivery refusal about alt text links here. */
export const POST_MEDIA_ID = 'post-media';

const EMPTY = `No images or document. Add up to ${MAX_IMAGES_PER_POST} images, or one PDF shown as a carousel.`;

const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3 } as const;

/**
 * The post's "Images or document" (docs/product.md, "Images and documents"): up to 20 images or one
 * PDF, picked with a button (or dropped), each upload's progress shown with Cancel, the files checked
 * first as the server checks them. On a draft, images are reordered, replaced and removed, each with
 * its alt text; a document has its title. Everything is saved as it changes. Out of draft, the media
 * is shown without controls.
 */
export function PostMediaEditor({ post }: { post: AdminPostDto }) {
  return (
    <Box id={POST_MEDIA_ID} sx={{ scrollMarginTop: 80 }}>
      <SectionCard title="Images or document">
        {post.editable ? <MediaEditor post={post} /> : <MediaView post={post} />}
      </SectionCard>
    </Box>
  );
}

function MediaView({ post }: { post: AdminPostDto }) {
  const items = post.media?.items ?? [];
  if (!items.length) return <Typography color="text.secondary">No images or document.</Typography>;
  return (
    <Box component="ol" sx={listSx}>
      {items.map((item, index) => (
        <MediaItemView
          key={item.id}
          item={item}
          position={index + 1}
          count={items.length}
          documentTitle={post.media?.documentTitle ?? null}
        />
      ))}
    </Box>
  );
}

function MediaEditor({ post }: { post: AdminPostDto }) {
  const { state, uploads, saving, saveError, update, saveNow, saveTyped, upload, cancelUpload } =
    usePostMedia(post);
  const { items, documentTitle } = state;
  const kind = mediaKind(items);
  const [problems, setProblems] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [removing, setRemoving] = useState<number | null>(null);
  const [replacing, setReplacing] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const pickInput = useRef<HTMLInputElement>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // The move buttons by image id, to keep the focus on the image moved.
  const moveButtons = useRef(
    new Map<number, { up?: HTMLButtonElement | null; down?: HTMLButtonElement | null }>(),
  );
  // The image just moved, whose button keeps the focus once the list has its new order.
  const focusAfterMove = useRef<{ id: number; direction: 'up' | 'down' } | null>(null);

  // A file removed: the focus goes to the add button (enabled again once a PDF is gone).
  const focusAdd = useRef(false);

  useEffect(() => {
    if (focusAdd.current) {
      focusAdd.current = false;
      addButton.current?.focus();
    }
    const wanted = focusAfterMove.current;
    if (!wanted) return;
    focusAfterMove.current = null;
    const buttons = moveButtons.current.get(wanted.id);
    const same = buttons?.[wanted.direction];
    // At the top or the bottom now, the same button is disabled: the other one takes the focus.
    (same && !same.disabled ? same : buttons?.[wanted.direction === 'up' ? 'down' : 'up'])?.focus();
  });

  // What the post will hold once the uploads under way land (a replacement adds nothing).
  const adding = uploads.filter((item) => item.status !== 'failed' && item.replacing === undefined);
  const addingKind = adding.length
    ? adding.some((item) => item.file.type === DOCUMENT_TYPE)
      ? 'document'
      : 'images'
    : null;
  const held = { kind: kind ?? addingKind, count: items.length + adding.length };

  const addFiles = (files: File[]) => {
    if (!files.length) return;
    const { accepted, problems: found } = checkFiles(files, held);
    setProblems(found);
    if (accepted.length) upload(accepted);
  };

  const replaceWith = (file: File | undefined) => {
    const target = items.find((item) => item.id === replacing);
    setReplacing(null);
    if (!file || !target) return;
    const problem = checkReplacement(file, target.kind === 'document' ? 'document' : 'images');
    setProblems(problem ? [problem] : []);
    if (!problem) upload([file], target.id);
  };

  const move = (index: number, delta: -1 | 1) => {
    const to = index + delta;
    const moved = items[index]!;
    update((current) => {
      const next = [...current.items];
      [next[index], next[to]] = [next[to]!, next[index]!];
      return { ...current, items: next };
    });
    setAnnouncement(`Image ${index + 1} moved to position ${to + 1} of ${items.length}.`);
    focusAfterMove.current = { id: moved.id, direction: delta === -1 ? 'up' : 'down' };
  };

  const remove = () => {
    const gone = items.find((item) => item.id === removing);
    setRemoving(null);
    if (!gone) return;
    update((current) => ({
      items: current.items.filter((item) => item.id !== gone.id),
      documentTitle: gone.kind === 'document' ? '' : current.documentTitle,
    }));
    setAnnouncement(`Removed ${gone.fileName}.`);
    focusAdd.current = true;
  };

  const setText = (id: number, value: string) =>
    update(
      (current) =>
        mediaKind(current.items) === 'document'
          ? { ...current, documentTitle: value }
          : {
              ...current,
              items: current.items.map((item) => (item.id === id ? { ...item, altText: value } : item)),
            },
      'later',
    );

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles([...event.dataTransfer.files]);
  };

  const missingAlt = kind === 'images' ? items.filter((item) => !item.altText?.trim()).length : 0;
  const removingItem = items.find((item) => item.id === removing);
  const full = kind === 'document' || held.count >= MAX_IMAGES_PER_POST;
  const replacingKind = items.find((item) => item.id === replacing)?.kind;

  return (
    <>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          p: 2,
          mb: 2,
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 1,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <Button
          ref={addButton}
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => pickInput.current?.click()}
          disabled={full}
        >
          {kind === 'images' ? 'Add images' : 'Add images or a PDF'}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 12rem' }}>
          {kind === 'document'
            ? 'A post has one PDF: replace or remove it to change it.'
            : 'JPEG, PNG, GIF or WebP up to 10 MB each, or one PDF up to 100 MB. Or drop files here.'}
        </Typography>
        <input
          ref={pickInput}
          data-testid="media-file-input"
          type="file"
          hidden
          tabIndex={-1}
          accept={kind === 'images' ? IMAGE_TYPES.join(',') : ACCEPTED_TYPES}
          multiple
          onChange={(event) => {
            addFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <input
          ref={replaceInput}
          data-testid="media-replace-input"
          type="file"
          hidden
          tabIndex={-1}
          accept={replacingKind === 'document' ? DOCUMENT_TYPE : IMAGE_TYPES.join(',')}
          onChange={(event) => {
            replaceWith(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Box>

      {problems.length > 0 && (
        <Alert severity="warning" onClose={() => setProblems([])} sx={{ mb: 2 }}>
          {problems.length === 1 ? (
            problems[0]
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      {saveError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={saveNow} loading={saving}>
              Try again
            </Button>
          }
        >
          Failed to save the images or document: {saveError}
        </Alert>
      )}

      {uploads.length > 0 && (
        <Box component="ul" aria-label="Uploads" sx={{ ...listSx, gap: 1.5, mb: 3 }}>
          {uploads.map((item) => (
            <MediaUploadRow key={item.key} upload={item} onCancel={() => cancelUpload(item.key)} />
          ))}
        </Box>
      )}

      {items.length === 0 && uploads.length === 0 && <Typography color="text.secondary">{EMPTY}</Typography>}
      {missingAlt > 0 && (
        <Typography color="warning.dark" variant="body2" sx={{ mb: 2 }}>
          {plural(missingAlt, 'image needs', 'images need')} alt text before delivery.
        </Typography>
      )}
      {items.length > 0 && (
        <Box component="ol" aria-label={kind === 'document' ? 'Document' : 'Images, in order'} sx={listSx}>
          {items.map((item, index) => (
            <MediaItemEditor
              key={item.id}
              item={item}
              position={index + 1}
              count={items.length}
              documentTitle={documentTitle}
              moveUpRef={(button) => {
                moveButtons.current.set(item.id, { ...moveButtons.current.get(item.id), up: button });
              }}
              moveDownRef={(button) => {
                moveButtons.current.set(item.id, { ...moveButtons.current.get(item.id), down: button });
              }}
              actions={{
                onMove: (delta) => move(index, delta),
                onReplace: () => {
                  setReplacing(item.id);
                  replaceInput.current?.click();
                },
                onRemove: () => setRemoving(item.id),
                onTextChange: (value) => setText(item.id, value),
                onTextBlur: saveTyped,
              }}
            />
          ))}
        </Box>
      )}

      <Typography
        aria-live="polite"
        variant="body2"
        color="text.secondary"
        sx={{ mt: 2, minHeight: '1.5em' }}
      >
        {announcement} {saving ? 'Saving…' : ''}
      </Typography>

      <ConfirmDialog
        open={removingItem !== undefined}
        title={removingItem?.kind === 'document' ? 'Remove the PDF?' : 'Remove this image?'}
        confirmLabel="Remove"
        destructive
        loading={false}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      >
        “{removingItem?.fileName}” leaves the post. Upload it again to put it back.
      </ConfirmDialog>
    </>
  );
}
