/** Each route's method, path and auth level by id, from the route table (frontend/vite.config.ts). */
declare module 'virtual:route-addresses' {
  import type { RouteAddress, RouteId } from '@contract/routes.ts';

  const addresses: Readonly<Record<RouteId, RouteAddress>>;
  export default addresses;
}
