/** Minimal server-rendered pages (newsletter links opened in a browser). Every value is escaped. */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

/** A page whose body is trusted markup built by the caller with escapeHtml. */
export function page(title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#222}h1{font-size:1.5rem}button{font:inherit;padding:.5rem 1rem}</style></head><body>${bodyHtml}</body></html>`;
}

export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

/** True when the client prefers an HTML page (a person clicking a mail link) over JSON. */
export function wantsHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.includes('text/html') && !accept.startsWith('application/json');
}
