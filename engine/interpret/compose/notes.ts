/*
 * What the interpreter tells people: collected while reading, turned into one sentence by summary.ts.
 */
export class Notes {
  /** Changes to the document as a whole or to existing scenes, in the order they were made ('title "New"'). */
  readonly changes: string[] = [];
  /** Document-wide things that were set ("portrait 9:16", "soundtrack ast_…"). */
  readonly globals: string[] = [];
  /** Words that read as instructions but matched nothing. */
  readonly unknown: string[] = [];
  /** Things that were understood but could not be done, with what to do instead. */
  readonly hints: string[] = [];
  /** The output format asked for ("portrait 9:16"). */
  format?: string;

  change(note: string): void {
    if (!this.changes.includes(note)) this.changes.push(note);
  }

  global(note: string): void {
    if (!this.globals.includes(note)) this.globals.push(note);
  }

  hint(note: string): void {
    if (!this.hints.includes(note)) this.hints.push(note);
  }

  notUnderstood(words: string): void {
    if (!this.unknown.includes(words)) this.unknown.push(words);
  }
}
