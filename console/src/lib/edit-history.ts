/*
 * The editor's undo and redo: every change pushes the document it made; undo steps back, redo forward, and a new
 * change after an undo drops what could have been redone. Documents are immutable values, so a step is a pointer.
 */
export interface EditHistory<T> {
  past: T[];
  present: T;
  future: T[];
}

/** At most this many steps back are kept. */
const LIMIT = 100;

export const startHistory = <T>(present: T): EditHistory<T> => ({ past: [], present, future: [] });

export function record<T>(h: EditHistory<T>, next: T): EditHistory<T> {
  if (next === h.present) return h;
  return { past: [...h.past, h.present].slice(-LIMIT), present: next, future: [] };
}

export function undo<T>(h: EditHistory<T>): EditHistory<T> {
  const previous = h.past.at(-1);
  if (previous === undefined) return h;
  return { past: h.past.slice(0, -1), present: previous, future: [h.present, ...h.future] };
}

export function redo<T>(h: EditHistory<T>): EditHistory<T> {
  const [next, ...rest] = h.future;
  if (next === undefined) return h;
  return { past: [...h.past, h.present], present: next, future: rest };
}
