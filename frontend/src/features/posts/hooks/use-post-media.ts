import { useCallback, useEffect, useRef, useState } from 'react';
import {
  errorMessage,
  useSetPostMediaMutation,
  type AdminPostDto,
  type AttachedMediaDto,
  type PostMediaDto,
  type PostMediaKind,
  type SetPostMediaDto,
} from '../../../api';
import { isUploadCanceled, uploadPostMedia } from '../../../api/upload';

/** Alt text and a document's title are saved once typing pauses this long (and on leaving the field). */
export const MEDIA_SAVE_DEBOUNCE_MS = 800;

/** The draft's media as the editor holds it: the files in order and the document's title as typed. */
export interface MediaState {
  items: AttachedMediaDto[];
  documentTitle: string;
}

/** One file on its way: waiting its turn, going, or refused. */
export interface MediaUpload {
  key: string;
  file: File;
  /** 0 to 1. */
  progress: number;
  status: 'waiting' | 'uploading' | 'failed';
  error?: string;
  /** The id of the file it replaces, in that file's place. */
  replacing?: number;
  controller: AbortController;
}

export const mediaKind = (items: AttachedMediaDto[]): PostMediaKind | null =>
  items.length === 0 ? null : items[0]!.kind === 'document' ? 'document' : 'images';

const fromDto = (media: PostMediaDto | null): MediaState => ({
  items: media?.items ?? [],
  documentTitle: media?.documentTitle ?? '',
});

/** The PUT's body: the files in order with their alt text, or the document with its title. */
export function toSetPostMedia({ items, documentTitle }: MediaState): SetPostMediaDto {
  const document = mediaKind(items) === 'document';
  return {
    items: items.map((item) =>
      document ? { mediaId: item.id } : { mediaId: item.id, altText: item.altText?.trim() || null },
    ),
    documentTitle: document ? documentTitle.trim() : null,
  };
}

/** A document's title to start from: its file's name without the extension. */
const titleFromFileName = (name: string) => name.replace(/\.pdf$/i, '').trim();

let uploadKeys = 0;

/**
 * The draft's images or document, saved whole (PUT …/media) as they change, so nothing is lost: at once
 * after an upload, a move or a removal; alt text and the title once typing pauses, on leaving the
 * field, and before the page goes. Saves run one after another, each sending the latest state. Files
 * upload one at a time, in the order picked, each joining the list as it arrives.
 */
