/**
 * One short line per script issue 28 names, with the Debian tesseract language pack that reads it back. Shared by
 * the script suites (a block, a rendered chapter) and the text bench, so all three draw the same text.
 */
export interface ScriptSample {
  name: string;
  lang: string;
  text: string;
}

export const SCRIPT_SAMPLES: readonly ScriptSample[] = [
  { name: 'Latin with diacritics', lang: 'fra', text: 'Crème brûlée à côté' },
  { name: 'Greek', lang: 'ell', text: 'Καλημέρα κόσμε' },
  { name: 'Cyrillic', lang: 'rus', text: 'Привет, мир' },
  { name: 'Arabic', lang: 'ara', text: 'مرحبا بالعالم' },
  { name: 'Hebrew', lang: 'heb', text: 'שלום עולם' },
  { name: 'Devanagari', lang: 'hin', text: 'नमस्ते दुनिया' },
  { name: 'Thai', lang: 'tha', text: 'สวัสดีชาวโลก' },
  { name: 'Chinese', lang: 'chi_sim', text: '我们的新产品上市了' },
  { name: 'Japanese', lang: 'jpn', text: '東京で会いましょう' },
  { name: 'Korean', lang: 'kor', text: '안녕하세요 세계' },
];

/**
 * Emoji mixed into a Latin line: a plain one, a skin tone, a ZWJ sequence (the transgender flag) and a regional-indicator
 * flag (Brazil's: coloured across its whole width, where a tricolour's white band would split it in two below).
 */
export const EMOJI_LINE = 'Party 🎉 time 👋🏽 🏳️‍⚧️ 🇧🇷';
export const EMOJI_COUNT = 4;
