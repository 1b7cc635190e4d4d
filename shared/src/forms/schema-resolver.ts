import type { FieldValues, Resolver } from 'react-hook-form';
import type { core } from 'zod/mini';

/**
 * The words a form uses for one issue of its schema, by field (the issue's first path segment).
 * The shared schemas carry no messages: the API words issues like Django REST Framework, each
 * form like its spec.
 */
export type IssueMessage = (field: string, issue: core.$ZodRawIssue) => string | undefined;

/** A resolver whose code can be asked for ahead of the first check. */
export type SchemaResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /**
   * Starts loading the check (on the visitor's first edit of a field) and resolves once it is
   * there or could not be loaded. After a failed download only a check tries again.
   */
  preload(): Promise<void>;
};

/**
 * A react-hook-form resolver for a zod schema (usually one of `@site/shared/schemas`), each
 * issue shown under its field in the form's own words. The schema and zod (about 6 KB gzip) are
 * loaded on the form's first check, or ahead of it by `preload`, so a page with a form goes live
 * without them: `loadSchema` is `() => import('@site/shared/schemas/…').then(…)`.
 *
 * If that code cannot be downloaded, the form is sent unchecked: the API checks the same schema
 * and its answer is shown, and a network that is down fails the send with the form's own
 * message.
 */
export function schemaResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<core.$ZodType<Output, Input>>,
  messageFor: IssueMessage,
): SchemaResolver<Input, Output> {
  let check: Promise<Resolver<Input, unknown, Output>> | undefined;
  let lastLoadFailed = false;
  function loadCheck() {
    if (!check) {
      check = Promise.all([import('./zod-schema-check'), loadSchema()]).then(
        ([{ zodSchemaCheck }, schema]) => {
          lastLoadFailed = false;
          return zodSchemaCheck(schema, messageFor);
        },
      );
      check.catch((error: unknown) => {
        check = undefined;
        lastLoadFailed = true;
        console.error('A form could not load its check; it is sent unchecked.', error);
      });
    }
    return check;
  }
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let loaded: Resolver<Input, unknown, Output>;
    try {
      loaded = await loadCheck();
    } catch {
      // What the visitor typed, for the API to judge. (Output differs from Input only by the
      // trimming the API does too.)
      return { values: values as unknown as Output, errors: {} };
    }
    return loaded(values, context, options);
  };
  return Object.assign(resolver, {
    async preload() {
      if (lastLoadFailed && !check) return;
      await loadCheck().catch(() => undefined);
    },
  });
}
