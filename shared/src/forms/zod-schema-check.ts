import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues } from 'react-hook-form';
import type { core } from 'zod/mini';
import type { IssueMessage } from './schema-resolver';

/**
 * The check itself: react-hook-form's resolver for a zod schema, each issue shown under its
 * field in the form's own words. Loaded with the schema on a form's first check
 * (`schemaResolver`), so zod is not among the code a page needs to go live.
 */
export function zodSchemaCheck<Input extends FieldValues, Output>(
  schema: core.$ZodType<Output, Input>,
  messageFor: IssueMessage,
) {
  return zodResolver(schema, {
    error: (issue) => messageFor(String(issue.path?.[0] ?? ''), issue),
  });
}
