/*
 * Ways to reach what a video is about, shown under its title, never dropped: a web address, a handle or an email
 * ("and the website flowbreathe.com", "follow @acme"), a phone number, and where a show is found ("available on
 * Spotify").
 */

/** A web address, a social handle or an email, with the words that introduce it ("and the website", "visit"). */
export const CONTACT = /(?:\b(?:and\s+)?(?:(?:the|our|my)\s+)?(?:(?:web\s?site|site|url|link|address|handle|email|e-mail|instagram|twitter|tiktok|x)\s*:?\s+|(?<cta>(?:register|sign\s+up|book(?:\s+now)?|buy\s+tickets|get\s+(?:your\s+)?tickets|tickets|apply|rsvp|order(?:\s+now)?|shop(?:\s+now)?|learn\s+more|more\s+info|join\s+us|donate|subscribe)\s+(?:now\s+)?(?:at|on)\s+)|(?:visit|at|follow(?:\s+us)?(?:\s+on\s+\w+)?\s+at|follow(?:\s+us)?|find\s+us\s+at|email\s+us\s+at|contact\s+us\s+at)\s+))?(?<![\/:.\w])((?:www\.)?[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|co|app|dev|ai|shop|store|studio|design|blog|info|biz|tv|me|fm|gg|so|ly|to|xyz|live|events|event|online|site|tech|agency|news|club|fit|page|link|world|today|cafe|coffee|photo|photos|health|travel|org\.uk|co\.uk|de|fr|uk|es|it|nl|eu|us|ca|au|ch|at|be|se|no|dk|fi|pl|pt|ie|nz|in|jp)(?:\/[\w\/-]*)?|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|@[a-z0-9_.]{2,30})(?![\w@\/-]|\.\w)/gi;

/** A phone number and the words that introduce it: "the phone number 555-0134", "our number 07700 900461", "call us on +44 20 7946 0018". */
export const PHONE = /(?:\b(?:and\s+|with\s+)?(?:(?:the|our|my)\s+)?(?:(?:phone|telephone|mobile|contact)(?:\s+(?:number|no\.?))?|(?<=\b(?:our|my|the|show|display|add|include|with|plus)\s+)number(?:\s+is)?|tel\.?|ph\.?)\s*:?\s*|\b(?<call>call(?:\s+(?:us|me|now|today)|\s+(?!(?:on|at|now|today|me|him|her|them|the|our|my)\b)(?<whom>[a-z][a-z'’-]+))?|text(?:\s+us)?|ring(?:\s+us)?|whatsapp(?:\s+us)?)\s+(?:(?:on|at)\s+)?)(?<phone>\+?\(?\d[\d ().-]{5,16}\d)(?![\d\w])/gi;

/**
 * A phone number said bare, with no word for it ("'Burst pipe? Call Dave' 07700 900123 24/7"): only the shapes that are
 * nothing but a phone number (a leading 0 or + and ten or more digits in groups, or the (555) 013-4567 form), with an
 * always-open "24/7" said after it kept on its line. Years, prices, counts and time codes never take this shape.
 */
export const BARE_PHONE = /(?<![\w£$€#/.:,+-])(?<phone>(?:\+\d{1,3}[ -]?(?:\(0\)\s?)?\d{1,4}(?:[ -]?\d{2,4}){2,4}|0\d{2,4}[ -]?\d{3,4}[ -]?\d{3,4}|\(\d{3}\)\s?\d{3}[-. ]\d{4}|\d{3}[-.]\d{3}[-.]\d{4}))(?![\w%/]|[.,]\d)(?:\s*(?:[,·–-]\s*)?(?<always>24\/7|24\s?hrs|24\s+hours(?:\s+a\s+day)?)(?![\w/]))?/g;

/** A phone number's digits counted: a bare one has ten to thirteen. */
export const phoneDigits = (phone: string): number => phone.replace(/\D/g, '').length;

/** Where a show or a product is found: "available on Spotify and Apple Podcasts", "now streaming on Netflix". */
export const AVAILABLE_ON = /\b(?:(?:[Nn]ow\s+)?[Aa]vailable|[Oo]ut\s+now|[Ll]isten(?:\s+now)?|[Ss]tream(?:ing)?(?:\s+now)?|[Ww]atch(?:\s+now)?|[Nn]ow\s+(?:streaming|playing))\s+(?:now\s+)?(?:on|at|in)\s+[A-Z][\w&+'’-]*(?:(?:\s*,\s*|\s+and\s+|\s*&\s*|\s+)[A-Z][\w&+'’-]*){0,5}/g;


/** The words for a street, after its name: "Road", "St", "Ave." (a few other languages' too). */
export const STREET_WORD = String.raw`(?:road|rd|street|st|lane|ln|avenue|ave|close|drive|dr|crescent|cres|place|pl|court|ct|gardens|terrace|grove|square|sq|hill|row|mews|boulevard|blvd|walk|way|parkway|pkwy|highway|hwy|calle|rue|strasse|straße|via)`;
/**
 * A street address said as the address ("Put also the address 1420 SW 8th St, Miami", "our address: 18 Kings Road"):
 * the house number, the street and its word, and a town after a comma. Said without "address", a street is left to
 * the readers of copy (it may be a listing's title).
 */
export const STREET = new RegExp(
  String.raw`(?:\b(?:(?:also\s+)?(?:put|add|show|include|with|and)\s+(?:also\s+)?)?(?:(?:the|our|my|its)\s+)?(?:address|location)\s*(?:is\s+|:\s*)?)(?<street>\d{1,5}[a-z]?\s+(?:[\p{L}\d'’.-]+\s+){0,4}?${STREET_WORD}\b\.?(?:,?\s+(?:suite|unit|apt|flat)\s+\w+)?(?:,\s*\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})?)`,
  'giu',
);

/** The street as shown: its town only as far as its capitalised words go (the pattern ignores case). */
export function streetText(said: string): string {
  const [street, town] = said.split(/,\s*(?=[^,]*$)/);
  const kept = town?.match(/^\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*/u)?.[0];
  return (town === undefined ? said : kept ? `${street}, ${kept}` : street!).replace(/[.,;:]+$/, '');
}

/** A street address anywhere ("42 Harbour View Rd, Mosman"): a house number, the street and its word, a town. */
export const STREET_ADDRESS = new RegExp(String.raw`(?<![\p{L}\d])\d{1,5}[a-z]?\s+(?:[\p{L}\d'’.-]+\s+){0,4}?${STREET_WORD}\b\.?(?:,\s*\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})?`, 'giu');
