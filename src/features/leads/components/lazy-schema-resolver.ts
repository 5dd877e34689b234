import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';

type LazySchemaResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts loading the schema; call it as soon as the visitor turns to the form. */
  preload: () => void;
};

// Loads the schema (and zod) on first use; a failed load is retried on the next validation.
export function lazySchemaResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodMiniType<Output, Input>>,
): LazySchemaResolver<Input, Output> {
  type Loaded = Resolver<Input, unknown, Output>;
  let loading: Promise<Loaded> | undefined;
  const load = () =>
    (loading ??= loadSchema().then(
      (schema) => zodResolver(schema),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const resolve: Loaded = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolve, { preload: () => void load().catch(() => undefined) });
}
