import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { SingleLine } from '../../common/validators.js';
import { MAX_ALT_TEXT, MAX_DOCUMENT_TITLE, MAX_IMAGES_PER_POST } from '../../media/media-limits.js';
import { MEDIA_KINDS, type MediaKind } from '../../media/media-file.entity.js';

export const POST_MEDIA_KINDS = ['images', 'document'] as const;
export type PostMediaKind = (typeof POST_MEDIA_KINDS)[number];

/**
 * One file as its reader may fetch it: the addresses are the reader's own (the back office's, the
 * portal's or the review link's), each answering 404 to anyone else.
 */
export class MediaFileDto {
  id!: number;
  @ApiProperty({ enum: MEDIA_KINDS, enumName: 'MediaKind' })
  kind!: MediaKind;
  /** The type read from the file's bytes. */
  contentType!: string;
  byteSize!: number;
  /** The file's name as uploaded, cleaned; offered on download. */
  fileName!: string;
  /** An image's pixels; null for a document. */
  width!: number | null;
  height!: number | null;
  /** A document's pages; null for an image. */
  pageCount!: number | null;
  /** A small image of it (an image's, or a document's first page). */
  thumbnailUrl!: string;
  /** A larger image of it, as the LinkedIn preview shows it (EXIF data stripped). */
  previewUrl!: string;
  /** The file as uploaded (a download). */
  originalUrl!: string;
  /** A document's first pages drawn as images, in order; empty for an image. */
  pageUrls!: string[];
}

/** A file in a post's media, with what is said of it. */
export class AttachedMediaDto extends MediaFileDto {
  /** An image's text for screen readers (and LinkedIn); null until written, and for a document. */
  altText!: string | null;
}

/** A post's (or a version's) images or document. */
export class PostMediaDto {
  @ApiProperty({ enum: POST_MEDIA_KINDS, enumName: 'PostMediaKind' })
  kind!: PostMediaKind;
  /** The images in their order, or the one document. */
  items!: AttachedMediaDto[];
  /** The document's title; null for images. */
  documentTitle!: string | null;
}

/** One uploaded file placed in a post's media. */
export class PostMediaItemInputDto {
  /** A file uploaded for this post's client. */
  @IsInt({ message: 'mediaId must be a file id' })
  @Min(1, { message: 'mediaId must be a file id' })
  mediaId!: number;

  /** An image's text for screen readers; required before delivery, not for a document. */
  @IsOptional()
  @IsString({ message: 'altText must be text' })
  @MaxLength(MAX_ALT_TEXT, { message: `altText must be at most ${MAX_ALT_TEXT} characters` })
  @SingleLine('Alt text')
  altText?: string | null;
}

/**
 * A draft's media, whole: 1 to 20 images in their order, or one PDF with its title, or nothing (an
 * empty list). Replaces what the draft had.
 */
export class SetPostMediaDto {
  @IsArray({ message: 'items must be a list' })
  @ArrayMaxSize(MAX_IMAGES_PER_POST, { message: `items must hold at most ${MAX_IMAGES_PER_POST} images` })
  @ValidateNested({ each: true })
  @Type(() => PostMediaItemInputDto)
  items!: PostMediaItemInputDto[];

  /** The document's title, as LinkedIn shows it; required with a document, refused with images. */
  @IsOptional()
  @IsString({ message: 'documentTitle must be text' })
  @MaxLength(MAX_DOCUMENT_TITLE, {
    message: `documentTitle must be at most ${MAX_DOCUMENT_TITLE} characters`,
  })
  @SingleLine('Document title')
  documentTitle?: string | null;
}
