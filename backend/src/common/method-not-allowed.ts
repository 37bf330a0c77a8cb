import type { Request } from 'express';

interface RouteLayer {
  route?: { methods: Record<string, boolean> };
  match(path: string): unknown;
}

/**
 * The methods the app's routes answer on the request's path, for the `Allow` header of a 405: empty
 * when no route has that path (a plain 404). Read from the Express router's own routes (the ones Nest
 * registered), so it can never disagree with them; only a request no route took is asked about,
 * which keeps the router's work off every answered request.
 */
export function allowedMethods(request: Request): string[] {
  const router = (request.app as unknown as { router?: { stack?: RouteLayer[] } }).router;
  const methods = new Set<string>();
  for (const layer of router?.stack ?? []) {
    if (!layer.route || !matches(layer, request.path)) continue;
    for (const method of Object.keys(layer.route.methods)) {
      if (method !== '_all') methods.add(method.toUpperCase());
    }
  }
  // Express answers HEAD wherever it answers GET.
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods];
}

function matches(layer: RouteLayer, path: string): boolean {
  try {
    return Boolean(layer.match(path));
  } catch {
    // A parameter that is not valid percent-encoding: no route of ours takes it.
    return false;
  }
}
