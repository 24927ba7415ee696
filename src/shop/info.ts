/**
 * The shop information consumers and agents may rely on before they buy (docs/contract.md#shop-information):
 * who sells, how to reach them, that prices include VAT and at which rates, what delivery costs and
 * how to withdraw. Rates come from the catalog's VAT table and shipping from the shipping rules, so
 * this page never states a number the prices, feeds or orders do not use.
 */
import { type Static, Type } from 'typebox';
import { CATEGORIES } from '../catalog/enums.ts';
import { CategorySchema } from '../catalog/schema.ts';
import { VAT_RATE_BY_CATEGORY, VAT_RATES, type VatRate } from '../catalog/vat.ts';
import { toEuros } from '../core/money.ts';
import { DEMO_SHIPPING_RULES, type ShippingRule } from './shipping.ts';

const VatRateInfoSchema = Type.Object({
  rate: Type.Integer({ description: 'VAT rate in per cent, included in every price' }),
  categories: Type.Array(CategorySchema, { description: 'The shop categories whose products take this rate' }),
  applies_to: Type.String(),
  applies_to_en: Type.String(),
});

const ShippingInfoSchema = Type.Object({
  country: Type.String({
    pattern: '^[A-Z]{2}$',
    description: 'ISO 3166-1 alpha-2 code of a country the shop delivers to',
  }),
  country_name: Type.Optional(Type.String()),
  country_name_en: Type.Optional(Type.String()),
  price: Type.Number({ description: 'Delivery cost in EUR including VAT' }),
  free_from: Type.Union([Type.Number(), Type.Null()], {
    description: 'Goods total in EUR (including VAT) from which delivery is free; null: never free',
  }),
  currency: Type.Literal('EUR'),
});

export const ShopInfoSchema = Type.Object(
  {
    name: Type.String(),
    operator: Type.Object(
      {
        name: Type.String(),
        address: Type.String({ description: 'Postal address in one line' }),
        register: Type.Optional(Type.String({ description: 'Commercial register court and number' })),
        vat_id: Type.String({ description: 'VAT identification number (USt-IdNr.)' }),
      },
      { description: 'The seller: the party to every purchase contract' },
    ),
    contact: Type.Object({ email: Type.String({ format: 'email' }), phone: Type.String() }),
    currency: Type.Literal('EUR'),
    prices_include_vat: Type.Boolean({
      description: 'true: every price is a consumer price including VAT (PAngV)',
    }),
    vat_rates: Type.Array(VatRateInfoSchema),
    shipping: Type.Array(ShippingInfoSchema, { description: 'One entry per country the shop delivers to' }),
    returns: Type.Object({
      withdrawal_period_days: Type.Integer({ description: 'Days from delivery in which a consumer may withdraw' }),
      withdrawal_starts: Type.Literal('delivery'),
      policy: Type.String(),
      policy_en: Type.String(),
    }),
  },
  { description: 'The shop’s operator, contact, VAT, shipping and withdrawal terms' },
);
export type ShopInfo = Static<typeof ShopInfoSchema>;

const REDUCED_RATE = Math.min(...VAT_RATES);

// Feed for retail sale is the reduced-rate good (tariff heading 2309); everything else is standard.
const VAT_TEXTS = {
  reduced: [
    'Futtermittel für Hund und Katze (Tarifposition 2309): Nass- und Trockenfutter, Snacks und Nahrungsergänzungen, die Futtermittel sind (ermäßigter Satz, UStG § 12 (2) Nr. 1 mit Anlage 2 Nr. 37)',
    'Dog and cat food (tariff heading 2309): wet and dry food, treats, supplements that are feed (reduced rate, UStG § 12 (2) No. 1 with Anlage 2 No. 37)',
  ],
  standard: [
    'Pflegeprodukte und alle Waren, die kein Futtermittel sind (Regelsatz, UStG § 12 (1))',
    'Care products and all goods that are not feed (standard rate, UStG § 12 (1))',
  ],
} as const;

function vatRateInfo(rate: VatRate): Static<typeof VatRateInfoSchema> {
  const [applies_to, applies_to_en] = VAT_TEXTS[rate === REDUCED_RATE ? 'reduced' : 'standard'];
  return { rate, categories: CATEGORIES.filter((c) => VAT_RATE_BY_CATEGORY[c] === rate), applies_to, applies_to_en };
}

const COUNTRY_NAMES: Record<string, readonly [string, string]> = {
  DE: ['Deutschland', 'Germany'],
  AT: ['Österreich', 'Austria'],
};

function shippingInfo(rule: ShippingRule): Static<typeof ShippingInfoSchema> {
  const names = COUNTRY_NAMES[rule.country];
  return {
    country: rule.country,
    ...(names ? { country_name: names[0], country_name_en: names[1] } : {}),
    price: toEuros(rule.price_cents),
    free_from: rule.free_from_cents === null ? null : toEuros(rule.free_from_cents),
    currency: 'EUR',
  };
}

const WITHDRAWAL_DAYS = 14;

/** The demo shop: fictional operator data, the real rules of this code base. */
export const DEMO_SHOP_INFO: ShopInfo = {
  name: 'napf – Premium-Futter für Hund & Katze',
  operator: {
    name: 'napf Demo GmbH',
    address: 'Musterstraße 1, 00000 Berlin, Deutschland',
    register: 'Amtsgericht Berlin-Charlottenburg HRB 000000',
    vat_id: 'DE000000000',
  },
  contact: { email: 'service@example.org', phone: '+49 30 0000000' },
  currency: 'EUR',
  prices_include_vat: true,
  vat_rates: VAT_RATES.map(vatRateInfo),
  shipping: DEMO_SHIPPING_RULES.map(shippingInfo),
  returns: {
    withdrawal_period_days: WITHDRAWAL_DAYS,
    withdrawal_starts: 'delivery',
    // The withdrawal right of distance contracts: §§ 312g, 355 BGB.
    policy: `Verbraucher haben ein Widerrufsrecht von ${WITHDRAWAL_DAYS} Tagen ab Lieferung der Ware (Fernabsatzvertrag, §§ 312g, 355 BGB). Der Widerruf braucht keine Begründung; eine eindeutige Erklärung per E-Mail genügt.`,
    policy_en: `Consumers may withdraw from the contract within ${WITHDRAWAL_DAYS} days of delivery (distance contract, §§ 312g, 355 BGB). No reason is needed; a clear statement by e-mail is enough.`,
  },
};
