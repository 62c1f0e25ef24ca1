/*
 * A brief typed as a bulleted spec ("- vertical", "- text: Self assessment deadline", "- button: Book a call"): each
 * line says one thing about the video, not an item of a list. Its bullets go, so that each line reads as a line of
 * its own, as it would have without them. Only when two lines or more are labelled with a part of the video (text,
 * button, music, style …); a bulleted list of things ("- Coffee: £3") keeps its bullets.
 */

const BULLET = /^[ \t]*[-•*▪◦‣][ \t]+/;
const PART_LABEL = /^(?:text|on-?screen\s+text|title|heading|headline|sub-?title|sub-?heading|tagline|caption|button|cta|call\s+to\s+action|music|song|soundtrack|audio|voice|voice-?over|vo|narration|narrator|style|look|vibe|theme|background|bg|colou?rs?|font|logo|format|aspect(?:\s+ratio)?|size|orientation|length|duration|transitions?|effects?|captions|subtitles|animation)\s*[:=–—]/i;

export function withSpecBulletsOff(prompt: string): string {
  const lines = prompt.split('\n');
  const bulleted = lines.filter((l) => BULLET.test(l));
  if (bulleted.length < 2 || bulleted.filter((l) => PART_LABEL.test(l.replace(BULLET, ''))).length < 2) return prompt;
  return lines.map((l) => l.replace(BULLET, '')).join('\n');
}
