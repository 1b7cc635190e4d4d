import type { FastifyInstance } from 'fastify';
import type { SqlClient } from '../../db/sql-client';
import type { SubmissionRepository } from '../../db/submission-repository';

/** Filled in by the suite's beforeAll; read by the tests when they run. */
export interface ApiTestContext {
  app: FastifyInstance;
  client: SqlClient;
  database: SubmissionRepository;
  /** The versions the first migration run applied to the fresh database. */
  appliedMigrations: string[];
  uploadDir: string;
}
