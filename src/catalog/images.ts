/**
 * Product images served by the service itself (no external host): a small SVG packshot drawn from
 * the product's own data, so the demo shop has an image for every product.
 */
import { escapeHtml } from '../http/html.ts';
import type { Category } from './enums.ts';

const COLORS: Record<Category, [string, string]> = {
  nassfutter: ['#f4e1c1', '#b5651d'],
  trockenfutter: ['#e8dcc8', '#7a5230'],
  snacks: ['#fde2e4', '#c9184a'],
  nahrungsergaenzung: ['#dff3e4', '#2d6a4f'],
  pflege: ['#e0ecf8', '#1d4e89'],
};

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && `${current} ${word}`.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines.slice(0, 4);
}

export function productSvg(p: { name: string; brand: string; category: Category; species: string }): string {
  const [background, accent] = COLORS[p.category];
  const animal = p.species === 'CAT' ? 'Katze' : p.species === 'DOG' ? 'Hund' : 'Hund &amp; Katze';
  const lines = wrap(p.name, 22)
    .map(
      (line, i) =>
        `<text x="200" y="${190 + i * 34}" font-size="26" text-anchor="middle" fill="#222">${escapeHtml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeHtml(p.name)}"><rect width="400" height="400" fill="${background}"/><rect x="40" y="60" width="320" height="300" rx="24" fill="#fff" stroke="${accent}" stroke-width="6"/><text x="200" y="120" font-size="22" font-family="sans-serif" text-anchor="middle" fill="${accent}" font-weight="bold">${escapeHtml(p.brand)}</text><g font-family="sans-serif">${lines}</g><text x="200" y="335" font-size="18" font-family="sans-serif" text-anchor="middle" fill="${accent}">${animal}</text></svg>`;
}
