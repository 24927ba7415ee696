/** Number formatting for the explanations: German uses a decimal comma, English a point. */
export type Lang = 'de' | 'en';

/** Rounds to at most `decimals` places and drops trailing zeros (618.6, 0,75, 10). */
export function formatNumber(value: number, lang: Lang, decimals = 1): string {
  const factor = 10 ** decimals;
  const text = String(Math.round(value * factor) / factor);
  return lang === 'de' ? text.replace('.', ',') : text;
}
