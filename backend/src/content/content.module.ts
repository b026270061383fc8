import { Module } from '@nestjs/common';
import { AdminContentController } from './admin-content.controller.js';
import { AdminContentService } from './admin-content.service.js';
import { ContentController } from './content.controller.js';
import { ContentService } from './content.service.js';

@Module({
  controllers: [ContentController, AdminContentController],
  providers: [ContentService, AdminContentService],
})
export class ContentModule {}
