/**
 * How the contract's modules declare each schema: `export const x = /* @__PURE__ *\/ schema(() => z…)`.
 *
 * A zod call is code a bundler must run, as far as it can tell, so a bundle kept every schema of every
 * contract module it imported, with the zod it needs: each handler imports its own route's entry, and
 * its area's file names the schemas of all its routes, spread over a dozen modules. A call marked pure
 * whose result is unused may be dropped, and the function it is given is never run, so the mark covers
 * the zod calls inside it too: a bundle keeps the schemas its code reaches and drops the rest. esbuild
 * takes the mark at the call only, not from this function (as with routes/spec.ts `route`), and a test
 * (tests/unit/contract-schemas.test.ts) holds every schema declared at a module's top to it.
 *
 * The schema is built at once, as the module loads, as it was when declared bare.
 */
export function schema<T>(build: () => T): T {
  return build();
}
