import { Module } from '@nestjs/common';
import { SiteFilesController } from './site-files.controller.js';
import { SiteController } from './site.controller.js';

@Module({ controllers: [SiteController, SiteFilesController] })
export class SiteModule {}
