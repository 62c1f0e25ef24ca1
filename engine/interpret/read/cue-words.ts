/**
 * The words that said a quote is spoken ("narrate:", "have someone say"), kept in the text between these marks so
 * the accounting counts them, and taken as understood (no reader sees them).
 */
export const CUE_MARK = '\u2061';
export const cueWords = (words: string) => (words.trim() ? `${CUE_MARK}${words.trim()}${CUE_MARK}` : '');
