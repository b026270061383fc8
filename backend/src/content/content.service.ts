import { Injectable } from '@nestjs/common';
import { notImplementedYet } from '../common/not-implemented.js';
import type { ContentDto, PublishContentDto, RequestRevisionDto } from './dto/content.dto.js';

@Injectable()
export class ContentService {
  listForClient(_clientId: number): Promise<ContentDto[]> {
    return notImplementedYet('Content');
  }

  getForClient(_clientId: number, _id: number): Promise<ContentDto> {
    return notImplementedYet('Content');
  }

  requestRevision(_clientId: number, _id: number, _input: RequestRevisionDto): Promise<ContentDto> {
    return notImplementedYet('Revision requests');
  }

  publish(_clientId: number, _id: number, _input: PublishContentDto): Promise<ContentDto> {
    return notImplementedYet('Publishing');
  }
}
