import FindMyWay from 'find-my-way';
import { apiRoutes, type HttpMethod, type RouteDefinition } from '@stallplan/contracts';

export interface MatchedContractRoute {
  name: string;
  route: RouteDefinition;
}

/**
 * Which contract route a request calls, with the router Fastify itself uses, so a path matches
 * here exactly as it matches at the service (static segments before parameters, %-escapes
 * decoded). HEAD is a GET without its body, as Fastify serves it.
 */
export function contractRouteMatcher(routes: Readonly<Record<string, RouteDefinition>> = apiRoutes) {
  const router = FindMyWay();
  const noop = () => undefined;
  for (const [name, route] of Object.entries(routes)) router.on(route.method, route.path, noop, { name, route });
  return (method: string, path: string): MatchedContractRoute | null => {
    const lookedUp = (method === 'HEAD' ? 'GET' : method) as HttpMethod;
    const found = router.find(lookedUp, path);
    return found ? (found.store as MatchedContractRoute) : null;
  };
}
