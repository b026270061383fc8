import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CurrentPasswords } from './current-passwords.js';
import { User } from './user.entity.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [MikroOrmModule.forFeature([User])],
  providers: [UsersService, CurrentPasswords],
  exports: [UsersService, CurrentPasswords],
})
export class UsersModule {}
