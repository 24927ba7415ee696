/**
 * Search quality on the demo catalog: realistic shopper queries, each with the products a shopper
 * would accept among the first three results (chosen from the product data, not from the engine's
 * answers). A query hits when at least one of them is in its top 3; hit@3 must stay at 0.9 or more.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { NewProduct } from '../../src/catalog/new-product.ts';
import { searchDocument } from '../../src/catalog/search-service.ts';
import { ProductSearchIndex, type SearchDocument } from '../../src/search/index.ts';
import { PRODUCTS } from '../../src/seed/data/products.ts';

/** Exactly as the app indexes a product (src/catalog/search-service.ts). */
const toDocument = (p: NewProduct): SearchDocument => searchDocument({ ...p, id: p.slug }, p.tags);

const CHICKEN = [
  'pures-huhn-mit-kuerbis-nassfutter',
  'adult-huhn-und-reis-vital-trockenfutter',
  'junior-huhn-und-lachs-trockenfutter',
  'pures-huhn-mit-huehnerherz-nassfutter-katze',
  'kitten-huhn-und-kalb-mousse',
  'kitten-huhn-und-lachs-trockenfutter',
  'senior-huhn-und-reis-trockenfutter-katze',
  'gefriergetrocknete-huehnerleber',
  'kitten-creme-snack-huhn',
  'gefriergetrocknete-huehnerherzen',
];
const GRAIN_FREE_CAT_FOOD = [
  'lachs-filet-in-gelee',
  'pures-huhn-mit-huehnerherz-nassfutter-katze',
  'pures-kaninchen-sensitiv-nassfutter-katze',
  'kitten-huhn-und-kalb-mousse',
  'ente-und-pute-pastete-katze',
  'pferd-und-suesskartoffel-sensitiv-nassfutter-katze',
  'wild-und-kaninchen-nassfutter-katze',
  'kitten-huhn-und-lachs-trockenfutter',
  'getreidefrei-forelle-sensitiv-trockenfutter-katze',
  'pures-kaninchen-trockenfutter-katze',
];
const KITTEN = [
  'kitten-huhn-und-kalb-mousse',
  'kitten-huhn-und-lachs-trockenfutter',
  'kitten-creme-snack-huhn',
  'kitten-aufbau-pulver-mit-kolostrum',
];
const PUPPY = [
  'junior-kalb-mit-karotte-nassfutter',
  'junior-huhn-und-lachs-trockenfutter',
  'junior-lamm-und-reis-grosse-rassen-trockenfutter',
  'junior-lamm-trainingsherzen',
  'welpen-calcium-mit-eierschalenpulver',
  'sanftes-welpenshampoo-mit-hafer',
];
const RABBIT = [
  'kaninchen-mit-suesskartoffel-sensitiv-nassfutter',
  'pures-kaninchen-sensitiv-nassfutter-katze',
  'pures-kaninchen-trockenfutter-katze',
  'wild-und-kaninchen-nassfutter-katze',
  'kaninchen-wuerfel',
];
const SWEET_POTATO = [
  'kaninchen-mit-suesskartoffel-sensitiv-nassfutter',
  'getreidefrei-lachs-und-suesskartoffel-trockenfutter',
  'pferd-und-suesskartoffel-sensitiv-nassfutter-katze',
];
const DOG_DRY = [
  'adult-huhn-und-reis-vital-trockenfutter',
  'getreidefrei-lachs-und-suesskartoffel-trockenfutter',
  'junior-huhn-und-lachs-trockenfutter',
  'klassik-rind-und-getreide-trockenfutter',
  'insekt-und-kartoffel-sensitiv-trockenfutter',
  'senior-pute-und-hafer-light-trockenfutter',
  'kaltgepresst-ente-und-kartoffel-trockenfutter',
  'junior-lamm-und-reis-grosse-rassen-trockenfutter',
];
const DOG_SNACKS = [
  'rinderkopfhaut-kauroellchen',
  'entenbrust-chips',
  'pferde-trainingshappen',
  'junior-lamm-trainingsherzen',
  'zahnpflege-sticks-mit-petersilie',
  'insekten-kekse-mit-apfel',
  'gefriergetrocknete-huehnerherzen',
  'thunfisch-flocken',
  'kaninchen-wuerfel',
];
const CAT_TREATS = [
  'knusper-kissen-mit-lachs',
  'gefriergetrocknete-huehnerleber',
  'kitten-creme-snack-huhn',
  'forellen-stueckchen',
  'gefriergetrocknete-huehnerherzen',
  'thunfisch-flocken',
  'kaninchen-wuerfel',
];
const HYPOALLERGENIC_DOG = [
  'pures-pferd-mit-pastinake-nassfutter',
  'kaninchen-mit-suesskartoffel-sensitiv-nassfutter',
  'pures-wild-mit-preiselbeeren-nassfutter',
  'insekt-und-kartoffel-sensitiv-trockenfutter',
  'entenbrust-chips',
  'pferde-trainingshappen',
  'insekten-kekse-mit-apfel',
  'kaninchen-wuerfel',
];
const MONOPROTEIN = PRODUCTS.filter((p) => p.is_active && p.tags.includes('monoprotein')).map((p) => p.slug);

