import type { RequestHandler } from 'express';
import { RateLimitedError } from '../model/errors.js';
import type { RateLimiter } from '../ratelimit/rate-limiter.js';

/**
 * Per API key (spec section 8). Every response carries RateLimit-Limit/-Remaining/-Reset (IETF draft
 * RateLimit header fields); a refused request gets 429 RATE_LIMITED with Retry-After.
 */
export function rateLimit(limiter: RateLimiter): RequestHandler {
  return async (_req, res, next) => {
    try {
      const decision = await limiter.hit(res.locals.apiKey as string);
      res.setHeader('RateLimit-Limit', String(decision.limit));
      res.setHeader('RateLimit-Remaining', String(Math.max(0, decision.remaining)));
      res.setHeader('RateLimit-Reset', String(decision.resetSeconds));
      if (!decision.allowed) {
        const retryAfter = Math.max(1, decision.resetSeconds);
        res.setHeader('Retry-After', String(retryAfter));
        throw new RateLimitedError(retryAfter);
      }
      next();
    } catch (err) {
      next(err);
    }
  };
}
