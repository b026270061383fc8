import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { MEDIA_VARIANTS, type MediaVariant } from './media-limits.js';

/** A path's variant: thumbnail, preview or original; anything else is a 400 that names them. */
@Injectable()
export class MediaVariantPipe implements PipeTransform<string, MediaVariant> {
  transform(value: string): MediaVariant {
    if ((MEDIA_VARIANTS as readonly string[]).includes(value)) return value as MediaVariant;
    throw new BadRequestException(`The variant must be one of ${MEDIA_VARIANTS.join(', ')}`);
  }
}
