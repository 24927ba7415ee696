import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SPECIES } from '../../src/catalog/enums.ts';
import type { GlossaryRating } from '../../src/content/schema.ts';
import { ARTICLES } from '../../src/seed/data/articles.ts';
import { GLOSSARY, NEVER_LIST } from '../../src/seed/data/glossary.ts';

const RATINGS: readonly GlossaryRating[] = ['good', 'neutral', 'never'];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TAG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Case and umlaut folding, enough to compare names and aliases with each other. */
function fold(s: string): string {
  return s.toLowerCase().replaceAll('ä', 'ae').replaceAll('ö', 'oe').replaceAll('ü', 'ue').replaceAll('ß', 'ss').trim();
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const v of values) {
    if (seen.has(v)) dup.add(v);
    seen.add(v);
  }
  return [...dup];
}

function articleText(slug: string): string {
  const a = ARTICLES.find((x) => x.slug === slug);
  assert.ok(a, `article ${slug} missing`);
  return `${a.title} ${a.summary} ${a.body}`;
}

describe('seed articles (Ratgeber)', () => {
  it('has at least 20 articles with unique, well-formed slugs', () => {
    assert.ok(ARTICLES.length >= 20, `only ${ARTICLES.length} articles`);
    const slugs = ARTICLES.map((a) => a.slug);
    assert.deepEqual(duplicates(slugs), []);
    for (const slug of slugs) assert.match(slug, SLUG);
  });

  it('has German and English titles and summaries and a substantial Markdown body', () => {
    for (const a of ARTICLES) {
      assert.ok(a.title.trim().length > 0, `${a.slug}: title`);
      assert.ok(a.title_en.trim().length > 0, `${a.slug}: title_en`);
      assert.ok(a.summary.trim().length > 0, `${a.slug}: summary`);
      assert.ok(a.summary_en.trim().length > 0, `${a.slug}: summary_en`);
      assert.notEqual(a.title, a.title_en, `${a.slug}: title not translated`);
      assert.ok(a.body.length >= 800, `${a.slug}: body has only ${a.body.length} characters`);
      const paragraphs = a.body.split(/\n\s*\n/).filter((p) => p.trim().length > 0);
      assert.ok(paragraphs.length >= 4, `${a.slug}: only ${paragraphs.length} paragraphs`);
      assert.doesNotMatch(a.body, /\$\{/, `${a.slug}: unresolved template expression`);
    }
  });

  it('has valid species, tags and publication dates', () => {
    for (const a of ARTICLES) {
      assert.ok((SPECIES as readonly string[]).includes(a.species), `${a.slug}: species ${a.species}`);
      assert.ok(a.tags.length > 0, `${a.slug}: no tags`);
      for (const tag of a.tags) assert.match(tag, TAG, `${a.slug}: tag ${tag}`);
      assert.deepEqual(duplicates(a.tags), [], `${a.slug}: duplicate tags`);
      assert.match(a.published_at, /^(2025|2026)-\d{2}-\d{2}$/, `${a.slug}: published_at`);
      const d = new Date(`${a.published_at}T00:00:00Z`);
      assert.ok(!Number.isNaN(d.getTime()), `${a.slug}: invalid date`);
      assert.equal(d.toISOString().slice(0, 10), a.published_at, `${a.slug}: impossible date`);
    }
  });

  it('covers the required topics', () => {
    const required: Array<[string, RegExp]> = [
      ['welpen-richtig-fuettern', /Welpe/],
      ['kitten-ernaehrung', /Kitten/],
      ['futterumstellung-in-7-bis-10-tagen', /Umstellung/],
      ['futtermittelallergie-und-ausschlussdiaet', /Allergie/],
      ['getreidefreies-futter-sinn-und-unsinn', /getreidefrei/i],
      ['taurin-fuer-katzen', /Taurin/],
      ['seniorhunde-fuettern', /Senior/],
      ['seniorkatzen-fuettern', /Senior/],
      ['nassfutter-vs-trockenfutter', /Nassfutter/],
      ['wie-viel-futter-braucht-mein-hund', /70 × KG\^0,75/],
      ['uebergewicht-bei-katzen', /Übergewicht/],
      ['deklaration-lesen', /68\/2013/],
      ['monoprotein-futter', /Monoprotein/],
      ['insektenprotein', /Hermetia illucens/],
      ['gruenlippmuschel-fuer-gelenke', /Perna canaliculus/],
      ['omega-3-aus-lachsoel', /EPA/],
      ['zahnpflege-beim-hund', /Zahn/],
      ['trinken-bei-katzen', /Wasser/],
      ['giftige-lebensmittel-fuer-hund-und-katze', /Xylit/],
      ['snacks-und-leckerlis-richtig-dosieren', /10 %/],
      ['kastration-und-energiebedarf', /1,6 × RER/],
      ['sensibler-magen-und-verdauung', /Inulin/],
      ['ethoxyquin-und-synthetische-antioxidantien', /2022\/1375/],
    ];
    for (const [slug, keyword] of required) assert.match(articleText(slug), keyword, slug);
  });

  it('states the key figures consistently with docs/nutrition.md', () => {
    const puppy = articleText('welpen-richtig-fuettern');
    for (const f of ['210 × KG^0,75', '175 × KG^0,75', '140 × KG^0,75']) assert.ok(puppy.includes(f), f);
    const dog = articleText('wie-viel-futter-braucht-mein-hund');
    for (const f of ['95', '110', '125', '30 %']) assert.ok(dog.includes(f), f);
    const neuter = articleText('kastration-und-energiebedarf');
    for (const f of ['1,8 × RER', '1,6 × RER', '1,4 × RER', '1,2 × RER']) assert.ok(neuter.includes(f), f);
    assert.match(articleText('futtermittelallergie-und-ausschlussdiaet'), /acht Wochen/);
    assert.match(articleText('ethoxyquin-und-synthetische-antioxidantien'), /2017\/962/);
    assert.match(articleText('sensibler-magen-und-verdauung'), /MOS/);
  });

  it('has species set sensibly for species-specific topics', () => {
    const bySlug = new Map(ARTICLES.map((a) => [a.slug, a.species]));
    assert.equal(bySlug.get('welpen-richtig-fuettern'), 'DOG');
    assert.equal(bySlug.get('kitten-ernaehrung'), 'CAT');
    assert.equal(bySlug.get('taurin-fuer-katzen'), 'CAT');
    assert.equal(bySlug.get('zahnpflege-beim-hund'), 'DOG');
    assert.equal(bySlug.get('futterumstellung-in-7-bis-10-tagen'), 'BOTH');
  });
});

describe('seed glossary', () => {
  it('has at least 40 entries with unique slugs and names', () => {
    assert.ok(GLOSSARY.length >= 40, `only ${GLOSSARY.length} entries`);
    assert.deepEqual(duplicates(GLOSSARY.map((g) => g.slug)), []);
    assert.deepEqual(duplicates(GLOSSARY.map((g) => fold(g.name))), []);
    for (const g of GLOSSARY) assert.match(g.slug, SLUG);
  });

  it('has valid ratings, categories and explanations in both languages', () => {
    for (const g of GLOSSARY) {
      assert.ok(RATINGS.includes(g.rating), `${g.slug}: rating ${g.rating}`);
      assert.match(g.category, /^[a-z]+$/, `${g.slug}: category`);
      assert.ok(g.name.trim().length > 0 && g.name_en.trim().length > 0, `${g.slug}: names`);
      assert.ok(g.explanation.trim().length > 0, `${g.slug}: explanation`);
      assert.ok(g.explanation_en.trim().length > 0, `${g.slug}: explanation_en`);
      assert.notEqual(g.explanation, g.explanation_en, `${g.slug}: explanation not translated`);
    }
  });

  it('never lets a name or alias point at two entries', () => {
    const owner = new Map<string, string>();
    for (const g of GLOSSARY) {
      const aliases = g.aliases.map(fold);
      for (const a of aliases) assert.ok(a.length > 0, `${g.slug}: empty alias`);
      assert.deepEqual(duplicates([fold(g.name), ...aliases]), [], `${g.slug}: repeated alias`);
      for (const term of new Set([fold(g.name), fold(g.name_en), ...aliases])) {
        const other = owner.get(term);
        assert.equal(other, undefined, `"${term}" belongs to both ${other} and ${g.slug}`);
        owner.set(term, g.slug);
      }
    }
  });

  it('rates the key ingredients as expected', () => {
    const rating = (name: string) => GLOSSARY.find((g) => g.name === name)?.rating;
    assert.equal(rating('Taurin'), 'good');
    assert.equal(rating('Ethoxyquin'), 'never');
    assert.equal(rating('BHA'), 'never');
    assert.equal(rating('BHT'), 'never');
    assert.equal(rating('Zucker'), 'never');
    assert.equal(rating('Tierische Nebenerzeugnisse'), 'never');
    assert.equal(rating('Fleisch'), 'good');
    assert.equal(rating('Innereien'), 'good');
    assert.equal(rating('Weizen'), 'neutral');
    assert.equal(rating('Mais'), 'neutral');
    const ethoxyquin = GLOSSARY.find((g) => g.name === 'Ethoxyquin');
    assert.ok(ethoxyquin);
    assert.ok(ethoxyquin.aliases.includes('E324'));
    assert.match(ethoxyquin.explanation, /2017\/962/);
    assert.match(ethoxyquin.explanation, /2022\/1375/);
    assert.ok(GLOSSARY.find((g) => g.name === 'BHA')?.aliases.includes('E320'));
    assert.ok(GLOSSARY.find((g) => g.name === 'BHT')?.aliases.includes('E321'));
    assert.match(GLOSSARY.find((g) => g.name === 'Fleisch')?.explanation ?? '', /68\/2013/);
    assert.match(GLOSSARY.find((g) => g.name === 'Innereien')?.explanation ?? '', /1069\/2009/);
  });

  it('includes the required ingredient terms (by name or alias)', () => {
    const known = new Set(GLOSSARY.flatMap((g) => [g.name, ...g.aliases].map(fold)));
    const required = [
      'Fleisch',
      'Innereien',
      'Hühnerfleisch',
      'Hähnchen',
      'Rindfleisch',
      'Lammfleisch',
      'Lachs',
      'Lachsöl',
      'Pferdefleisch',
      'Kaninchen',
      'Insektenprotein',
      'Pansen',
      'Blättermagen',
      'Hühnerherz',
      'Leber',
      'Eierschalenpulver',
      'Taurin',
      'Grünlippmuschel',
      'Inulin',
      'Bierhefe',
      'MOS',
      'Süßkartoffel',
      'Kürbis',
      'Karotte',
      'Erbsen',
      'Reis',
      'Kartoffel',
      'Leinsamen',
      'Leinöl',
      'Seealgen',
      'Kräuter',
      'Mineralstoffe',
      'Vitamin E',
      'Tocopherole',
      'Rosmarinextrakt',
      'Cellulose',
      'Weizen',
      'Mais',
      'Soja',
      'Zucker',
      'Melasse',
      'Karamell',
      'Glukose',
      'Fruktose',
      'E320',
      'E321',
      'E324',
      'Tierische Nebenerzeugnisse',
      'Pflanzliche Nebenerzeugnisse',
      'Tiermehl',
      'Fleischknochenmehl',
      'Backwaren-Nebenerzeugnisse',
      'Öle und Fette',
      'Propylenglykol',
      'Künstliche Farbstoffe',
      'Lockstoffe',
      'künstliche Aromen',
    ];
    for (const term of required) assert.ok(known.has(fold(term)), `glossary lacks ${term}`);
  });
});

describe('seed Never List', () => {
  it('has at least 14 items with unique names and reasons in both languages', () => {
    assert.ok(NEVER_LIST.length >= 14, `only ${NEVER_LIST.length} items`);
    assert.deepEqual(duplicates(NEVER_LIST.map((n) => fold(n.name))), []);
    for (const n of NEVER_LIST) {
      assert.ok(n.name.trim().length > 0 && n.name_en.trim().length > 0, `${n.name}: names`);
      assert.ok(n.reason.trim().length > 0, `${n.name}: reason`);
      assert.ok(n.reason_en.trim().length > 0, `${n.name}: reason_en`);
      assert.notEqual(n.reason, n.reason_en, `${n.name}: reason not translated`);
    }
  });

  it('matches every item to a glossary entry rated never (by name or alias)', () => {
    for (const n of NEVER_LIST) {
      const entry = GLOSSARY.find((g) => [g.name, ...g.aliases].some((t) => fold(t) === fold(n.name)));
      assert.ok(entry, `${n.name} has no glossary entry`);
      assert.equal(entry.rating, 'never', `${n.name} is rated ${entry.rating} in the glossary`);
      assert.equal(entry.name_en, n.name_en, `${n.name}: English name differs from the glossary`);
    }
  });

  it('lists every glossary entry rated never', () => {
    const listed = new Set(NEVER_LIST.map((n) => fold(n.name)));
    for (const g of GLOSSARY.filter((x) => x.rating === 'never')) {
      assert.ok(listed.has(fold(g.name)), `${g.name} is rated never but missing from the Never List`);
    }
  });
});
