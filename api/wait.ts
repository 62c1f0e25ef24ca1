import type { Response } from 'express';
import { z } from 'zod';
import { queryInteger } from '../model/query-params.js';

/** Decision: long-polling is opt-in and bounded (0-30 s), so a client can wait for a change instead of polling. */
export const MAX_WAIT_SECONDS = 30;

export const WaitQuery = z.object({
  wait: queryInteger('wait', 0, MAX_WAIT_SECONDS, 0, `Seconds to wait for the work to finish before answering (0-${MAX_WAIT_SECONDS}, default 0)`),
});

/**
 * Stops waiting when the client goes away. (The response's `close`, not the request's: a request emits `close` as
 * soon as its body has been read, which for a GET is at once.)
 */
export function abortOnClose(res: Response): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => controller.abort());
  return controller.signal;
}
