import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import type { Server } from 'node:http';
import Fastify, {
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import type { Redis } from 'ioredis';
import { apiDefaults, type ConnectionLimits } from './config';
import type { SubmissionRepository } from './db/submission-repository';
import { ApiError, detailMessages } from './http/api-error';
import { JSON_BODY_LIMIT_BYTES, multipartLimits } from './http/body-limits';
import { registerBodyParsers } from './http/body-parsers';
import { httpServerOptions, limitConnections } from './http/connection-limits';
import { registerCors } from './http/cors';
import { clientErrorHandler, frameworkErrors, registerErrorHandlers } from './http/error-handlers';
import { securityHeaders } from './http/raw-response';
import type { Mailer } from './notifications/mailer';
import {
  createSubmissionNotifier,
  type NotificationOutboxOptions,
} from './notifications/submission-notifier';
import { registerBlogPostRoutes } from './routes/blog-posts';
import { registerCareerApplicationRoutes } from './routes/career-applications';
import { registerClientErrorRoutes } from './routes/client-errors';
import { registerContactMessageRoutes } from './routes/contact-messages';
import { registerGeoRoutes } from './routes/geo';
import { registerHealthRoutes } from './routes/health';
import { registerInternshipApplicationRoutes } from './routes/internship-applications';
import { registerNewsletterSubscriptionRoutes } from './routes/newsletter-subscriptions';
import { registerReadinessRoutes } from './routes/readiness';
import type { RouteContext } from './routes/route-context';
import { prepareUploadDir, sweepOrphanUploads } from './uploads/resume-storage';
import { pruneClientErrorReports } from './client-errors/client-error-store';

/** Browser error reports are kept this long. */
export const CLIENT_ERROR_RETENTION_DAYS = 90;
/** How often the upload directory is swept for orphans while the server runs. */
export const ORPHAN_SWEEP_INTERVAL_MS = 15 * 60_000;

export interface RateLimitOptions {
  /** Requests allowed per IP on each POST route within the window. */
  max: number;
  timeWindowMs: number;
  /** Requests allowed per IP on each GET route (geo, blog posts); default six times `max`. */
  readMax?: number;
  /** Browser error report batches allowed per IP within the window; default `max`. */
  clientErrorMax?: number;
}

export interface BuildAppOptions {
  /** Where submissions are stored (see openSubmissionRepository). */
  database: SubmissionRepository;
  /** Where resumes are written; outside anything served. */
  uploadDir: string;
  /** Site origins allowed by CORS. */
  origins?: readonly string[];
  rateLimit?: RateLimitOptions;
  /**
   * Redis holding the rate-limit counts, shared by every API process using it; in memory (per
   * process) when left out. Closed with the app.
   */
  redis?: Redis;
  /** Name of the trusted request header carrying the visitor's country code. */
  geoHeader?: string;
  /** Folder of the blog posts served at /wp/v2/posts. */
  blogDir?: string;
  /** Sends the notification of each accepted submission, through the outbox; none when left out. */
  mailer?: Mailer;
  /** Retry and polling of the notification outbox. */
  outbox?: NotificationOutboxOptions;
  logger?: FastifyServerOptions['logger'];
  /**
   * Reverse proxies in front of the API whose X-Forwarded-For is trusted (0: none). The client
   * address is the one the outermost trusted proxy saw.
   */
  trustProxyHops?: number;
  /** Timeouts and connection caps (see config.ts). */
  connections?: Partial<ConnectionLimits>;
  /** Close the database when the app closes (default true). */
  closeDatabaseOnClose?: boolean;
  /** Remove orphan uploads older than this at start-up (default 10 minutes). */
  orphanUploadGraceMs?: number;
}

/**
 * While the server shuts down (SIGTERM), requests still arriving on open connections answer
 * 503 {"detail": ...} with Retry-After and Connection: close, so the load balancer sends them
 * to another process.
 */
function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new ApiError(503, detailMessages.serviceUnavailable, { 'retry-after': '1' });
  });
}

