import { afterEach, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/core';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module.js';
import { APP_OPTIONS, configureApp } from '../src/create-app.js';
import { DatabaseModule } from '../src/database/database.module.js';
import { createTestDatabase } from './utils/test-app.js';

/**
 * docker-compose.yml's order: the one-shot migrate (bin/migrate.ts: the database module alone,
 * migrating) runs to its end, then the api containers start with MIGRATE_ON_START=false.
 */
describe('a one-shot migrate, then servers that do not migrate', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  async function databaseContext(url: string, options: { migrate: boolean; connect?: boolean }) {
    const context: INestApplicationContext = await NestFactory.createApplicationContext(
      DatabaseModule.forRoot({ url, ...options }),
      { logger: ['error'] },
    );
    cleanup.push(() => context.close());
    return context;
  }

  const tables = async (context: INestApplicationContext): Promise<string[]> => {
    const rows: { table_name: string }[] = await context
      .get(MikroORM)
      .em.getConnection()
      .execute("select table_name from information_schema.tables where table_schema = 'public'");
    return rows.map((row) => row.table_name);
  };

  it('migrates a fresh database with the database module alone, as bin/migrate.ts does', async () => {
    const database = await createTestDatabase();
    cleanup.push(database.drop);
    await databaseContext(database.url, { migrate: true });
    const check = await databaseContext(database.url, { migrate: false });
    expect(await tables(check)).toEqual(expect.arrayContaining(['mikro_orm_migrations', 'users', 'leads']));
  });

  it('leaves the schema alone when not migrating', async () => {
    const database = await createTestDatabase();
    cleanup.push(database.drop);
    const context = await databaseContext(database.url, { migrate: false, connect: true });
    expect(await tables(context)).toEqual([]);
  });

  it('connects at start without migrating: the first health check is ok and ADMIN_USERNAME is made', async () => {
    const database = await createTestDatabase();
    cleanup.push(database.drop);
    await (await databaseContext(database.url, { migrate: true })).close();
    const previous = { ...process.env };
    Object.assign(process.env, {
      SESSION_SECRET: 'test-session-secret-that-is-long-enough-000',
      ADMIN_USERNAME: 'compose-admin',
      ADMIN_PASSWORD: 'compose admin passphrase',
    });
    cleanup.push(async () => {
      process.env = previous;
    });

    const moduleRef = await Test.createTestingModule({
      imports: [AppModule.forRoot({ url: database.url, migrate: false, connect: true })],
    }).compile();
    const app = moduleRef.createNestApplication({ ...APP_OPTIONS, logger: ['error'] });
    await configureApp(app);
    await app.init();
    cleanup.push(() => app.close());
    const response = await request(app.getHttpServer()).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok', details: { database: { status: 'up' } } });
    await request(app.getHttpServer())
      .post('/api/admin/login')
      .send({ username: 'compose-admin', password: 'compose admin passphrase' })
      .expect(200);
  });
});