export function usePostMedia(post: AdminPostDto) {
  const [state, setState] = useState(() => fromDto(post.media));
  const [uploads, setUploadsState] = useState<MediaUpload[]>([]);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [setPostMedia] = useSetPostMediaMutation();

  const latest = useRef(state);
  const uploadsRef = useRef(uploads);
  // Changes not yet sent (a pause in typing), a save queued behind the one going, the save loop running.
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const queued = useRef(false);
  const running = useRef(false);
  const pumping = useRef(false);
  // The post's time as the last save answered it: an answer older than that (a refetch sent before the
  // save landed) is not the server's media any more.
  const savedAt = useRef<string | null>(null);
  const unsaved = useCallback(() => timer.current !== null || queued.current || running.current, []);

  const setUploads = useCallback((change: (current: MediaUpload[]) => MediaUpload[]) => {
    uploadsRef.current = change(uploadsRef.current);
    setUploadsState(uploadsRef.current);
  }, []);

  const flush = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setSaving(true);
    while (queued.current) {
      queued.current = false;
      const current = latest.current;
      // A document needs its title: the field says so, and the last title saved stays until one is typed.
      if (mediaKind(current.items) === 'document' && !current.documentTitle.trim()) continue;
      try {
        const saved = await setPostMedia({ id: post.id, setPostMediaDto: toSetPostMedia(current) }).unwrap();
        savedAt.current = saved.updatedAt;
        setSaveError(null);
      } catch (error) {
        setSaveError(errorMessage(error));
      }
    }
    running.current = false;
    setSaving(false);
  }, [post.id, setPostMedia]);

  const saveNow = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    queued.current = true;
    void flush();
  }, [flush]);

  /** Takes the next state; saves it at once, or once typing pauses (`later`). */
  const update = useCallback(
    (change: (current: MediaState) => MediaState, when: 'now' | 'later' = 'now') => {
      latest.current = change(latest.current);
      setState(latest.current);
      if (when === 'now') {
        saveNow();
        return;
      }
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(saveNow, MEDIA_SAVE_DEBOUNCE_MS);
    },
    [saveNow],
  );

  /** Saves what waits for a pause in typing (the writer left the field). */
  const saveTyped = useCallback(() => {
    if (timer.current) saveNow();
  }, [saveNow]);

  // The server's media, once it changed there (a refetch), unless the writer's changes are on their way
  // or the answer predates the last save (moved twice quickly, the first save's refetch comes last).
  useEffect(() => {
    if (unsaved() || uploadsRef.current.some((upload) => upload.status !== 'failed')) return;
    if (savedAt.current && Date.parse(post.updatedAt) < Date.parse(savedAt.current)) return;
    latest.current = fromDto(post.media);
    setState(latest.current);
  }, [post.media, post.updatedAt, unsaved]);

  // Leaving the page: what waits for a pause in typing is sent now, and the browser asks first while
  // a file is still uploading.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (unsaved() || uploadsRef.current.some((upload) => upload.status !== 'failed'))
        event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      if (timer.current) saveNow();
      uploadsRef.current.forEach((upload) => upload.controller.abort());
    };
  }, [saveNow, unsaved]);

  const pump = useCallback(async () => {
    if (pumping.current) return;
    pumping.current = true;
    for (;;) {
      const next = uploadsRef.current.find((upload) => upload.status === 'waiting');
      if (!next) break;
      const patch = (changes: Partial<MediaUpload>) =>
        setUploads((current) =>
          current.map((upload) => (upload.key === next.key ? { ...upload, ...changes } : upload)),
        );
      patch({ status: 'uploading' });
      try {
        const file = await uploadPostMedia(post.id, next.file, {
          signal: next.controller.signal,
          onProgress: (progress) => patch({ progress }),
        });
        setUploads((current) => current.filter((upload) => upload.key !== next.key));
        const item: AttachedMediaDto = { ...file, altText: null };
        update(({ items, documentTitle }) => {
          const at = next.replacing === undefined ? -1 : items.findIndex((old) => old.id === next.replacing);
          const nextItems =
            at === -1 ? [...items, item] : items.map((old, index) => (index === at ? item : old));
          const title =
            file.kind === 'document' && !documentTitle.trim()
              ? titleFromFileName(file.fileName)
              : documentTitle;
          return { items: nextItems, documentTitle: title };
        });
      } catch (error) {
        if (isUploadCanceled(error))
          setUploads((current) => current.filter((upload) => upload.key !== next.key));
        else patch({ status: 'failed', error: errorMessage(error) });
      }
    }
    pumping.current = false;
  }, [post.id, setUploads, update]);

  /** Queues files to upload (checked already), each replacing `replacing` when given. */
  const upload = useCallback(
    (files: File[], replacing?: number) => {
      const added = files.map<MediaUpload>((file) => ({
        key: `upload-${++uploadKeys}`,
        file,
        progress: 0,
        status: 'waiting',
        replacing,
        controller: new AbortController(),
      }));
      setUploads((current) => [...current, ...added]);
      void pump();
    },
    [pump, setUploads],
  );

  /** Cancels an upload going or waiting, or dismisses one refused. */
  const cancelUpload = useCallback(
    (key: string) => {
      const found = uploadsRef.current.find((upload) => upload.key === key);
      if (found?.status === 'uploading') found.controller.abort();
      else setUploads((current) => current.filter((upload) => upload.key !== key));
    },
    [setUploads],
  );

  return { state, uploads, saving, saveError, update, saveNow, saveTyped, upload, cancelUpload };
}
