/**
 * Match key for German (and English) food words: lower case, accents and umlauts reduced to the
 * plain vowel, ß → ss, and the spelled-out umlauts ae/oe/ue reduced the same way. So 'Hühnchen',
 * 'Huehnchen' and 'Huhnchen' all become 'huhnchen', and 'Käse'/'Kaese' become 'kase'.
 *
 * Folding down to the plain vowel (rather than ä → ae) is deliberate: umlaut plurals then keep
 * their singular stem (Lämmer → lammer ⊃ lamm, Kälber → kalber ⊃ kalb, Hühner → huhner ⊃ huhn).
 * The cost is that genuine ae/oe/ue sequences fold too (Feuer → feur), which is harmless because
 * every search term passes through the same function.
 */
export function foldGerman(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ae|oe|ue/g, (pair) => pair.charAt(0));
}
