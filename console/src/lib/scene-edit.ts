/*
 * Changes the editor makes to a scene document, as pure functions returning a new document (the old one stays in
 * the undo history). Paths are arrays of keys and indexes, e.g. ['scenes', 0, 'layers', 1, 'text'].
 */
export type Doc = Record<string, any>;
export type Path = (string | number)[];

/** The document with the value at `path` replaced (`undefined` removes the member). */
export function setIn(doc: Doc, path: Path, value: unknown): Doc {
  const [head, ...rest] = path;
  if (head === undefined) return value as Doc;
  const copy: any = Array.isArray(doc) ? [...doc] : { ...doc };
  if (rest.length === 0) {
    if (value === undefined && !Array.isArray(copy)) delete copy[head];
    else copy[head] = value;
  } else {
    copy[head] = setIn(copy[head] ?? (typeof rest[0] === 'number' ? [] : {}), rest, value);
  }
  return copy;
}

export function getIn(doc: unknown, path: Path): any {
  return path.reduce<any>((here, key) => (here === null || here === undefined ? undefined : here[key]), doc);
}

/** The scene at `from` moved to `to` (both indexes in the current list). */
export function moveScene(doc: Doc, from: number, to: number): Doc {
  const scenes = [...doc.scenes];
  if (from === to || to < 0 || to >= scenes.length) return doc;
  const [moved] = scenes.splice(from, 1);
  scenes.splice(to, 0, moved);
  return { ...doc, scenes };
}

export function duplicateScene(doc: Doc, index: number): Doc {
  const scenes = [...doc.scenes];
  scenes.splice(index + 1, 0, structuredClone(scenes[index]));
  return { ...doc, scenes };
}

/** A document keeps at least one scene. */
export function deleteScene(doc: Doc, index: number): Doc {
  if (doc.scenes.length <= 1) return doc;
  return { ...doc, scenes: doc.scenes.filter((_: unknown, i: number) => i !== index) };
}

export function moveLayer(doc: Doc, scene: number, from: number, to: number): Doc {
  const layers = [...doc.scenes[scene].layers];
  if (to < 0 || to >= layers.length) return doc;
  const [moved] = layers.splice(from, 1);
  layers.splice(to, 0, moved);
  return setIn(doc, ['scenes', scene, 'layers'], layers);
}

export function deleteLayer(doc: Doc, scene: number, index: number): Doc {
  return setIn(doc, ['scenes', scene, 'layers'], doc.scenes[scene].layers.filter((_: unknown, i: number) => i !== index));
}

/** Where each scene starts in the chapter, and its length (seconds). */
export function sceneTimes(doc: Doc): { start: number; duration: number }[] {
  let t = 0;
  return doc.scenes.map((s: { duration: number }) => {
    const at = { start: t, duration: s.duration };
    t += s.duration;
    return at;
  });
}

export function chapterLength(doc: Doc): number {
  return doc.scenes.reduce((sum: number, s: { duration: number }) => sum + s.duration, 0);
}

/** The scene shown at chapter time `t`. */
export function sceneAt(doc: Doc, t: number): number {
  const times = sceneTimes(doc);
  const i = times.findIndex((s) => t < s.start + s.duration);
  return i < 0 ? times.length - 1 : i;
}
