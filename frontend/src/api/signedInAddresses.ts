import type { RouteAddress, RouteId } from '@contract/routes.ts';

type Addresses = Readonly<Partial<Record<RouteId, RouteAddress>>>;

let loading: Promise<Addresses> | undefined;

/**
 * The addresses of the routes that need a session (user and admin), apart from those anyone may call:
 * a visitor's page never loads them. They load with the auth library, which every such call needs for
 * its token (src/auth/library.ts starts both together), or at the first such call.
 */
export function signedInAddresses(): Promise<Addresses> {
  loading ??= import('virtual:route-addresses/signed-in').then(
    (module) => module.default,
    (error: unknown) => {
      // A failed download (offline) may succeed on the next attempt.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
