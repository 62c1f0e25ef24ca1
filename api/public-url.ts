import type { Request } from 'express';
import type { ApiDeps } from './deps.js';

export function baseUrl(deps: Pick<ApiDeps, 'publicUrl'>, req: Request): string {
  if (deps.publicUrl) return deps.publicUrl.replace(/\/$/, '');
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}
