import type { z } from 'zod';
import type { Deletion } from '../model/common.js';

/*
 * Decision: DELETE answers 202 Accepted with `{id, object, status: "deleting"}`, not 204. The object is gone from
 * the API when the answer is sent (GET 404, absent from lists), but what it owns (a running job, children, files in
 * storage) is removed by the controller afterwards, level-triggered: 202 says "accepted, finishing in the
 * background" truthfully, and there is nothing to poll. A second DELETE of the same id is 404, like any request
 * for a deleted resource; a client retrying after a timeout can treat 404 as done.
 */
export function deletionOf(object: z.infer<typeof Deletion>['object'], id: string): z.infer<typeof Deletion> {
  return { id, object, status: 'deleting' };
}

export function DELETE_DESCRIPTION(what: string, owned: string): string {
  return (
    `Deletes the ${what} and everything it owns: ${owned}. Answers 202 at once: from then on the ${what} is 404 and left out of lists, ` +
    "and the service removes the rest in the background (it finishes after a restart if interrupted). Another tenant's " +
    `${what} is 404, as is one already deleted.`
  );
}
