import { buildApp } from './app';
import { readApiConfig } from './config';
import { restrictNewFileModes } from './db/private-files';
import { openSubmissionRepository } from './db/submission-repository';
import { connectRateLimitRedis } from './http/rate-limit-redis';
import { createSmtpMailer } from './notifications/smtp-mailer';

/** Starts the API from environment variables (see readApiConfig) and stops it on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = readApiConfig();
  // Data, uploads and anything else this process writes are readable by its user only.
  restrictNewFileModes();
  const database = await openSubmissionRepository({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    postgres: {
      maxConnections: config.database.poolMax,
      connectTimeoutMs: config.database.connectTimeoutMs,
      statementTimeoutMs: config.database.statementTimeoutMs,
    },
  });
  const app = await buildApp({
    database,
    uploadDir: config.uploadDir,
    origins: config.origins,
    rateLimit: config.rateLimit,
    ...(config.redisUrl ? { redis: connectRateLimitRedis(config.redisUrl) } : {}),
    geoHeader: config.geoHeader,
    blogDir: config.blogDir,
    trustProxyHops: config.trustProxyHops,
    connections: config.connections,
    logger: { level: config.logLevel },
    ...(config.smtp ? { mailer: createSmtpMailer(config.smtp) } : {}),
  });
  app.log.info(
    {
      storage: config.databaseUrl ? 'postgres (DATABASE_URL)' : `pglite (${config.dataDir})`,
      uploadDir: config.uploadDir,
      origins: config.origins,
      rateLimitStore: config.redisUrl ? 'redis (REDIS_URL)' : 'memory',
      trustProxyHops: config.trustProxyHops,
      notifications: config.smtp ? `smtp to ${config.smtp.to}` : 'off',
    },
    'starting API',
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping API');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await app.close().catch(() => {});
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
