/**
 * The protocol's postal address and buyer in napf's order terms (src/orders/address.ts). The
 * protocol has one `street_address` line; napf keeps street and house number apart, as German
 * carriers and invoices want them: the house number is the last part of the line that starts with a
 * digit and holds only letters, digits, blanks, "/" and "-" ("Heidestraße 17" → "Heidestraße" +
 * "17"; "Straße des 17. Juni 5" → "Straße des 17. Juni" + "5"; "Mariahilfer Straße 12 - 14" →
 * "Mariahilfer Straße" + "12 - 14"). A line without a trailing number is a recoverable problem
 * naming the field. `extended_address` becomes the address's extra line (c/o, floor), the
 * recipient is the destination's first and last name, else the buyer's. napf bills to the delivery
 * address: the protocol carries a billing address only with a payment instrument, which napf does
 * not take.
 */
import type { Address } from '../../orders/address.ts';
import { addressProblems } from '../../orders/address.ts';
import type { ShippingRule } from '../../shop/shipping.ts';
import type { UcpMessage } from '../errors.ts';
import type { BuyerState, DestinationState, Language } from './state.ts';

const HOUSE_NUMBER = /^(.+?)\s+(\d[0-9A-Za-z /-]*)$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()/-]*[0-9]$/;

/** Country names and ISO alpha-3 codes the protocol allows for a served country's alpha-2 code. */
const COUNTRY_ALIASES: Record<string, string> = {
  DEU: 'DE',
  GERMANY: 'DE',
  DEUTSCHLAND: 'DE',
  AUT: 'AT',
  AUSTRIA: 'AT',
  ÖSTERREICH: 'AT',
  OESTERREICH: 'AT',
};

export function countryCode(value: string | undefined): string | null {
  if (!value) return null;
  const upper = value.trim().toUpperCase();
  return COUNTRY_ALIASES[upper] ?? (/^[A-Z]{2}$/.test(upper) ? upper : null);
}

export function splitStreet(line: string): { street: string; house_number: string } | null {
  const m = HOUSE_NUMBER.exec(line.trim());
  if (!m) return null;
  const houseNumber = (m[2] as string).trim();
  if (houseNumber.length > 20) return null;
  return { street: (m[1] as string).trim(), house_number: houseNumber };
}

export function fullName(first: string | undefined, last: string | undefined): string | null {
  const name = [first, last].filter(Boolean).join(' ').trim();
  return name === '' ? null : name;
}

const TEXTS = {
  de: {
    missing: (field: string) => `${field} fehlt.`,
    street: 'Straße und Hausnummer bitte in einer Zeile, die Hausnummer am Ende (z. B. "Heidestraße 17").',
    country: (c: string, served: string) => `Wir liefern nicht nach ${c}, nur nach ${served}.`,
    email: 'Die E-Mail-Adresse ist ungültig.',
    phone: 'Die Telefonnummer ist ungültig (z. B. +49 221 1234567).',
    name: 'Der Name des Empfängers fehlt (first_name und last_name).',
    postal: (rule: string) => `Die Postleitzahl ${rule}.`,
  },
  en: {
    missing: (field: string) => `${field} is missing.`,
    street: 'Send street and house number in one line, the number last (e.g. "Heidestraße 17").',
    country: (c: string, served: string) => `The shop does not deliver to ${c}, only to ${served}.`,
    email: 'The e-mail address is not valid.',
    phone: 'The phone number is not valid (e.g. +49 221 1234567).',
    name: "The recipient's name is missing (first_name and last_name).",
    postal: (rule: string) => `The postal code ${rule}.`,
  },
} as const;

const POSTAL_RULES_EN: Record<string, string> = {
  DE: 'must be five digits for Germany',
  AT: 'must be four digits for Austria',
};
const POSTAL_RULES_DE: Record<string, string> = {
  DE: 'muss für Deutschland fünfstellig sein',
  AT: 'muss für Österreich vierstellig sein',
};

const problem = (code: string, content: string, path: string): UcpMessage => ({
  type: 'error',
  code,
  content,
  path,
  severity: 'recoverable',
});

export interface AddressResult {
  address: Address | null;
  /** The rule of the destination's country when the shop serves it. */
  rule: ShippingRule | null;
  messages: UcpMessage[];
}

/** A destination as a napf Address, or the problems that keep it from being one. */
export function toAddress(
  dest: DestinationState,
  buyer: BuyerState | null,
  path: string,
  rules: readonly ShippingRule[],
  language: Language,
): AddressResult {
  const t = TEXTS[language];
  const messages: UcpMessage[] = [];
  const country = countryCode(dest.address_country);
  const rule = rules.find((r) => r.country === country) ?? null;
  if (!dest.address_country) messages.push(problem('missing', t.missing('address_country'), `${path}.address_country`));
  else if (!rule) {
    const served = rules.map((r) => r.country).join(', ');
    messages.push(problem('address_undeliverable', t.country(dest.address_country, served), `${path}.address_country`));
  }
  const street = dest.street_address ? splitStreet(dest.street_address) : null;
  if (!dest.street_address) messages.push(problem('missing', t.missing('street_address'), `${path}.street_address`));
  else if (!street) messages.push(problem('invalid_address', t.street, `${path}.street_address`));
  if (!dest.address_locality) {
    messages.push(problem('missing', t.missing('address_locality'), `${path}.address_locality`));
  }
  if (!dest.postal_code) messages.push(problem('missing', t.missing('postal_code'), `${path}.postal_code`));
  const name =
    fullName(dest.first_name, dest.last_name) ?? (buyer ? fullName(buyer.first_name, buyer.last_name) : null);
  if (!name) messages.push(problem('missing', t.name, `${path}.last_name`));
  if (messages.length > 0 || !street || !name || !rule) return { address: null, rule, messages };
  const address: Address = {
    name,
    street: street.street,
    house_number: street.house_number,
    ...(dest.extended_address ? { address_extra: dest.extended_address } : {}),
    postal_code: dest.postal_code as string,
    city: dest.address_locality as string,
    country: rule.country,
  };
  const postal = addressProblems(address, path);
  if (postal.length > 0) {
    const rules = language === 'de' ? POSTAL_RULES_DE : POSTAL_RULES_EN;
    const rule = rules[address.country] ?? postal[0]?.message ?? '';
    return { address: null, rule: null, messages: [problem('invalid_address', t.postal(rule), `${path}.postal_code`)] };
  }
  return { address, rule, messages };
}

/** The buyer's contact as napf's order needs it: an e-mail address and a name; problems as messages. */
export function buyerProblems(buyer: BuyerState | null, language: Language): UcpMessage[] {
  const t = TEXTS[language];
  const messages: UcpMessage[] = [];
  if (!buyer?.email) messages.push(problem('missing', t.missing('buyer.email'), '$.buyer.email'));
  else if (!EMAIL.test(buyer.email)) messages.push(problem('invalid_email', t.email, '$.buyer.email'));
  if (buyer?.phone_number && (!PHONE.test(buyer.phone_number) || buyer.phone_number.length > 30)) {
    messages.push(problem('invalid_phone', t.phone, '$.buyer.phone_number'));
  }
  return messages;
}
