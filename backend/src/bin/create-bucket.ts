/**
 * `npm run media:bucket` (in the image: `node backend/dist/bin/create-bucket.js`): makes S3_BUCKET
 * at S3_ENDPOINT unless it is there, and exits 0 once it is (docs/operations.md, "Media storage").
 * docker-compose.yml runs it once before the api containers, on its own S3-compatible service.
 */
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { InvalidEnvironmentError, validateEnvironment } from '../config/environment.js';
import { s3SettingsFrom, S3Storage } from '../media/s3-storage.js';

const logger = new Logger('MediaBucket');

async function createBucket(): Promise<void> {
  const settings = s3SettingsFrom(validateEnvironment(process.env));
  if (!settings) {
    throw new InvalidEnvironmentError([
      'S3_BUCKET is required: without it media is kept in DATA_DIR/media, which needs no bucket',
    ]);
  }
  const storage = new S3Storage(settings);
  const made = await storage.ensureBucket();
  await storage.check();
  logger.log(`${made ? 'Made' : 'Found'} the ${storage.where}`);
}

createBucket().catch((error: unknown) => {
  logger.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
