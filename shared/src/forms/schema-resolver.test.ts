import { describe, expect, it, vi } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { z } from '../lib/zod';
import { schemaResolver } from './schema-resolver';

const nameSchema = z.object({ name: z.string().check(z.trim(), z.minLength(1)) });
type NameForm = z.input<typeof nameSchema>;

const options = {
  fields: {},
  shouldUseNativeValidation: false,
} as ResolverOptions<NameForm>;

/** A schema loader whose first download fails, as on a dropped connection. */
function schemaLoadFailingOnce() {
  return vi
    .fn<() => Promise<typeof nameSchema>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue(nameSchema);
}

describe('schemaResolver', () => {
  it("loads the schema on the first check only, and words issues in the form's own words", async () => {
    const loadSchema = vi.fn(() => Promise.resolve(nameSchema));
    const resolver = schemaResolver(loadSchema, (field) => `${field} is required`);
    expect(loadSchema).not.toHaveBeenCalled();

    const refused = await resolver({ name: '  ' }, undefined, options);
    expect(refused.errors).toMatchObject({ name: { message: 'name is required' } });
    const accepted = await resolver({ name: ' Asha ' }, undefined, options);
    expect(accepted).toEqual({ values: { name: 'Asha' }, errors: {} });
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('starts loading ahead of the first check when asked to', () => {
    const loadSchema = vi.fn(() => Promise.resolve(nameSchema));
    const resolver = schemaResolver(loadSchema, () => undefined);
    resolver.preload();
    resolver.preload();
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('passes the values on unchecked when the check cannot be loaded, and tries again next time', async () => {
    const loadSchema = schemaLoadFailingOnce();
    const resolver = schemaResolver(loadSchema, () => 'Name is required');

    expect(await resolver({ name: '  ' }, undefined, options)).toEqual({
      values: { name: '  ' },
      errors: {},
    });
    const checked = await resolver({ name: '  ' }, undefined, options);
    expect(checked.errors).toMatchObject({ name: { message: 'Name is required' } });
    expect(loadSchema).toHaveBeenCalledTimes(2);
  });

  it('after a failed download, only a check tries again, not the next edit', async () => {
    const loadSchema = schemaLoadFailingOnce();
    const resolver = schemaResolver(loadSchema, () => 'Name is required');
    await resolver.preload();
    await resolver.preload();
    expect(loadSchema).toHaveBeenCalledTimes(1);
    const checked = await resolver({ name: '' }, undefined, options);
    expect(checked.errors).toMatchObject({ name: { message: 'Name is required' } });
    expect(loadSchema).toHaveBeenCalledTimes(2);
  });
});
