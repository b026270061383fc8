import { Injectable } from '@nestjs/common';
import { notImplementedYet } from '../common/not-implemented.js';
import type { CreateLeadDto, CreateLeadResponseDto } from './dto/create-lead.dto.js';
import type { LeadDto, LeadSummaryDto } from './dto/lead.dto.js';

@Injectable()
export class LeadsService {
  create(_input: CreateLeadDto): Promise<CreateLeadResponseDto> {
    return notImplementedYet('Lead capture');
  }

  list(): Promise<LeadSummaryDto[]> {
    return notImplementedYet('The leads list');
  }

  get(_id: number): Promise<LeadDto> {
    return notImplementedYet('Lead details');
  }
}
