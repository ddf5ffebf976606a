import type { FieldValues, Resolver } from "react-hook-form";

export interface LazyResolver<T extends FieldValues> {
  resolver: Resolver<T>;
  /** Starts loading the validation code early (call it when the user starts using the form). */
  preload: () => void;
}

/**
 * A react-hook-form resolver whose code (zod and the shared schemas, ~25 KB gzip) is fetched on first use instead
 * of with the page: the signed-out pages must paint fast, and nobody submits a form in its first milliseconds.
 * Validation itself is unchanged: it is the shared schema through zodResolver.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed chunk download is retried on the next attempt
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => {
      get().catch(() => undefined);
    },
  };
}
