import type { AttachedMediaDto, PostMediaDto } from '../../api';
import { plural } from '../format';

/** "image 2", "images 1 and 3", "images 1, 2 and 4": positions counted from 1, as the editor shows them. */
function imagesAt(positions: number[]): string {
  if (positions.length === 1) return `image ${positions[0]}`;
  const last = positions[positions.length - 1];
  return `images ${positions.slice(0, -1).join(', ')} and ${last}`;
}

const titled = (title: string | null) => (title ? ` “${title}”` : '');

function describeImages(before: AttachedMediaDto[], after: AttachedMediaDto[]): string[] {
  const changes: string[] = [];
  const afterIds = new Set(after.map((item) => item.id));
  const beforeById = new Map(before.map((item) => [item.id, item]));
  const added = after.filter((item) => !beforeById.has(item.id)).length;
  const removed = before.filter((item) => !afterIds.has(item.id)).length;
  if (added) changes.push(`Added ${plural(added, 'image', 'images')}`);
  if (removed) changes.push(`Removed ${plural(removed, 'image', 'images')}`);
  // Reordered: the images kept on both sides are not in the same order (adding or removing one is
  // not a reorder).
  const keptBefore = before.filter((item) => afterIds.has(item.id)).map((item) => item.id);
  const keptAfter = after.filter((item) => beforeById.has(item.id)).map((item) => item.id);
  if (keptBefore.some((id, index) => id !== keptAfter[index])) changes.push('Reordered the images');
  const altChanged = after.flatMap((item, index) => {
    const previous = beforeById.get(item.id);
    return previous && (previous.altText ?? '') !== (item.altText ?? '') ? [index + 1] : [];
  });
  if (altChanged.length) changes.push(`Changed the alt text of ${imagesAt(altChanged)}`);
  return changes;
}

function describeDocument(before: PostMediaDto, after: PostMediaDto): string[] {
  const [was, now] = [before.items[0], after.items[0]];
  if (was?.id !== now?.id) {
    return [
      `Replaced the document${titled(before.documentTitle)} with${titled(after.documentTitle) || ' another'}`,
    ];
  }
  if ((before.documentTitle ?? '') !== (after.documentTitle ?? '')) {
    return [
      `Changed the document's title from${titled(before.documentTitle) || ' none'} to${titled(after.documentTitle) || ' none'}`,
    ];
  }
  return [];
}

function describeAdded(media: PostMediaDto): string {
  return media.kind === 'images'
    ? `Added ${plural(media.items.length, 'image', 'images')}`
    : `Added the document${titled(media.documentTitle)}`;
}

function describeRemoved(media: PostMediaDto): string {
  return media.kind === 'images'
    ? `Removed ${plural(media.items.length, 'image', 'images')}`
    : `Removed the document${titled(media.documentTitle)}`;
}

/**
 * What changed in a post's images or document from one version to another, one short sentence a
 * change, for "What changed" and "Compare versions" (docs/product.md, "Images and documents"). Files
 * are told apart by their id: a file replaced is a new id. Empty when nothing changed.
 */
export function describeMediaChanges(before: PostMediaDto | null, after: PostMediaDto | null): string[] {
  // A media with no items is the same as none.
  const was = before?.items.length ? before : null;
  const now = after?.items.length ? after : null;
  if (!was && !now) return [];
  if (!was) return [describeAdded(now!)];
  if (!now) return [describeRemoved(was)];
  if (was.kind !== now.kind) return [describeRemoved(was), describeAdded(now)];
  return was.kind === 'images' ? describeImages(was.items, now.items) : describeDocument(was, now);
}
