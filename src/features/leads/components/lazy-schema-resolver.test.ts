import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { lazySchemaResolver } from './lazy-schema-resolver';

const schema = z.object({ name: z.string().check(z.trim(), z.minLength(2, { error: 'name' })) });
type Values = z.input<typeof schema>;
const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: false };

describe('lazySchemaResolver', () => {
  it('loads the schema on first use, once, and validates with it', async () => {
    const loadSchema = vi.fn(() => Promise.resolve(schema));
    const resolver = lazySchemaResolver(loadSchema);
    expect(loadSchema).not.toHaveBeenCalled();

    const invalid = await resolver({ name: ' a ' }, undefined, options);
    expect(invalid.errors.name?.message).toBe('name');
    const valid = await resolver({ name: '  Ada ' }, undefined, options);
    expect(valid).toEqual({ values: { name: 'Ada' }, errors: {} });
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('starts loading on preload, before any validation', () => {
    const loadSchema = vi.fn(() => Promise.resolve(schema));
    const resolver = lazySchemaResolver(loadSchema);
    resolver.preload();
    resolver.preload();
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('passes a failed load to the caller and tries again next time', async () => {
    const loadSchema = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(schema);
    const resolver = lazySchemaResolver(loadSchema);
    resolver.preload();

    await expect(resolver({ name: 'Ada' }, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({ name: 'Ada' }, undefined, options)).resolves.toEqual({
      values: { name: 'Ada' },
      errors: {},
    });
    expect(loadSchema).toHaveBeenCalledTimes(2);
  });
});
