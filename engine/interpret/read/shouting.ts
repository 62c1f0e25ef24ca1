/*
 * A prompt typed in capitals throughout ("MAKE ME A TIKTOK … SET OFF FIREWORKS AT THE END. RED TEXT") shouts every
 * word, so capitals cannot mark its copy: read/display-text.ts and the scene plan take a word in capitals for copy
 * beside lower-case words, never for an instruction. Such a prompt is read as if typed in lower case; its quoted
 * texts keep their capitals (they are what is shown), and so do addresses, whose ids are case-sensitive.
 */

/** Spans kept as written: quotes and web addresses. */
const KEPT = /https?:\/\/\S+|"[^"\n]*"|“[^”\n]*”|«[^»\n]*»|„[^“”\n]*[“”]/g;
/** Words that ask the tool for something: two of them make capitals a prompt, not shouted copy ("HAPPY BIRTHDAY MUM"). */
const ASKING = /\b(?:MAKE|ADD|PUT|USE|SHOW|TITLE|BACKGROUND|STYLE|TEXT|VIDEO|VID|TIKTOK|REEL|STORY|SCENES?|SLIDES?|BUTTON|MUSIC|LOGO|COUNT|COUNTDOWN|FIREWORKS|CONFETTI|PLEASE|PLS|THEN|VERTICAL|SQUARE|FONT|COLOU?RS?|SECONDS|SECS)\b/g;

/** `prompt` with its words outside quotes and addresses in lower case, when all of them were capitals. */
export function withoutShouting(prompt: string): string {
  const outside = prompt.replace(KEPT, ' ');
  const letters = outside.match(/\p{L}/gu) ?? [];
  if (letters.length === 0 || /\p{Ll}/u.test(outside) || (outside.match(ASKING) ?? []).length < 2) return prompt;
  let out = '';
  let at = 0;
  for (const m of prompt.matchAll(KEPT)) {
    out += prompt.slice(at, m.index).toLowerCase() + m[0];
    at = m.index + m[0].length;
  }
  return out + prompt.slice(at).toLowerCase();
}

/** Words a shouted request is made of: decorations, how many, where ("BALLOONS EVERYWHERE!!!", "MORE CONFETTI PLS"). */
const DECORATION_WORDS = new Set(
  `confetti sparkle sparkles glitter balloon balloons firework fireworks snow snowflakes heart hearts star stars bubbles
   emoji emojis everywhere lots loads tons of more some with and plus please pls plz all over the place music`.split(/\s+/),
);

/**
 * A sentence in capitals among lower-case ones that only asks for a decoration ("BALLOONS EVERYWHERE!!!") is said
 * loudly, not copy to show: read in lower case. Any other shouted sentence stays copy ("GRAND OPENING!!!").
 */
export function withoutShoutedRequests(prompt: string): string {
  return prompt.replace(/(?:^|(?<=[.!?\n]\s*))([^.!?\n"“”«»„a-z]*\p{Lu}[^.!?\n"“”«»„]*?)(?=[.!?\n]|$)/gu, (sentence) => {
    const words = sentence.match(/\p{L}+/gu) ?? [];
    if (words.length === 0 || /\p{Ll}/u.test(sentence) || !words.some((w) => w.length > 1)) return sentence;
    return words.every((w) => DECORATION_WORDS.has(w.toLowerCase())) && !/\p{Ll}/u.test(sentence) && /\p{Ll}/u.test(prompt) ? sentence.toLowerCase() : sentence;
  });
}
