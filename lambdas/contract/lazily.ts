/**
 * A value built on its first use and kept. For the `Intl` formatters the contract's modules share: each
 * costs milliseconds to build (a time zone's or a locale's data loaded), and every Lambda bundle
 * evaluates every contract module as it starts (contract/routes.ts imports them all), while a
 * function uses one or two of them, if any.
 */
export function lazily<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}
