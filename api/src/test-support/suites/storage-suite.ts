import { describe, expect, it } from 'vitest';
import { loadMigrations, runMigrations } from '../../db/migrations';
import { submissionKinds } from '../../db/submission-records';
import type { ApiTestContext } from './api-test-context';

export function describeStorage(context: ApiTestContext, engine: 'pglite' | 'postgres'): void {
  describe(`storage on ${engine}`, () => {
    it('uses the expected engine', () => {
      expect(context.database.engine).toBe(engine);
    });

    it('lists and counts every kind of submission consistently, in id order', async () => {
      for (const kind of submissionKinds) {
        const rows = await context.database.listSubmissions(kind);
        expect(await context.database.countSubmissions(kind)).toBe(rows.length);
        const ids = rows.map((row) => row.id);
        expect(ids).toEqual([...ids].sort((a, b) => a - b));
      }
    });

    it('applied every migration on the fresh database and records each version once', async () => {
      const versions = (await loadMigrations()).map((migration) => migration.version);
      expect(versions[0]).toBe('0001_create_submissions');
      expect(context.appliedMigrations).toEqual(versions);
      const recorded = await context.client.query<{ version: string }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(recorded.map((row) => row.version)).toEqual(versions);
    });

    it('applies nothing when run again', async () => {
      expect(await runMigrations(context.client)).toEqual([]);
    });

    it('rolls a failing migration back whole', async () => {
      await expect(
        runMigrations(context.client, [
          { version: '9998_half_done', sql: 'CREATE TABLE half_done (id integer); SELECT 1/0;' },
        ]),
      ).rejects.toThrow();
      const tables = await context.client.query(
        "SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'",
      );
      expect(tables).toHaveLength(0);
      const recorded = await context.client.query(
        "SELECT 1 FROM schema_migrations WHERE version = '9998_half_done'",
      );
      expect(recorded).toHaveLength(0);
    });
  });
}
