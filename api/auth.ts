import type { RequestHandler } from 'express';
import type { ApiKeys } from '../auth/api-keys.js';
import { UnauthorizedError } from '../model/errors.js';

const BEARER = /^Bearer[ ]+([^\s]+)\s*$/i;

/** Resolves `Authorization: Bearer <key>` to the caller's tenant (res.locals.caller), or 401 UNAUTHORIZED. */
export function authenticate(keys: ApiKeys): RequestHandler {
  return async (req, res, next) => {
    try {
      const match = BEARER.exec(req.headers.authorization ?? '');
      if (!match) throw new UnauthorizedError();
      const caller = await keys.resolve(match[1]!);
      if (!caller) throw new UnauthorizedError('Invalid API key', 'Check the key; keys are shown once when created.');
      res.locals.caller = caller;
      res.locals.apiKey = match[1];
      next();
    } catch (err) {
      next(err);
    }
  };
}

/**
 * The REST API's challenge on a 401 (RFC 6750 section 3): `Bearer realm="montage"`, plus `error="invalid_token"`
 * when a credential was sent but refused. (/mcp adds its own, naming the OAuth metadata: mcp/auth/resource-server.ts.)
 */
export function withBearerChallenge(inner: RequestHandler): RequestHandler {
  return (req, res, next) => {
    void inner(req, res, (err?: unknown) => {
      if (err instanceof UnauthorizedError) {
        res.setHeader('WWW-Authenticate', BEARER.test(req.headers.authorization ?? '') ? 'Bearer realm="montage", error="invalid_token"' : 'Bearer realm="montage"');
      }
      next(err);
    });
  };
}
