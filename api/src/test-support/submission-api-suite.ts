import { afterAll, beforeAll, describe } from 'vitest';
import { runMigrations } from '../db/migrations';
import type { SqlClient } from '../db/sql-client';
import { createSubmissionRepository } from '../db/submission-repository';
import { buildTestApp, makeTempDir } from './test-app';
import type { ApiTestContext } from './suites/api-test-context';
import { describeBlogAndGeo } from './suites/blog-and-geo-suite';
import { describeCareerApplications } from './suites/career-application-suite';
import { describeClientErrors } from './suites/client-error-suite';
import { describeContactMessages } from './suites/contact-message-suite';
import { describeCorsAndRateLimit } from './suites/cors-and-rate-limit-suite';
import { describeInternshipApplications } from './suites/internship-application-suite';
import { describeNewsletterSubscriptions } from './suites/newsletter-subscription-suite';
import { describeRoutingAndErrors } from './suites/routing-suite';
import { describeStorage } from './suites/storage-suite';

/**
 * Every endpoint and every error answer, through fastify's inject, against one storage engine.
 * The test files run it once on PGlite and once on a real PostgreSQL server.
 */
export function describeSubmissionApi(
  engine: 'pglite' | 'postgres',
  openClient: () => Promise<SqlClient>,
): void {
  describe(`submission API on ${engine}`, () => {
    const context = {} as ApiTestContext;
    let removeUploads: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      context.client = await openClient();
      context.appliedMigrations = await runMigrations(context.client);
      context.database = createSubmissionRepository(context.client);
      const uploads = await makeTempDir('uploads');
      removeUploads = uploads.remove;
      context.uploadDir = uploads.dir;
      context.app = await buildTestApp(context.database, context.uploadDir);
      await context.app.ready();
    });

    afterAll(async () => {
      await context.app?.close();
      await context.database?.close();
      await removeUploads?.();
    });

    describeRoutingAndErrors(context);
    describeNewsletterSubscriptions(context);
    describeContactMessages(context);
    describeInternshipApplications(context);
    describeCareerApplications(context);
    describeBlogAndGeo(context);
    describeCorsAndRateLimit(context);
    describeClientErrors(context);
    describeStorage(context, engine);
  });
}
