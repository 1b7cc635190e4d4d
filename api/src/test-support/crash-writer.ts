/**
 * A server process for the durability test: opens the PGlite directory given in API_DATA_DIR,
 * listens on a free loopback port and prints "LISTENING <port>". The test kills it with SIGKILL
 * right after a 201, then checks the row is there.
 */
import { buildApp } from '../app';
import { restrictNewFileModes } from '../db/private-files';
import { openSubmissionRepository } from '../db/submission-repository';

const dataDir = process.env.API_DATA_DIR;
const uploadDir = process.env.API_UPLOAD_DIR;
if (!dataDir || !uploadDir) throw new Error('API_DATA_DIR and API_UPLOAD_DIR are required');

restrictNewFileModes();
const database = await openSubmissionRepository({ dataDir });
const app = await buildApp({ database, uploadDir });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(
  `LISTENING ${typeof address === 'object' && address ? address.port : 0} PID ${process.pid}\n`,
);
