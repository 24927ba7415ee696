/**
 * The inbox an address delivers to, as far as the shop can tell from the address alone: the key the
 * confirmation-mail throttle counts by. It is never stored in clear nor used to send: the
 * subscription keeps the address it was made with.
 *
 * - Case-folded: providers deliver `Victim@Example.com` and `victim@example.com` to one inbox.
 * - Sub-address removed: `victim+anything@…` reaches `victim@…` at nearly every provider (Gmail,
 *   Outlook, iCloud, Fastmail, Proton, most self-hosted servers). A local part that starts with `+`
 *   is left whole.
 * - Gmail only: dots in the local part are ignored and googlemail.com is gmail.com, so
 *   `v.i.c.t.i.m@googlemail.com` is `victim@gmail.com`. Gmail documents both, and without the fold
 *   one Gmail inbox has thousands of spellings. Other providers treat dots as part of the name
 *   (`m.ax@` and `max@` are different people there), so their dots are kept.
 * - Other separators (`-` at Yahoo or as a configured qmail/Postfix delimiter) are not removed: for
 *   most providers they are ordinary characters, and folding them would throttle strangers together.
 * - A trailing dot of the domain (`example.com.`) is dropped: it names the same domain.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function mailboxKey(email: string): string {
  const address = email.trim().normalize('NFC').toLowerCase();
  const at = address.lastIndexOf('@');
  let local = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.+$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
