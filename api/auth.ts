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
