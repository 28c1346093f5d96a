/**
 * A value built on its first use and kept. For the `Intl` formatters the contract's modules share: each
 * costs milliseconds to build (a time zone's or a locale's data loaded), and a Lambda bundle
 * evaluates every contract module it holds as it starts, while a function uses one or two of them,
 * if any.
 */
export function lazily<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}
