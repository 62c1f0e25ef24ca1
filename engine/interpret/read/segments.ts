/*
 * What the scene plan (scene-plan.ts) splits a prompt into: segments, one per scene description, and the markers
 * that start them.
 */

export type SegmentKind = 'lead' | 'first' | 'next' | 'last' | 'index' | 'add';

export interface Segment {
  kind: SegmentKind;
  /** The content's range in the reading (the marker excluded). */
  start: number;
  end: number;
  /** `index` segments: 1-based scene number. */
  index?: number;
  /** `add` segments: where the new scene goes (absent: at the end). */
  insert?: { at: 'start' | 'end' | 'before' | 'after'; ref?: number };
  /**
   * An unquoted item given its own scene ("each habit on its own scene: Wake early, Read daily"): the end of the
   * item's words, which are the scene's text even when the prompt quoted other things.
   */
  plainEnd?: number;
  /** A "first" said as the first of a count ("First, you invest $1,000"), not as the opening of the video. */
  ordinal?: boolean;
}

export interface ScenePlan {
  segments: Segment[];
  /** "three scenes: …" or "first … then …": the prompt describes a whole sequence. */
  sequence: boolean;
  /** The number of scenes the prompt announced ("three scenes"). */
  announced?: number;
}

/** Where a scene description starts, as found in the prompt. */
export interface Marker {
  kind: SegmentKind;
  ordinal?: boolean;
  plainEnd?: number;
  start: number;
  end: number;
  /** Where the content begins (transition markers keep their words for the scene to read). */
  contentStart: number;
  index?: number;
  insert?: Segment['insert'];
}
