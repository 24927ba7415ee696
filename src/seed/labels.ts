/**
 * The demo shop's feed labels: complete, plausible particulars for every product, derived once when
 * the demo data is built (the stored label is what the API serves). The makers are fictional, their
 * registration numbers follow the German pattern DE-<state>-<kind>-<number>. Additive amounts are
 * typical declared levels per kg of feed: wet food carries the trace elements and vitamins of a
 * complete ration at its water content, dry food more per kg; cat food adds taurine.
 */
import type { Additive, Label } from '../catalog/labelling.ts';
import { isFeed } from '../catalog/labelling.ts';
import type { NewProduct } from '../catalog/new-product.ts';

const OPERATORS: Record<string, { name: string; address: string; registration: string }> = {
  'Napf Manufaktur': {
    name: 'Napf Manufaktur GmbH',
    address: 'Futterweg 12, 10115 Berlin, Deutschland',
    registration: 'DE-BE-1-00417',
  },
  'Wildes Herz': {
    name: 'Wildes Herz Tiernahrung GmbH',
    address: 'Am Forsthaus 3, 01067 Dresden, Deutschland',
    registration: 'DE-SN-1-00152',
  },
  Alpenhof: {
    name: 'Alpenhof Heimtierkost GmbH',
    address: 'Almstraße 8, 87527 Sonthofen, Deutschland',
    registration: 'DE-BY-1-00231',
  },
  Nordkost: {
    name: 'Nordkost Tierfutter GmbH',
    address: 'Kai 21, 24103 Kiel, Deutschland',
    registration: 'DE-SH-1-00087',
  },
  Katzenglück: {
    name: 'Katzenglück Petfood GmbH',
    address: 'Rosenhof 5, 50667 Köln, Deutschland',
    registration: 'DE-NW-1-01234',
  },
  Grünpfote: {
    name: 'Grünpfote Naturfutter GmbH',
    address: 'Lindenallee 40, 20095 Hamburg, Deutschland',
    registration: 'DE-HH-1-00045',
  },
  Feldweg: {
    name: 'Feldweg Futtermittel GmbH',
    address: 'Feldweg 1, 34117 Kassel, Deutschland',
    registration: 'DE-HE-1-00310',
  },
};

const nutritional = (name: string, amount: number, unit: string): Additive => ({
  group: 'nutritional',
  name,
  amount,
  unit,
});

const WET_COMPLETE: Additive[] = [
  nutritional('Vitamin D3', 200, 'IE/kg'),
  nutritional('Vitamin E (als all-rac-alpha-Tocopherylacetat)', 30, 'mg/kg'),
  nutritional('Zink (als Zinksulfat, Monohydrat)', 15, 'mg/kg'),
  nutritional('Mangan (als Mangan-(II)-sulfat, Monohydrat)', 3, 'mg/kg'),
  nutritional('Jod (als Calciumjodat, wasserfrei)', 0.75, 'mg/kg'),
];

const DRY_COMPLETE: Additive[] = [
  nutritional('Vitamin A', 15000, 'IE/kg'),
  nutritional('Vitamin D3', 1500, 'IE/kg'),
  nutritional('Vitamin E (als all-rac-alpha-Tocopherylacetat)', 100, 'mg/kg'),
  nutritional('Zink (als Zinkchelat von Glycin, Hydrat)', 80, 'mg/kg'),
  nutritional('Kupfer (als Kupfer-(II)-sulfat, Pentahydrat)', 10, 'mg/kg'),
  nutritional('Selen (als Natriumselenit)', 0.2, 'mg/kg'),
  // Technological additives may be declared by their functional group, without an amount.
  {
    group: 'technological',
    name: 'Antioxidationsmittel: tocopherolreiche Extrakte natürlichen Ursprungs',
    amount: null,
    unit: null,
  },
];

const TAURINE_WET = nutritional('Taurin', 1000, 'mg/kg');
const TAURINE_DRY = nutritional('Taurin', 2000, 'mg/kg');

const SUPPLEMENT_ADDITIVES: Record<string, Additive[]> = {
  'welpen-calcium-mit-eierschalenpulver': [nutritional('Vitamin D3', 5000, 'IE/kg')],
  'kitten-aufbau-pulver-mit-kolostrum': [nutritional('Vitamin E (als all-rac-alpha-Tocopherylacetat)', 500, 'mg/kg')],
  'bierhefe-flocken-fuer-fell-und-haut': [nutritional('Biotin', 200, 'mg/kg')],
};

/** Complete feed sold to relieve food intolerances is dietetic feed with this particular purpose. */
const INTOLERANCE_PURPOSE = 'Verringerung von Ausgangserzeugnis- und Nährstoffunverträglichkeiten';

function additivesOf(p: NewProduct): Additive[] {
  if (p.category === 'nassfutter') return p.species === 'CAT' ? [...WET_COMPLETE, TAURINE_WET] : WET_COMPLETE;
  if (p.category === 'trockenfutter') return p.species === 'CAT' ? [...DRY_COMPLETE, TAURINE_DRY] : DRY_COMPLETE;
  return SUPPLEMENT_ADDITIVES[p.slug] ?? [];
}

/** The label of a demo or generated product; care products are not feed and state none. */
export function demoLabel(p: NewProduct): Label {
  if (!isFeed(p.category)) {
    return { feed_type: null, dietetic_purpose: null, additives: [], operator: null, operator_registration: null };
  }
  const operator = OPERATORS[p.brand];
  if (!operator) throw new Error(`No demo operator for brand ${p.brand}`);
  const complete = p.category === 'nassfutter' || p.category === 'trockenfutter';
  const dietetic = complete && p.tags.includes('hypoallergen') && p.tags.includes('monoprotein');
  return {
    feed_type: complete ? 'complete' : 'complementary',
    dietetic_purpose: dietetic ? INTOLERANCE_PURPOSE : null,
    additives: additivesOf(p),
    operator: { name: operator.name, address: operator.address },
    operator_registration: operator.registration,
  };
}

export const withDemoLabel = (p: NewProduct): NewProduct => ({ ...p, label: demoLabel(p) });
