import { RUN_ON_HEDGE } from './text-end.js';
import { NUMBER_COMMA } from './words.js';

/*
 * Where a sentence of plain words breaks into clauses (intents/plain-text.ts): at commas and semicolons, spaced
 * slashes, bars and bullets, and before a request or a wish run on with no stop, as dictated.
 */

/**
 * A comma before the one addressed, in words said to them ("Thank you, Hove!", "Welcome back, everyone!",
 * "Happy birthday, Mia!"): part of those words, not a clause break.
 */
const VOCATIVE_COMMA = String.raw`(?<=\b(?:thank\s+you|thanks|hello|hi|hey|welcome(?:\s+back)?|congrats|congratulations|well\s+done|good\s+luck|happy\s+birthday|see\s+you(?:\s+soon)?|goodbye|bye|cheers)),(?=\s+(?:[\p{Lu}]|everyone|everybody|all|folks|team|guys|friends)[^,;.!?]{0,30}(?:!|\.?\s*$))`;

/** "linkedin so keep it square": a request joined by "so" starts a clause of its own. */
const SO_ASKING = String.raw`so\s+(?:(?:please|pls)\s+)?(?:keep|make|use|put|add|set|have|do|give)\b`;

/** Clause breaks inside a sentence: commas and semicolons (not a thousands separator), spaced slashes, bars, bullets. */
// (A request run on after the words with no stop, as dictated: "no call out fee before 6pm put my logo in the corner".)
const RUN_ON_REQUEST = String.raw`(?:put|add|use|include)\s+(?:my|our|the|a|an|it|this|some)\b`;
// (And a hedged wish run on after them: RUN_ON_HEDGE.)
export const CLAUSE = new RegExp(String.raw`(?:(?!\s${SO_ASKING})(?!\s${RUN_ON_REQUEST})(?!\s${RUN_ON_HEDGE})[^,;/|•·]|${NUMBER_COMMA}|${VOCATIVE_COMMA}|(?<!\s)\/|\/(?!\s))+`, 'giu');
