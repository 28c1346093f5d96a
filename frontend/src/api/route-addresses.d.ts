/**
 * Each route's method, path and auth level by id, from the route table (frontend/vite.config.ts): those
 * anyone may call (public and optional) here, with the client.
 */
declare module 'virtual:route-addresses' {
  import type { RouteAddress, RouteId } from '@contract/routes.ts';

  const addresses: Readonly<Partial<Record<RouteId, RouteAddress>>>;
  export default addresses;
}

/** Those that need a session (user and admin): loaded with the auth library (src/api/signedInAddresses.ts). */
declare module 'virtual:route-addresses/signed-in' {
  import type { RouteAddress, RouteId } from '@contract/routes.ts';

  const addresses: Readonly<Partial<Record<RouteId, RouteAddress>>>;
  export default addresses;
}
