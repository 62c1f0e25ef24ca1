/*
 * The framing of a request for the video, before what it is about: "Could you make a short video announcing …",
 * "a promo for", "Create an <Instagram story> announcing …". Never shown (intents/plain-text.ts reads past it).
 */

const FRAMING = /^(?:(?:please\s+|(?:could|can|would|will)\s+(?:you|u)\s+(?:please\s+|kindly\s+)?)?(?:make|create|build|generate|render|do|whip\s+up|knock\s+up|put\s+together|throw\s+together)\s+(?:me\s+|us\s+)?|(?:we|i)\s+(?:(?:would|should|'d|’d)\s+(?:like|love)|need|want)\s+)?(?:(?:a|an|the|my|our)\s+)?(?:[\w-]+\s+){0,3}?(?:(?:video|vid|clip|promo|ad|advert|advertisement|announcement|reel|story|post|teaser|trailer|card|intro|outro|slideshow|explainer|(?<=\b(?:a|an)\s+(?:[\w-]+\s+){0,2})one)s?\b\s*)+(?:(?:about|for|of|on|introducing|announcing|featuring|showing|saying|that\s+says|called|named|(?:to\s+)?(?:advertis(?:e|ing)|promot(?:e|ing)|publici[sz](?:e|ing)|announc(?:e|ing)|celebrat(?:e|ing)|launch(?:ing)?|invit(?:e|ing)\s+(?:people|everyone|you)\s+to))\b\s*)?/i;
/** "A <reel> about the Spring Fete": the kind taken by the format's reader (left as spaces), what it is about left. */
const TAKEN_KIND_ABOUT = /^(?:a|an|the|my|our)\s+(?:[\w-]+\s+){0,2}?\s{2,}(?:about|introducing|announcing|featuring|showing)\s+/i;
const FRAMING_BARE = /^(?:please\s+|(?:could|can|would|will)\s+(?:you|u)\s+(?:please\s+|kindly\s+)?)?(?:make|create|build|generate|render|do|whip\s+up|knock\s+up|put\s+together|throw\s+together)\s+(?:me\s+|us\s+)?(?!(?:[\w-]+\s+){0,2}?(?:colou?rs?|font|size)\s+for\b)(?:(?:a|an|the|my|our)\s+)?(?:[\w-]+\s+){0,2}?(?:about|for|introducing|announcing|featuring|showing|saying|that\s+says|called|named)\b\s*/i;

/** The framing that opens `text`, if any (not a look given to a part: "make yellow colour for the writing"). */
export function requestFraming(text: string): RegExpExecArray | null {
  return FRAMING.exec(text) ?? FRAMING_BARE.exec(text) ?? TAKEN_KIND_ABOUT.exec(text);
}
