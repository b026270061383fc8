import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Erasure } from './erasure.entity.js';
import { ErasuresService } from './erasures.service.js';

/** The record of what was erased, by whom and when (never the erased data). */
@Module({
  imports: [MikroOrmModule.forFeature([Erasure])],
  providers: [ErasuresService],
  exports: [ErasuresService],
})
export class ErasuresModule {}