/** [query, acceptable top-3 products] */
const QUERIES: [string, string[]][] = [
  ['Hühnchen Nassfutter', ['pures-huhn-mit-kuerbis-nassfutter', 'pures-huhn-mit-huehnerherz-nassfutter-katze']],
  ['huhnchen', CHICKEN],
  ['Huehnchen', CHICKEN],
  ['chiken', CHICKEN],
  ['getreidefreies Katzenfutter', GRAIN_FREE_CAT_FOOD],
  ['grain free cat food', GRAIN_FREE_CAT_FOOD],
  ['lamb rice', ['lamm-und-reis-sensitiv-nassfutter', 'junior-lamm-und-reis-grosse-rassen-trockenfutter']],
  ['Welpenfutter', PUPPY.slice(0, 3)],
  ['puppy', PUPPY],
  ['kitten', KITTEN],
  ['Lachsöl', ['wildlachsoel']],
  ['salmon oil', ['wildlachsoel']],
  ['Grünlippmuschel', ['gruenlippmuschel-pulver']],
  ['Grünlipmuschel', ['gruenlippmuschel-pulver']],
  [
    'senior dog',
    [
      'senior-pute-mit-zucchini-nassfutter',
      'senior-pute-und-hafer-light-trockenfutter',
      'senior-vital-pulver-hagebutte-kurkuma',
    ],
  ],
  [
    'Pferd',
    [
      'pures-pferd-mit-pastinake-nassfutter',
      'pferde-trainingshappen',
      'pferd-und-suesskartoffel-sensitiv-nassfutter-katze',
    ],
  ],
  ['hypoallergen Hund', HYPOALLERGENIC_DOG],
  ['Kaninchen', RABBIT],
  ['Kaninchn', RABBIT],
  ['Zahnpflege Snack', ['zahnpflege-sticks-mit-petersilie', 'rinderkopfhaut-kauroellchen']],
  ['Pfotenbalsam', ['pfotenbalsam-mit-bienenwachs']],
  ['Entenbrust', ['entenbrust-chips']],
  ['Insekten', ['insekt-und-kartoffel-sensitiv-trockenfutter', 'insekten-kekse-mit-apfel']],
  [
    'Sensitiv Trockenfutter',
    [
      'getreidefrei-lachs-und-suesskartoffel-trockenfutter',
      'insekt-und-kartoffel-sensitiv-trockenfutter',
      'getreidefrei-forelle-sensitiv-trockenfutter-katze',
    ],
  ],
  ['tuna', ['thunfisch-und-hering-in-sauce', 'thunfisch-flocken']],
  ['Thunfisch', ['thunfisch-und-hering-in-sauce', 'thunfisch-flocken']],
  [
    'Forelle',
    [
      'senior-pute-und-forelle-nassfutter-katze',
      'getreidefrei-forelle-sensitiv-trockenfutter-katze',
      'forellen-stueckchen',
    ],
  ],
  ['monoprotein', MONOPROTEIN],
  ['Kauartikel Rind', ['rinderkopfhaut-kauroellchen']],
  ['Katzenleckerli', CAT_TREATS],
  ['Hundesnack', DOG_SNACKS],
  ['Trockenfutter Hund', DOG_DRY],
  ['Katze Lachs', ['lachs-filet-in-gelee', 'kitten-huhn-und-lachs-trockenfutter', 'knusper-kissen-mit-lachs']],
  ['Hühnerherz', ['pures-huhn-mit-huehnerherz-nassfutter-katze', 'gefriergetrocknete-huehnerherzen']],
  ['Süßkartoffel', SWEET_POTATO],
  ['Suesskartoffel', SWEET_POTATO],
  ['sweet potato', SWEET_POTATO],
  ['Hünerleber', ['gefriergetrocknete-huehnerleber']],
  ['Ohrenreiniger', ['sanfter-ohrenreiniger']],
  ['Welpenshampoo', ['sanftes-welpenshampoo-mit-hafer']],
  ['Haarballen Katze', ['anti-haarball-paste-mit-malz', 'knusper-kissen-mit-lachs']],
  ['Flohsamen', ['magen-darm-flocken-mit-flohsamen', 'darmflora-plus-mit-chicoree-und-bierhefe']],
  ['Bierhefe', ['bierhefe-flocken-fuer-fell-und-haut', 'darmflora-plus-mit-chicoree-und-bierhefe']],
  ['venison', ['pures-wild-mit-preiselbeeren-nassfutter', 'wild-und-kaninchen-nassfutter-katze']],
  [
    'Lachs Trockenfutter',
    ['getreidefrei-lachs-und-suesskartoffel-trockenfutter', 'junior-huhn-und-lachs-trockenfutter'],
  ],
  ['Gelenke Hund', ['gruenlippmuschel-pulver', 'senior-vital-pulver-hagebutte-kurkuma', 'wildlachsoel']],
  [
    'Fell und Haut',
    ['bierhefe-flocken-fuer-fell-und-haut', 'glanz-und-entfilzungsspray-mit-mandeloel', 'wildlachsoel'],
  ],
  ['Zahnpflege', ['zahnpflege-sticks-mit-petersilie', 'zahnpflege-gel-mit-salbei', 'rinderkopfhaut-kauroellchen']],
  ['Calcium Welpen', ['welpen-calcium-mit-eierschalenpulver']],
  ['Ente Katze', ['ente-und-pute-pastete-katze']],
  [
    'Katzenfutter Pute',
    [
      'ente-und-pute-pastete-katze',
      'senior-pute-und-forelle-nassfutter-katze',
      'indoor-pute-light-trockenfutter-katze',
    ],
  ],
];

test(`search quality: hit@3 over ${QUERIES.length} shopper queries`, () => {
  const active = PRODUCTS.filter((p) => p.is_active);
  const index = new ProductSearchIndex(active.map(toDocument));
  const slugs = new Set(active.map((p) => p.slug));
  const misses: string[] = [];
  for (const [query, expected] of QUERIES) {
    // A wrong slug here would make the query unwinnable; catch typos in the list itself.
    for (const slug of expected) assert.ok(slugs.has(slug), `${query}: unknown or inactive product ${slug}`);
    const top3 = index.search(query, { limit: 3 }).hits.map((h) => h.id);
    if (!top3.some((id) => expected.includes(id))) misses.push(`${query} → ${top3.join(', ') || '(nothing)'}`);
  }
  const hitRate = (QUERIES.length - misses.length) / QUERIES.length;
  console.log(`hit@3 = ${hitRate.toFixed(3)} (${QUERIES.length - misses.length}/${QUERIES.length})`);
  for (const miss of misses) console.log(`  miss: ${miss}`);
  assert.ok(hitRate >= 0.9, `hit@3 ${hitRate.toFixed(3)} < 0.9`);
});
