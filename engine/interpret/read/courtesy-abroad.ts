/*
 * A hello opening the prompt and thanks closing it, in the languages people greet in when English is not their first
 * ("Namaste. I am tailor …", "… Asante sana."): words to the person reading the request, taken as courtesy so they
 * are never drawn. Only there: inside the prompt they may be the copy ("4 slides: Bonjour / Je m'appelle Paul").
 */

/** Hellos and thanks in the languages people greet in when English is not their first ("Bonjour", "Asante sana"). */
export const FOREIGN_HELLO = String.raw`bonjour|hoi|goedemorgen|goedendag|salut|ciao|buongiorno|hola|buenos\s+d[ií]as|ol[aá]|bom\s+dia|hallo|guten\s+tag|moin|servus|namaste|namaskar|(?:as-?|a)?sal[aā]+mu?(?:\s+[ʿ'’]?alaikum|\s+[ʿ'’]?alaykum)?(?:\s+wa\s+rahmatullah(?:i\s+wa\s+barakatuh)?)?|merhaba|selam|habari|jambo|sawubona|kumusta|kamusta|konnichiwa|ni\s?hao|annyeong(?:haseyo)?|xin\s+ch[aà]o|sawasdee|shalom|ahoj|cze[sś][cć]|hej|hei|privet|zdravo|yassou|geia\s+sou`;
export const FOREIGN_THANKS = String.raw`merci(?:\s+beaucoup)?|(?:alvast\s+)?bedankt|dank\s+(?:je|u)(?:\s+wel)?|grazie(?:\s+mille)?|gracias|obrigad[oa]|danke(?:\s+sch[oö]n)?|vielen\s+dank|te[sş]ekk[uü]rler|te[sş]ekk[uü]r\s+ederim|sa[gğ]ol|asante(?:\s+sana)?|maraming\s+salamat|salamat(?:\s+po)?|dhanyavaad|dhanyavad|shukriya|shukran|jazak(?:allahu?|a\s+allahu?)(?:\s+khair(?:an)?|\s+khayr(?:an)?)?|arigatou?(?:\s+gozaimasu)?|yoroshiku(?:\s+onegai(?:\s*shimasu)?)?|onegai\s*shimasu|xi[eè]\s?xi[eè]|kamsahamnida|gamsahamnida|c[aả]m\s+[oơ]n|khob\s?khun|toda(?:\s+raba)?|dziękuję|dziekuje|spasibo|tack(?:\s+s[aå]\s+mycket)?|takk|kiitos|efharisto|ngiyabonga|dankie|terima\s+kasih|abeg|biko|e\s+se`;

const OPENING = new RegExp(String.raw`^\s*(?:${FOREIGN_HELLO})(?:\s+(?:po|ji|sir|madam|all|everyone))?\s*[,!.]+`, 'iu');
// "Thank you, yoroshiku onegaishimasu.": an English thanks may open it.
// (Not a list's last item: "… 5. Grazie mille.")
const CLOSING = new RegExp(String.raw`(?:^|(?<=[.!?\n⟫]\s*))(?<!\d{1,2}[.)]\s*)\s*(?:(?:thank\s+you|thanks|many\s+thanks)\s*[,!.]?\s*)?(?:${FOREIGN_THANKS})(?:\s+(?:po|sana|mille|beaucoup|very\s+much|so\s+much|d['’]avance|par\s+avance|de\s+antemano|por\s+adelantado|im\s+voraus|in\s+anticipo|desde\s+j[aá]|alvast|bij\s+voorbaat))?[\s,!.🙏]*$`, 'iu');

/** Takes the prompt's opening hello and closing thanks said in another language. */
export function takeCourtesyAbroad(reading: { readonly text: string; take(start: number, end: number): void }): void {
  const open = OPENING.exec(reading.text);
  if (open) reading.take(open.index, open.index + open[0].length);
  const close = CLOSING.exec(reading.text);
  if (close) reading.take(close.index, close.index + close[0].length);
}
