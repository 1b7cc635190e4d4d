import { createTestPgliteClient } from './test-support/pglite-template';
import { describeSubmissionApi } from './test-support/submission-api-suite';

// PGlite in memory: the same engine as the default on-disk store, without touching the disk.
describeSubmissionApi('pglite', () => createTestPgliteClient());