/** The API as a fastify instance: every route, limit and error answer, ready to listen or inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const hops = options.trustProxyHops ?? 0;
  const connections: ConnectionLimits = {
    requestTimeoutMs: apiDefaults.requestTimeoutMs,
    headersTimeoutMs: apiDefaults.headersTimeoutMs,
    keepAliveTimeoutMs:
      hops > 0 ? apiDefaults.keepAliveTimeoutMs.behindProxy : apiDefaults.keepAliveTimeoutMs.direct,
    maxConnectionsPerAddress: hops > 0 ? 0 : apiDefaults.maxConnectionsPerAddress,
    maxConnections: 0,
    ...options.connections,
  };
  connections.headersTimeoutMs = Math.min(
    connections.headersTimeoutMs,
    connections.requestTimeoutMs,
  );

  const serverOptions: FastifyHttpOptions<Server> = {
    logger: options.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Trust the first `hops` addresses counted from the socket (the proxies), as fastify does for
    // a number: the client is the address the outermost trusted proxy saw.
    trustProxy: hops > 0 ? (_address: string, hop: number) => hop < hops : false,
    // Requests arriving while the server shuts down get a DRF-shaped 503 (below) instead.
    return503OnClosing: false,
    requestTimeout: connections.requestTimeoutMs,
    keepAliveTimeout: connections.keepAliveTimeoutMs,
    // A socket with no traffic at all for this long (say, a client that stopped reading its
    // answer) is closed; stalled requests are answered 408 by the request timeout before that.
    connectionTimeout: connections.requestTimeoutMs * 2,
    http: httpServerOptions(connections),
    clientErrorHandler,
    frameworkErrors,
  };
  const app = Fastify(serverOptions);
  limitConnections(app.server, connections);

  const rateLimit: RateLimitOptions = options.rateLimit ?? apiDefaults.rateLimit;
  const context: RouteContext = {
    repository: options.database,
    uploadDir: options.uploadDir,
    notifier: createSubmissionNotifier(options.mailer, options.database, app.log, options.outbox),
    rateLimit: { max: rateLimit.max, timeWindow: rateLimit.timeWindowMs },
    readRateLimit: {
      max: rateLimit.readMax ?? apiDefaults.readRateLimitFactor * rateLimit.max,
      timeWindow: rateLimit.timeWindowMs,
    },
    clientErrorRateLimit: {
      max: rateLimit.clientErrorMax ?? rateLimit.max,
      timeWindow: rateLimit.timeWindowMs,
    },
    geoHeader: (options.geoHeader ?? apiDefaults.geoHeader).toLowerCase(),
    blogDir: options.blogDir ?? apiDefaults.blogDir,
  };
  await prepareUploadDir(context.uploadDir);

  // For tests and tooling: the outbox worker of this app.
  app.decorate('notifier', context.notifier);
  registerErrorHandlers(app);
  refuseWhileClosing(app);
  registerBodyParsers(app);

  await registerCors(app, options.origins ?? apiDefaults.origins);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(options.redis
      ? {
          redis: options.redis,
          nameSpace: 'site-api-rate-limit-',
          // Redis down: requests are let through (and logged) rather than refused.
          skipOnError: true,
        }
      : {}),
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, detailMessages.throttled(Math.max(1, Math.ceil(context.ttl / 1000)))),
  });
  // Oversized files are cut off and flagged, so the route can answer a resume field error.
  await app.register(fastifyMultipart, { limits: multipartLimits, throwFileSizeLimit: false });

  app.addHook('onSend', async (_request, reply) => {
    reply.headers(securityHeaders);
  });

  registerHealthRoutes(app);
  registerReadinessRoutes(app, context);
  registerNewsletterSubscriptionRoutes(app, context);
  registerContactMessageRoutes(app, context);
  registerCareerApplicationRoutes(app, context);
  registerInternshipApplicationRoutes(app, context);
  registerGeoRoutes(app, context);
  registerBlogPostRoutes(app, context);
  registerClientErrorRoutes(app, context);

  // Orphan uploads (a crash between a resume and its row) are removed at start-up and then
  // every quarter of an hour, once older than the grace period.
  const sweepUploads = async () => {
    const removed = await sweepOrphanUploads(
      context.uploadDir,
      (names) => context.repository.referencedResumes(names),
      { graceMs: options.orphanUploadGraceMs ?? 10 * 60_000 },
    ).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not sweep the upload directory');
      return [];
    });
    if (removed.length > 0) app.log.info({ removed }, 'removed orphan uploads');
  };
  let sweepTimer: NodeJS.Timeout | undefined;

  app.addHook('onReady', async () => {
    await sweepUploads();
    sweepTimer = setInterval(() => void sweepUploads(), ORPHAN_SWEEP_INTERVAL_MS);
    sweepTimer.unref();
    await pruneClientErrorReports(context.repository.client, CLIENT_ERROR_RETENTION_DAYS).catch(
      (error: unknown) => app.log.warn({ err: error }, 'could not prune client error reports'),
    );
    context.notifier.start();
  });

  app.addHook('onClose', async () => {
    clearInterval(sweepTimer);
    await context.notifier.stop();
    await options.mailer?.close?.();
    await options.redis?.quit().catch(() => {});
    if (options.closeDatabaseOnClose ?? true) await options.database.close();
  });

  return app;
}
