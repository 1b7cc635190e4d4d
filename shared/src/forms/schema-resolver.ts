import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues } from 'react-hook-form';
import type { core } from 'zod/mini';

/**
 * The words a form uses for one issue of its schema, by field (the issue's first path segment).
 * The shared schemas carry no messages: the API words issues like Django REST Framework, each
 * form like its spec.
 */
export type IssueMessage = (field: string, issue: core.$ZodRawIssue) => string | undefined;

/**
 * A react-hook-form resolver for a zod schema (usually one of `@site/shared/schemas`), each
 * issue shown under its field in the form's own words.
 */
export function schemaResolver<Input extends FieldValues, Output>(
  schema: core.$ZodType<Output, Input>,
  messageFor: IssueMessage,
) {
  return zodResolver(schema, {
    error: (issue) => messageFor(String(issue.path?.[0] ?? ''), issue),
  });
}
