import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { SubmissionRepository } from './db/submission-repository';
import { ApiError, detailMessages } from './http/api-error';
import { JSON_BODY_LIMIT_BYTES, multipartLimits } from './http/body-limits';
import { registerBodyParsers } from './http/body-parsers';
import { registerCors } from './http/cors';
import { registerErrorHandlers } from './http/error-handlers';
import type { Mailer } from './notifications/mailer';
import { createSubmissionNotifier } from './notifications/submission-notifier';
import { registerBlogPostRoutes } from './routes/blog-posts';
import { registerCareerApplicationRoutes } from './routes/career-applications';
import { registerContactMessageRoutes } from './routes/contact-messages';
import { registerGeoRoutes } from './routes/geo';
import { registerHealthRoutes } from './routes/health';
import { registerInternshipApplicationRoutes } from './routes/internship-applications';
import { registerNewsletterSubscriptionRoutes } from './routes/newsletter-subscriptions';
import type { RouteContext } from './routes/route-context';
import { prepareUploadDir } from './uploads/resume-storage';
import { apiDefaults } from './config';

export interface RateLimitOptions {
  /** Requests allowed per IP on each POST route within the window. */
  max: number;
  timeWindowMs: number;
}

export interface BuildAppOptions {
  /** Where submissions are stored (see openSubmissionRepository). */
  database: SubmissionRepository;
  /** Where resumes are written; outside anything served. */
  uploadDir: string;
  /** Site origins allowed by CORS. */
  origins?: readonly string[];
  rateLimit?: RateLimitOptions;
  /** Name of the trusted request header carrying the visitor's country code. */
  geoHeader?: string;
  /** Folder of the blog posts served at /wp/v2/posts. */
  blogDir?: string;
  /** Sends a notification per accepted submission; none when left out. */
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Behind a reverse proxy, trust its X-Forwarded-For (the rate limit is per client IP). */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Close the database when the app closes (default true). */
  closeDatabaseOnClose?: boolean;
}

/** The API as a fastify instance: every route, limit and error answer, ready to listen or inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    return503OnClosing: true,
  });

  const rateLimit = options.rateLimit ?? apiDefaults.rateLimit;
  const context: RouteContext = {
    repository: options.database,
    uploadDir: options.uploadDir,
    notifier: createSubmissionNotifier(options.mailer, app.log),
    rateLimit: { max: rateLimit.max, timeWindow: rateLimit.timeWindowMs },
    geoHeader: (options.geoHeader ?? apiDefaults.geoHeader).toLowerCase(),
    blogDir: options.blogDir ?? apiDefaults.blogDir,
  };
  await prepareUploadDir(context.uploadDir);

  registerErrorHandlers(app);
  registerBodyParsers(app);

  await registerCors(app, options.origins ?? apiDefaults.origins);
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, detailMessages.throttled(Math.max(1, Math.ceil(context.ttl / 1000)))),
  });
  // Oversized files are cut off and flagged, so the route can answer a resume field error.
  await app.register(fastifyMultipart, { limits: multipartLimits, throwFileSizeLimit: false });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });

  registerHealthRoutes(app);
  registerNewsletterSubscriptionRoutes(app, context);
  registerContactMessageRoutes(app, context);
  registerCareerApplicationRoutes(app, context);
  registerInternshipApplicationRoutes(app, context);
  registerGeoRoutes(app, context);
  registerBlogPostRoutes(app, context);

  app.addHook('onClose', async () => {
    await context.notifier.settle();
    await options.mailer?.close?.();
    if (options.closeDatabaseOnClose ?? true) await options.database.close();
  });

  return app;
}
