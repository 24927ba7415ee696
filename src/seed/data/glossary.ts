/**
 * The ingredient glossary and the Never List of the demo shop. Ratings are napf's editorial
 * verdicts; the facts behind them follow docs/nutrition.md. Every Never List item has a
 * glossary entry rated 'never' under the same name.
 */
import type { SeedGlossaryEntry, SeedNeverItem } from '../types.ts';

export const GLOSSARY: SeedGlossaryEntry[] = [
  // --- Tierische Eiweißquellen ---
  {
    slug: 'fleisch',
    name: 'Fleisch',
    name_en: 'Meat',
    aliases: ['Muskelfleisch', 'Skelettmuskulatur', 'muscle meat', 'skeletal muscle'],
    category: 'protein',
    rating: 'good',
    explanation:
      'Auf einem EU-Etikett bezeichnet „Fleisch“ Skelettmuskulatur (Verordnung (EU) Nr. 68/2013), also keine Innereien und keine sonstigen Schlachtnebenprodukte. Muskelfleisch liefert gut verdauliches Eiweiß mit allen essenziellen Aminosäuren. Am aussagekräftigsten ist die Angabe mit Tierart, etwa „Hühnerfleisch“ oder „Rindfleisch“.',
    explanation_en:
      'On an EU label "meat" means skeletal muscle (Regulation (EU) No 68/2013), so no offal and no other slaughter by-products. Muscle meat supplies highly digestible protein with all essential amino acids. The declaration is most informative when it names the species, such as "chicken meat" or "beef".',
  },
  {
    slug: 'innereien',
    name: 'Innereien',
    name_en: 'Offal',
    aliases: ['Organfleisch', 'Herz', 'Niere', 'Milz', 'Lunge', 'organ meat', 'heart', 'kidney', 'spleen', 'lung'],
    category: 'innereien',
    rating: 'good',
    explanation:
      'Innereien sind Herz, Leber, Niere, Milz und Lunge. Sie gehören zum Material der Kategorie 3 nach Verordnung (EG) Nr. 1069/2009, stammen also von Tieren, die bei der Schlachtung für den menschlichen Verzehr tauglich waren. Innereien sind reich an Vitaminen, Spurenelementen und Taurin und ergänzen Muskelfleisch sinnvoll, wenn sie mit Tierart und Organ benannt werden.',
    explanation_en:
      'Offal means heart, liver, kidney, spleen and lung. It is Category 3 material under Regulation (EC) No 1069/2009, i.e. it comes from animals fit for human consumption at slaughter. Offal is rich in vitamins, trace elements and taurine and complements muscle meat well when species and organ are named.',
  },
  {
    slug: 'huehnerfleisch',
    name: 'Hühnerfleisch',
    name_en: 'Chicken meat',
    aliases: ['Huhn', 'Hähnchen', 'Hühnchen', 'Hähnchenfleisch', 'Hühnerbrust', 'chicken', 'chicken breast'],
    category: 'protein',
    rating: 'good',
    explanation:
      'Hühnerfleisch ist mageres, gut verdauliches Muskelfleisch und eine der wichtigsten Eiweißquellen in Hunde- und Katzenfutter. Huhn gehört allerdings bei Hund und Katze zu den häufigsten Auslösern von Futtermittelallergien. Bei einer Hühnerallergie sollten auch Hühnerfett, Hühnerbrühe und Geflügel als Zutaten gemieden werden.',
    explanation_en:
      'Chicken meat is lean, highly digestible muscle meat and one of the most important protein sources in dog and cat food. Chicken is, however, among the most frequent triggers of food allergy in dogs and cats. With a chicken allergy, chicken fat, chicken broth and poultry as ingredients should also be avoided.',
  },
  {
    slug: 'gefluegel',
    name: 'Geflügel',
    name_en: 'Poultry',
    aliases: ['Geflügelfleisch', 'Geflügelmehl', 'Geflügelfett', 'poultry meat', 'poultry meal', 'poultry fat'],
    category: 'protein',
    rating: 'neutral',
    explanation:
      'Geflügel ist ein Sammelbegriff, der Huhn, Pute, Ente und anderes Federvieh umfassen kann. Das Eiweiß ist an sich hochwertig, das Etikett verrät aber nicht, welche Tierart enthalten ist. Für Tiere mit Hühnerallergie oder in einer Ausschlussdiät ist eine Zutat „Geflügel“ deshalb nicht geeignet.',
    explanation_en:
      'Poultry is a collective term that can cover chicken, turkey, duck and other fowl. The protein itself is of good quality, but the label does not reveal which species is in it. An ingredient called "poultry" is therefore unsuitable for animals with a chicken allergy or on an elimination diet.',
  },
  {
    slug: 'rindfleisch',
    name: 'Rindfleisch',
    name_en: 'Beef',
    aliases: ['Rind', 'Rindermuskelfleisch', 'Kalb', 'Kalbfleisch', 'bovine', 'veal'],
    category: 'protein',
    rating: 'good',
    explanation:
      'Rindfleisch liefert hochwertiges Eiweiß, Eisen, Zink und B-Vitamine und wird von den meisten Hunden und Katzen sehr gern gefressen. Laut der Übersicht von Mueller, Olivry und Prélaud (2016) ist Rind bei Hunden wie bei Katzen der am häufigsten beschriebene Auslöser einer Futtermittelallergie. Für gesunde Tiere ist es eine sehr gute Zutat, für eine Ausschlussdiät meist nicht.',
    explanation_en:
      'Beef supplies high-quality protein, iron, zinc and B vitamins and is eaten eagerly by most dogs and cats. According to the review by Mueller, Olivry and Prélaud (2016), beef is the most frequently reported food allergen in both dogs and cats. It is a very good ingredient for healthy animals but usually not for an elimination diet.',
  },
  {
    slug: 'lammfleisch',
    name: 'Lammfleisch',
    name_en: 'Lamb',
    aliases: ['Lamm', 'Schaf', 'Schaffleisch', 'Hammel', 'mutton', 'sheep'],
    category: 'protein',
    rating: 'good',
    explanation:
      'Lammfleisch ist eine schmackhafte Eiweißquelle mit etwas höherem Fettgehalt als Geflügel. Früher galt es als hypoallergen, weil es selten verfüttert wurde; heute ist es weit verbreitet und gehört bei Hunden ebenfalls zu den bekannten Allergieauslösern. Für eine Ausschlussdiät eignet es sich nur, wenn das Tier noch nie Lamm gefressen hat.',
    explanation_en:
      'Lamb is a palatable protein source with a somewhat higher fat content than poultry. It used to be considered hypoallergenic because it was rarely fed; today it is widespread and is also among the known allergens in dogs. It suits an elimination diet only if the animal has never eaten lamb before.',
  },
  {
    slug: 'pute',
    name: 'Pute',
    name_en: 'Turkey',
    aliases: ['Putenfleisch', 'Truthahn', 'turkey meat'],
    category: 'protein',
    rating: 'good',
    explanation:
      'Putenfleisch ist mager, gut verdaulich und eiweißreich. Es ist eine gute Alternative für Tiere, die viel Huhn bekommen haben. Bei einer nachgewiesenen Hühnerallergie sind Kreuzreaktionen zwischen Geflügelarten möglich, die Verträglichkeit sollte dann tierärztlich geprüft werden.',
    explanation_en:
      'Turkey is lean, highly digestible and rich in protein. It is a good alternative for animals that have been fed a lot of chicken. With a confirmed chicken allergy, cross-reactions between poultry species are possible, so tolerance should then be checked with a vet.',
  },
  {
    slug: 'ente',
    name: 'Ente',
    name_en: 'Duck',
    aliases: ['Entenfleisch', 'duck meat'],
    category: 'protein',
    rating: 'good',
    explanation:
      'Entenfleisch ist eine schmackhafte, etwas fettreichere Geflügelart. Für viele Hunde und Katzen ist es eine selten gefütterte Eiweißquelle. Wie bei der Pute sind bei einer Hühnerallergie Kreuzreaktionen nicht ausgeschlossen.',
    explanation_en:
      'Duck is a palatable poultry meat with a somewhat higher fat content. For many dogs and cats it is a rarely fed protein source. As with turkey, cross-reactions cannot be ruled out in animals with a chicken allergy.',
  },
  {
    slug: 'wild',
    name: 'Wild',
    name_en: 'Venison',
    aliases: ['Wildfleisch', 'Hirsch', 'Hirschfleisch', 'Reh', 'deer', 'game'],
    category: 'protein',
    rating: 'good',
    explanation:
      'Wildfleisch von Hirsch oder Reh ist mager und eiweißreich. Weil es selten gefüttert wird, kommt es als neue Eiweißquelle für eine Ausschlussdiät in Frage. Am besten ist die Tierart genau benannt, denn „Wild“ kann verschiedene Arten umfassen.',
    explanation_en:
      'Venison from red deer or roe deer is lean and rich in protein. Because it is rarely fed, it is an option as a novel protein for an elimination diet. Ideally the species is named exactly, as "game" can cover several species.',
  },
  {
    slug: 'lachs',
    name: 'Lachs',
    name_en: 'Salmon',
    aliases: ['Lachsfleisch', 'Atlantischer Lachs', 'Salmo salar', 'Atlantic salmon'],
    category: 'protein',
    rating: 'good',
    explanation:
      'Lachs liefert hochwertiges Eiweiß und von Natur aus Omega-3-Fettsäuren (EPA und DHA). Er wird von vielen Hunden und Katzen gern gefressen. Fisch gehört bei Katzen zu den drei häufigsten Allergieauslösern und bei Hunden zu den bekannten Auslösern.',
    explanation_en:
      'Salmon supplies high-quality protein and naturally contains omega-3 fatty acids (EPA and DHA). Many dogs and cats like it. Fish is one of the three most frequent allergens in cats and one of the known allergens in dogs.',
  },
  {
    slug: 'pferdefleisch',
    name: 'Pferdefleisch',
    name_en: 'Horse meat',
    aliases: ['Pferd', 'Rossfleisch', 'horse', 'horsemeat'],
    category: 'protein',
    rating: 'good',
    explanation:
      'Pferdefleisch ist mager, eisenreich und für die meisten Hunde und Katzen eine unbekannte Eiweißquelle. Deshalb wird es häufig in Monoprotein-Futtern für Ausschlussdiäten eingesetzt. Es sollte dafür ohne weitere tierische Zutaten verwendet werden.',
    explanation_en:
      'Horse meat is lean, rich in iron and an unfamiliar protein source for most dogs and cats. For that reason it is often used in single-protein foods for elimination diets. For that purpose it should be used without any other animal ingredients.',
  },
  {
    slug: 'kaninchen',
    name: 'Kaninchen',
    name_en: 'Rabbit',
    aliases: ['Kaninchenfleisch', 'rabbit meat'],
    category: 'protein',
    rating: 'good',
    explanation:
      'Kaninchenfleisch ist fettarm, gut verdaulich und für viele Tiere eine neue Eiweißquelle. Es eignet sich daher für Monoprotein-Futter und Ausschlussdiäten. Ein Futter mit Kaninchen ist nur dann hypoallergen, wenn es keine weiteren Tierarten enthält.',
    explanation_en:
      'Rabbit is low in fat, highly digestible and a novel protein for many animals. It is therefore suitable for single-protein foods and elimination diets. A rabbit food is only hypoallergenic if it contains no other animal species.',
  },
  {
    slug: 'insektenprotein',
    name: 'Insektenprotein',
    name_en: 'Insect protein',
    aliases: [
      'Insekten',
      'Insektenmehl',
      'Hermetia illucens',
      'Schwarze Soldatenfliege',
      'Mehlwürmer',
      'insect meal',
      'black soldier fly larvae',
      'mealworms',
    ],
    category: 'protein',
    rating: 'good',
    explanation:
      'Insektenprotein stammt meist aus den Larven der Schwarzen Soldatenfliege (Hermetia illucens) und ist in der EU für Heimtierfutter zugelassen. Es liefert hochwertiges Eiweiß und ist für die meisten Hunde und Katzen eine neue Eiweißquelle, was es für Ausschlussdiäten interessant macht. Bei Hunden mit Milbenallergie sind Kreuzreaktionen möglich, dann sollte die Tierarztpraxis mitentscheiden.',
    explanation_en:
      'Insect protein usually comes from black soldier fly larvae (Hermetia illucens) and is authorised for pet food in the EU. It supplies high-quality protein and is a novel protein for most dogs and cats, which makes it interesting for elimination diets. Dogs with a mite allergy may cross-react, so the vet should be involved in that case.',
  },
  {
    slug: 'ei',
    name: 'Ei',
    name_en: 'Egg',
    aliases: ['Vollei', 'Eipulver', 'Trockenei', 'Hühnerei', 'Eigelb', 'whole egg', 'dried egg', 'egg powder'],
    category: 'protein',
    rating: 'good',
    explanation:
      'Ei hat ein sehr hochwertiges Eiweiß, das Hunde und Katzen gut verwerten. Im Futter wird es gegart oder getrocknet verwendet; rohes Eiklar enthält Avidin, das das Vitamin Biotin bindet. Ei gehört bei Hunden zu den bekannten, wenn auch selteneren Allergieauslösern.',
    explanation_en:
      'Egg has a very high-quality protein that dogs and cats use well. In food it is used cooked or dried; raw egg white contains avidin, which binds the vitamin biotin. Egg is among the known, if less frequent, allergens in dogs.',
  },
  // --- Innereien ---
  {
    slug: 'pansen',
    name: 'Pansen',
    name_en: 'Tripe',
    aliases: ['Blättermagen', 'Rinderpansen', 'Rindermagen', 'Vormagen', 'green tripe', 'rumen', 'omasum'],
    category: 'innereien',
    rating: 'good',
    explanation:
      'Pansen ist der größte Vormagen von Wiederkäuern wie dem Rind; der Blättermagen ist ein weiterer Vormagen und wird oft zusammen mit ihm angeboten. Ungewaschener, „grüner“ Pansen ist sehr schmackhaft und bei Hunden beliebt. Allein ist er kein Alleinfutter, und bei einer Rinderallergie ist er nicht geeignet.',
    explanation_en:
      'Tripe is the largest forestomach (rumen) of ruminants such as cattle; the omasum is another forestomach and is often sold together with it. Unwashed "green" tripe is very palatable and popular with dogs. On its own it is not a complete food, and it is unsuitable for dogs with a beef allergy.',
  },
  {
    slug: 'huehnerherz',
    name: 'Hühnerherz',
    name_en: 'Chicken heart',
    aliases: ['Hähnchenherz', 'chicken hearts'],
    category: 'innereien',
    rating: 'good',
    explanation:
      'Hühnerherzen sind ein Muskelorgan und gehören zu den Innereien. Sie sind besonders reich an Taurin, dazu an Eisen und B-Vitaminen, und deshalb in Katzenfutter sehr wertvoll. Für Tiere mit Hühnerallergie sind sie nicht geeignet.',
    explanation_en:
      'Chicken hearts are a muscular organ and count as offal. They are especially rich in taurine as well as iron and B vitamins, which makes them very valuable in cat food. They are not suitable for animals with a chicken allergy.',
  },
  {
    slug: 'leber',
    name: 'Leber',
    name_en: 'Liver',
    aliases: ['Hühnerleber', 'Rinderleber', 'Lammleber', 'chicken liver', 'beef liver'],
    category: 'innereien',
    rating: 'good',
    explanation:
      'Leber ist eine der nährstoffreichsten Zutaten: Sie liefert Vitamin A, B-Vitamine, Eisen und Kupfer. Gerade wegen des hohen Vitamin-A-Gehalts darf sie nur einen kleinen Teil der Ration ausmachen, denn ein Überschuss kann vor allem bei Katzen zu Knochenveränderungen führen. In einem ausgewogenen Alleinfutter ist die Menge darauf abgestimmt.',
    explanation_en:
      'Liver is one of the most nutrient-dense ingredients: it supplies vitamin A, B vitamins, iron and copper. Precisely because of its high vitamin A content it may only make up a small part of the ration, since an excess can cause bone changes, especially in cats. In a balanced complete food the amount is adjusted accordingly.',
  },
  // --- Fette und Öle ---
  {
    slug: 'lachsoel',
    name: 'Lachsöl',
    name_en: 'Salmon oil',
    aliases: ['Lachsfett'],
    category: 'fett',
    rating: 'good',
    explanation:
      'Lachsöl ist eine der besten Quellen für die langkettigen Omega-3-Fettsäuren EPA und DHA. Sie unterstützen Haut, Fell, Gelenke und die Entwicklung von Gehirn und Augen. Weil Omega-3-Fettsäuren leicht oxidieren, sollte Lachsöl mit Vitamin E geschützt, kühl gelagert und zügig verbraucht werden.',
    explanation_en:
      'Salmon oil is one of the best sources of the long-chain omega-3 fatty acids EPA and DHA. They support skin, coat, joints and the development of brain and eyes. Because omega-3 fatty acids oxidise easily, salmon oil should be protected with vitamin E, stored cool and used up quickly.',
  },
  {
    slug: 'fischoel',
    name: 'Fischöl',
    name_en: 'Fish oil',
    aliases: ['Seefischöl', 'Sardellenöl', 'Heringsöl', 'anchovy oil', 'herring oil'],
    category: 'fett',
    rating: 'good',
    explanation:
      'Fischöl wird aus fettreichen Seefischen wie Sardellen oder Hering gewonnen und liefert wie Lachsöl die Omega-3-Fettsäuren EPA und DHA. Es ist besonders wertvoll, wenn die Fischart genannt wird. Auch Fischöl ist oxidationsempfindlich und braucht natürliche Antioxidantien wie Tocopherole.',
    explanation_en:
      'Fish oil is obtained from oily sea fish such as anchovies or herring and, like salmon oil, supplies the omega-3 fatty acids EPA and DHA. It is most valuable when the fish species is named. Fish oil is also sensitive to oxidation and needs natural antioxidants such as tocopherols.',
  },
  {
    slug: 'huehnerfett',
    name: 'Hühnerfett',
    name_en: 'Chicken fat',
    aliases: ['Hähnchenfett'],
    category: 'fett',
    rating: 'good',
    explanation:
      'Hühnerfett ist eine klar benannte Fettquelle, die Energie und die essenzielle Omega-6-Fettsäure Linolsäure liefert und das Futter schmackhaft macht. Anders als „Öle und Fette“ ist die Herkunft eindeutig. In einer Ausschlussdiät wegen Hühnerallergie wird es vorsichtshalber gemieden.',
    explanation_en:
      'Chicken fat is a clearly named fat source that supplies energy and the essential omega-6 fatty acid linoleic acid and makes food palatable. Unlike "oils and fats", its origin is unambiguous. In an elimination diet for a chicken allergy it is avoided as a precaution.',
  },
  {
    slug: 'sonnenblumenoel',
    name: 'Sonnenblumenöl',
    name_en: 'Sunflower oil',
    aliases: ['Sonnenblumenkernöl'],
    category: 'fett',
    rating: 'good',
    explanation:
      'Sonnenblumenöl ist reich an Linolsäure, einer Omega-6-Fettsäure, die Hunde und Katzen mit der Nahrung aufnehmen müssen. Sie ist wichtig für eine intakte Hautbarriere und ein glänzendes Fell. Sinnvoll ist die Kombination mit einer Omega-3-Quelle wie Lachsöl.',
    explanation_en:
      'Sunflower oil is rich in linoleic acid, an omega-6 fatty acid that dogs and cats must obtain from their food. It is important for an intact skin barrier and a glossy coat. It is best combined with an omega-3 source such as salmon oil.',
  },
  {
    slug: 'leinsamen',
    name: 'Leinsamen',
    name_en: 'Linseed',
    aliases: ['Leinsaat', 'Leinöl', 'Flachssamen', 'flaxseed', 'linseed oil', 'flaxseed oil'],
    category: 'fett',
    rating: 'good',
    explanation:
      'Leinsamen und Leinöl enthalten die pflanzliche Omega-3-Fettsäure Alpha-Linolensäure (ALA); die Schleimstoffe der Samen wirken zudem schonend auf die Verdauung. Hunde wandeln nur einen kleinen Teil der ALA in EPA und DHA um, Katzen praktisch gar nicht. Leinsamen ergänzt Fisch- oder Lachsöl daher, ersetzt es aber nicht.',
    explanation_en:
      'Linseed and linseed oil contain the plant omega-3 fatty acid alpha-linolenic acid (ALA); the mucilage of the seeds is also gentle on digestion. Dogs convert only a small part of ALA into EPA and DHA, cats practically none. Linseed therefore complements fish or salmon oil but does not replace it.',
  },
  // --- Aminosäuren ---
  {
    slug: 'taurin',
    name: 'Taurin',
    name_en: 'Taurine',
    aliases: ['Aminoethansulfonsäure', 'aminoethanesulfonic acid'],
    category: 'aminosaeure',
    rating: 'good',
    explanation:
      'Taurin ist für Katzen unverzichtbar: Sie können es nicht in ausreichender Menge selbst bilden und müssen es fertig mit der Nahrung aufnehmen. Ein Mangel führt zu dilatativer Kardiomyopathie (DCM), einer Erkrankung des Herzmuskels, und zu einer Degeneration der Netzhaut bis zur Erblindung. Taurin steckt vor allem in Herz, Muskelfleisch und Meeresfrüchten und wird Katzenfutter zusätzlich zugesetzt.',
    explanation_en:
      'Taurine is indispensable for cats: they cannot make enough of it themselves and must take it in preformed with their food. A deficiency causes dilated cardiomyopathy (DCM), a disease of the heart muscle, and retinal degeneration that can lead to blindness. Taurine is found mainly in heart, muscle meat and seafood and is also added to cat food.',
  },
  {
    slug: 'methionin',
    name: 'Methionin',
    name_en: 'Methionine',
    aliases: ['DL-Methionin', 'L-Methionin', 'DL-methionine'],
    category: 'aminosaeure',
    rating: 'good',
    explanation:
      'Methionin ist eine essenzielle schwefelhaltige Aminosäure, die für Eiweißaufbau, Haut und Fell gebraucht wird. In Katzenfutter hilft sie in abgestimmter Menge, den Harn leicht anzusäuern, was Struvitsteinen vorbeugen kann. Eine zusätzliche Gabe neben einem Alleinfutter sollte nur auf tierärztlichen Rat erfolgen.',
    explanation_en:
      'Methionine is an essential sulphur-containing amino acid needed for protein synthesis, skin and coat. In a balanced amount in cat food it helps to acidify the urine slightly, which can help prevent struvite stones. Giving extra methionine on top of a complete food should only be done on veterinary advice.',
  },
  {
    slug: 'gruenlippmuschel',
    name: 'Grünlippmuschel',
    name_en: 'Green-lipped mussel',
    aliases: [
      'Grünlippmuschelpulver',
      'Grünlippmuschelextrakt',
      'Neuseeländische Grünlippmuschel',
      'Perna canaliculus',
      'green-lipped mussel powder',
    ],
    category: 'protein',
    rating: 'good',
    explanation:
      'Die neuseeländische Grünlippmuschel (Perna canaliculus) liefert Glykosaminoglykane, Bausteine von Knorpel und Gelenkflüssigkeit, sowie die Omega-3-Fettsäuren EPA und DHA. Sie wird zur Unterstützung der Gelenke eingesetzt; die Studienlage zeigt eher moderate Effekte, die sich nach mehreren Wochen einstellen. Tiere mit Allergie gegen Muscheln oder Meeresfrüchte sollten sie nicht bekommen.',
    explanation_en:
      'The New Zealand green-lipped mussel (Perna canaliculus) supplies glycosaminoglycans, building blocks of cartilage and joint fluid, as well as the omega-3 fatty acids EPA and DHA. It is used to support the joints; studies show rather moderate effects that appear after several weeks. Animals allergic to mussels or seafood should not be given it.',
  },
  // --- Präbiotika und Ballaststoffe ---
  {
    slug: 'chicoree',
    name: 'Chicorée',
    name_en: 'Chicory',
    aliases: [
      'Inulin',
      'Chicoréewurzel',
      'Zichorie',
      'Zichorienwurzel',
      'Fructooligosaccharide',
      'FOS',
      'Oligofructose',
      'chicory root',
      'fructo-oligosaccharides',
    ],
    category: 'praebiotikum',
    rating: 'good',
    explanation:
      'Die Wurzel der Chicorée-Pflanze ist eine Quelle für Inulin, ein Fructooligosaccharid (FOS). Inulin wird nicht im Dünndarm verdaut, sondern dient nützlichen Darmbakterien als Nahrung; es ist also ein Präbiotikum. In kleinen Mengen unterstützt es eine gesunde Darmflora, in großen Mengen kann es Blähungen und weichen Kot verursachen.',
    explanation_en:
      'The root of the chicory plant is a source of inulin, a fructo-oligosaccharide (FOS). Inulin is not digested in the small intestine but feeds beneficial gut bacteria, so it is a prebiotic. In small amounts it supports a healthy gut flora; in large amounts it can cause flatulence and soft stools.',
  },
  {
    slug: 'bierhefe',
    name: 'Bierhefe',
    name_en: "Brewer's yeast",
    aliases: [
      'Brauhefe',
      'Hefe',
      'Hefezellwände',
      'Mannan-Oligosaccharide',
      'MOS',
      'Saccharomyces cerevisiae',
      'yeast',
      'mannan oligosaccharides',
    ],
    category: 'praebiotikum',
    rating: 'good',
    explanation:
      'Bierhefe liefert B-Vitamine und aus ihrer Zellwand Mannan-Oligosaccharide (MOS). MOS können bestimmte unerwünschte Darmbakterien binden, sodass diese sich weniger an der Darmwand festsetzen, und unterstützen so die Verdauung. Bierhefe ist gut verträglich; Allergien gegen Hefe sind selten.',
    explanation_en:
      "Brewer's yeast supplies B vitamins and, from its cell wall, mannan oligosaccharides (MOS). MOS can bind certain undesirable gut bacteria so that they attach less to the intestinal wall, and thereby support digestion. Brewer's yeast is well tolerated; yeast allergies are rare.",
  },
  {
    slug: 'flohsamenschalen',
    name: 'Flohsamenschalen',
    name_en: 'Psyllium husk',
    aliases: ['Flohsamen', 'Indische Flohsamenschalen', 'Plantago ovata', 'psyllium'],
    category: 'ballaststoff',
    rating: 'good',
    explanation:
      'Flohsamenschalen sind ein löslicher Ballaststoff, der viel Wasser bindet und im Darm aufquillt. Sie können sowohl bei weichem Kot als auch bei Verstopfung die Kotkonsistenz verbessern. Wichtig ist, dass das Tier dabei genug trinkt.',
    explanation_en:
      'Psyllium husk is a soluble fibre that binds a lot of water and swells in the gut. It can improve stool consistency both with soft stools and with constipation. It is important that the animal drinks enough while taking it.',
  },
  {
    slug: 'ruebentrockenschnitzel',
    name: 'Rübentrockenschnitzel',
    name_en: 'Dried beet pulp',
    aliases: ['Rübenschnitzel', 'Zuckerrübenschnitzel', 'Trockenschnitzel', 'beet pulp', 'sugar beet pulp'],
    category: 'ballaststoff',
    rating: 'neutral',
    explanation:
      'Rübentrockenschnitzel sind die Faserreste der Zuckerrübe nach der Zuckergewinnung. Sie liefern mäßig fermentierbare Ballaststoffe, die die Kotqualität verbessern können, und enthalten entzuckert kaum noch Zucker. Achten Sie darauf, dass sie nicht melassiert sind, denn Melasse bringt den Zucker zurück.',
    explanation_en:
      'Dried beet pulp is the fibrous residue of sugar beet after sugar extraction. It supplies moderately fermentable fibre that can improve stool quality and, when de-sugared, contains hardly any sugar. Make sure it is not molassed, because molasses brings the sugar back.',
  },
  {
    slug: 'cellulose',
    name: 'Cellulose',
    name_en: 'Cellulose',
    aliases: ['Zellulose', 'Pulvercellulose', 'Lignocellulose', 'E460', 'powdered cellulose'],
    category: 'ballaststoff',
    rating: 'neutral',
    explanation:
      'Cellulose ist ein unlöslicher Ballaststoff aus Pflanzenfasern, den Hunde und Katzen nicht verdauen. In kleinen Mengen fördert sie die Darmtätigkeit und hilft Katzen, verschluckte Haare auszuscheiden; in Light-Futtern senkt sie die Energiedichte. Große Mengen verdünnen jedoch die Nährstoffe und sind ein Zeichen für Füllstoff.',
    explanation_en:
      'Cellulose is an insoluble fibre from plant material that dogs and cats cannot digest. In small amounts it promotes gut motility and helps cats pass swallowed hair; in light foods it lowers energy density. Large amounts, however, dilute the nutrients and are a sign of filler.',
  },
  // --- Kohlenhydrate und Gemüse ---
  {
    slug: 'suesskartoffel',
    name: 'Süßkartoffel',
    name_en: 'Sweet potato',
    aliases: ['Batate'],
    category: 'kohlenhydrat',
    rating: 'good',
    explanation:
      'Die Süßkartoffel ist eine häufige Kohlenhydrat- und Ballaststoffquelle in getreidefreien Futtern. Gegart ist sie gut verdaulich und liefert zusätzlich Beta-Carotin. Sie ist selten Auslöser von Allergien.',
    explanation_en:
      'Sweet potato is a common carbohydrate and fibre source in grain-free foods. Cooked, it is easily digestible and also supplies beta-carotene. It rarely triggers allergies.',
  },
  {
    slug: 'kuerbis',
    name: 'Kürbis',
    name_en: 'Pumpkin',
    aliases: ['Kürbispulver', 'Kürbisfleisch', 'pumpkin powder'],
    category: 'ballaststoff',
    rating: 'good',
    explanation:
      'Kürbis ist energiearm und reich an Ballaststoffen und Beta-Carotin. Er ist eine beliebte Zutat in getreidefreien Rezepturen und bei empfindlicher Verdauung, weil er die Kotkonsistenz unterstützt. Verwendet wird das gegarte Fruchtfleisch.',
    explanation_en:
      'Pumpkin is low in energy and rich in fibre and beta-carotene. It is a popular ingredient in grain-free recipes and for sensitive digestion because it supports stool consistency. The cooked flesh is used.',
  },
  {
    slug: 'karotte',
    name: 'Karotte',
    name_en: 'Carrot',
    aliases: ['Möhre', 'Mohrrübe', 'Gelbe Rübe'],
    category: 'ballaststoff',
    rating: 'good',
    explanation:
      'Karotten liefern Ballaststoffe und Beta-Carotin, eine Vorstufe von Vitamin A. Gegart oder fein püriert sind sie deutlich besser verdaulich als roh. Hunde können Beta-Carotin in Vitamin A umwandeln, Katzen nicht, sie brauchen fertiges Vitamin A aus tierischen Quellen.',
    explanation_en:
      'Carrots supply fibre and beta-carotene, a precursor of vitamin A. Cooked or finely puréed they are much more digestible than raw. Dogs can convert beta-carotene into vitamin A; cats cannot and need preformed vitamin A from animal sources.',
  },
  {
    slug: 'erbsen',
    name: 'Erbsen',
    name_en: 'Peas',
    aliases: [
      'Erbsenprotein',
      'Erbsenstärke',
      'Erbsenfasern',
      'Trockenerbsen',
      'pea protein',
      'pea starch',
      'pea fibre',
    ],
    category: 'kohlenhydrat',
    rating: 'neutral',
    explanation:
      'Erbsen liefern Stärke, pflanzliches Eiweiß und Ballaststoffe und ersetzen in vielen getreidefreien Futtern das Getreide. Große Anteile oder zugesetztes Erbsenprotein heben den Proteinwert auf dem Etikett, ohne tierisches Eiweiß zu ersetzen. Die US-Behörde FDA untersucht seit 2018 Fälle von dilatativer Kardiomyopathie bei Hunden, die oft hülsenfruchtreiche Futter bekamen; ein ursächlicher Zusammenhang ist nicht belegt.',
    explanation_en:
      'Peas supply starch, plant protein and fibre and replace grain in many grain-free foods. Large proportions or added pea protein raise the protein figure on the label without replacing animal protein. Since 2018 the US FDA has been investigating cases of dilated cardiomyopathy in dogs that often ate legume-rich foods; a causal link has not been established.',
  },
  {
    slug: 'reis',
    name: 'Reis',
    name_en: 'Rice',
    aliases: ['Reismehl', 'Vollkornreis', 'Naturreis', 'Bruchreis', 'brown rice', 'rice flour'],
    category: 'kohlenhydrat',
    rating: 'good',
    explanation:
      'Gekochter Reis ist eine sehr gut verdauliche Kohlenhydratquelle und wird selten zum Allergieauslöser. Deshalb ist er Bestandteil vieler Schonkost- und Sensitiv-Rezepturen. In moderaten Mengen liefert er Energie, ohne den Magen zu belasten.',
    explanation_en:
      'Cooked rice is a highly digestible carbohydrate source and rarely triggers allergies. It is therefore part of many bland-diet and sensitive recipes. In moderate amounts it provides energy without burdening the stomach.',
  },
  {
    slug: 'hafer',
    name: 'Hafer',
    name_en: 'Oats',
    aliases: ['Haferflocken', 'Hafermehl', 'Haferkleie', 'oat flakes', 'oatmeal'],
    category: 'kohlenhydrat',
    rating: 'good',
    explanation:
      'Hafer liefert gut verdauliche Stärke und lösliche Ballaststoffe (Beta-Glucane), die die Verdauung unterstützen. Er ist ein bekömmliches Getreide und wird deutlich seltener mit Allergien in Verbindung gebracht als Weizen. Hafer ist von Natur aus glutenarm, kann aber Spuren von Gluten enthalten.',
    explanation_en:
      'Oats supply easily digestible starch and soluble fibre (beta-glucans) that support digestion. They are a gentle grain and are associated with allergies far less often than wheat. Oats are naturally low in gluten but may contain traces of it.',
  },
  {
    slug: 'kartoffel',
    name: 'Kartoffel',
    name_en: 'Potato',
    aliases: [
      'Kartoffelflocken',
      'Kartoffelstärke',
      'Kartoffelprotein',
      'Trockenkartoffel',
      'potato starch',
      'potato flakes',
    ],
    category: 'kohlenhydrat',
    rating: 'neutral',
    explanation:
      'Gegarte Kartoffeln liefern gut verdauliche Stärke und ersetzen in getreidefreien Futtern oft das Getreide. Rohe oder grüne Kartoffeln enthalten Solanin und sind ungeeignet; im Futter werden sie immer gegart verarbeitet. Als Hauptzutat verdrängt Kartoffel tierische Bestandteile, in kleinen Mengen ist sie unproblematisch.',
    explanation_en:
      'Cooked potatoes supply easily digestible starch and often replace grain in grain-free foods. Raw or green potatoes contain solanine and are unsuitable; in pet food they are always processed cooked. As a main ingredient potato displaces animal ingredients; in small amounts it is unproblematic.',
  },
  {
    slug: 'weizen',
    name: 'Weizen',
    name_en: 'Wheat',
    aliases: [
      'Weizenmehl',
      'Weizenkleie',
      'Weizengluten',
      'Weizenkleber',
      'Gluten',
      'Dinkel',
      'Grieß',
      'wheat flour',
      'wheat gluten',
      'spelt',
      'semolina',
    ],
    category: 'kohlenhydrat',
    rating: 'neutral',
    explanation:
      'Weizen ist eine günstige Energiequelle und wird aufgeschlossen von Hunden gut verdaut. Er gehört aber zu den vier häufigsten Auslösern von Futtermittelallergien bei Hunden, und einzelne Rassen wie der Irish Setter können eine glutenempfindliche Darmerkrankung entwickeln. Steht Weizen ganz oben in der Zutatenliste, ersetzt er oft teurere tierische Zutaten.',
    explanation_en:
      'Wheat is an inexpensive energy source and, when processed, is well digested by dogs. It is, however, among the four most frequent food allergens in dogs, and individual breeds such as the Irish Setter can develop a gluten-sensitive enteropathy. When wheat tops the ingredient list it often replaces more expensive animal ingredients.',
  },
  {
    slug: 'mais',
    name: 'Mais',
    name_en: 'Maize',
    aliases: [
      'Maismehl',
      'Maisgluten',
      'Maiskleber',
      'Maisstärke',
      'Maisglutenfutter',
      'corn',
      'corn gluten meal',
      'corn starch',
    ],
    category: 'kohlenhydrat',
    rating: 'neutral',
    explanation:
      'Mais liefert Energie und ist aufgeschlossen gut verdaulich. Maiskleber (Maisgluten) wird als günstiges Pflanzeneiweiß eingesetzt, um den Proteingehalt zu erhöhen, und ist weniger hochwertig als tierisches Eiweiß. Als Hauptzutat gilt Mais als Füllstoff; bei Hunden gehört er außerdem zu den bekannten Allergieauslösern.',
    explanation_en:
      'Maize supplies energy and is well digested when processed. Corn gluten meal is used as a cheap plant protein to raise the protein content and is of lower quality than animal protein. As a main ingredient maize is considered a filler; in dogs it is also among the known allergens.',
  },
  {
    slug: 'soja',
    name: 'Soja',
    name_en: 'Soya',
    aliases: [
      'Sojaprotein',
      'Sojamehl',
      'Sojaschrot',
      'Sojaöl',
      'Sojalecithin',
      'Sojabohnen',
      'soy',
      'soybean meal',
      'soy protein',
    ],
    category: 'protein',
    rating: 'neutral',
    explanation:
      'Soja ist eine günstige pflanzliche Eiweißquelle und wird oft eingesetzt, um den Proteingehalt zu heben. Bestimmte Zucker in der Sojabohne können Blähungen verursachen, und Soja gehört bei Hunden zu den bekannten Allergieauslösern. napf bevorzugt Rezepturen, deren Eiweiß überwiegend aus benannten tierischen Quellen stammt.',
    explanation_en:
      'Soya is an inexpensive plant protein source and is often used to raise the protein content. Certain sugars in soybeans can cause flatulence, and soya is among the known allergens in dogs. napf prefers recipes whose protein comes mainly from named animal sources.',
  },
  // --- Mineralstoffe, Vitamine, sonstige Zutaten ---
  {
    slug: 'eierschalenpulver',
    name: 'Eierschalenpulver',
    name_en: 'Eggshell powder',
    aliases: ['Eierschalen', 'Eierschalenmehl', 'eggshell', 'eggshell meal'],
    category: 'mineral',
    rating: 'good',
    explanation:
      'Eierschalenpulver ist eine natürliche Calciumquelle und besteht überwiegend aus Calciumcarbonat. Es gleicht den hohen Phosphorgehalt von Fleisch aus, denn ohne Knochen fehlt einer Fleischration Calcium. Die Menge muss zur Ration passen, deshalb sollte es nur nach Rationsplan zugefüttert werden.',
    explanation_en:
      'Eggshell powder is a natural calcium source consisting mostly of calcium carbonate. It balances the high phosphorus content of meat, since a meat ration without bones lacks calcium. The amount must match the ration, so it should only be added according to a ration plan.',
  },
  {
    slug: 'mineralstoffe',
    name: 'Mineralstoffe',
    name_en: 'Minerals',
    aliases: [
      'Mineralien',
      'Spurenelemente',
      'Mengenelemente',
      'Mineralstoffmischung',
      'trace elements',
      'mineral premix',
    ],
    category: 'mineral',
    rating: 'good',
    explanation:
      'Mineralstoffe wie Calcium, Phosphor, Magnesium, Zink, Eisen, Kupfer, Jod und Selen sind lebenswichtig für Knochen, Stoffwechsel und Immunsystem. In einem Alleinfuttermittel sind sie aufeinander abgestimmt, etwa im Verhältnis von Calcium zu Phosphor. Zusätzliche Mineralstoffe sollten nur nach tierärztlichem Rat gegeben werden, weil ein Überschuss schaden kann.',
    explanation_en:
      'Minerals such as calcium, phosphorus, magnesium, zinc, iron, copper, iodine and selenium are vital for bones, metabolism and the immune system. In a complete food they are balanced against each other, for example in the ratio of calcium to phosphorus. Extra minerals should only be given on veterinary advice, because an excess can do harm.',
  },
  {
    slug: 'seealgen',
    name: 'Seealgen',
    name_en: 'Seaweed',
    aliases: ['Meeresalgen', 'Algen', 'Seetang', 'Kelp', 'Braunalgen', 'Ascophyllum nodosum', 'algae', 'brown algae'],
    category: 'mineral',
    rating: 'neutral',
    explanation:
      'Seealgen liefern Mineralstoffe und Spurenelemente, vor allem Jod. Die Braunalge Ascophyllum nodosum wird zudem zur Verringerung von Zahnbelag angeboten. Weil der Jodgehalt stark schwankt und zu viel Jod die Schilddrüse belastet, kommt es auf eine genaue Dosierung an.',
    explanation_en:
      'Seaweed supplies minerals and trace elements, above all iodine. The brown alga Ascophyllum nodosum is also offered to reduce dental plaque. Because the iodine content varies widely and too much iodine strains the thyroid, accurate dosing matters.',
  },
  {
    slug: 'kraeuter',
    name: 'Kräuter',
    name_en: 'Herbs',
    aliases: [
      'Kräutermischung',
      'getrocknete Kräuter',
      'Petersilie',
      'Kamille',
      'Brennnessel',
      'dried herbs',
      'parsley',
      'chamomile',
    ],
    category: 'zusatzstoff',
    rating: 'neutral',
    explanation:
      'Kräuter wie Petersilie, Kamille oder Brennnessel werden in kleinen Mengen für Geschmack und Abwechslung zugesetzt. Eine gesundheitliche Wirkung ist in diesen Mengen meist nicht belegt. Nicht jedes Kraut ist für jedes Tier geeignet, Katzen reagieren auf manche ätherischen Öle empfindlich.',
    explanation_en:
      'Herbs such as parsley, chamomile or nettle are added in small amounts for taste and variety. A health effect at these amounts is mostly not proven. Not every herb suits every animal; cats are sensitive to some essential oils.',
  },
  {
    slug: 'vitamin-e',
    name: 'Vitamin E',
    name_en: 'Vitamin E',
    aliases: [
      'Tocopherole',
      'tocopherolreiche Extrakte',
      'gemischte Tocopherole',
      'alpha-Tocopherol',
      'E306',
      'E307',
      '3a700',
      'tocopherols',
      'mixed tocopherols',
    ],
    category: 'vitamin',
    rating: 'good',
    explanation:
      'Vitamin E ist ein essenzielles Vitamin, das die Zellen vor oxidativen Schäden schützt. Als natürliches Antioxidationsmittel in Form von Tocopherolen schützt es außerdem die Fette im Futter vor dem Ranzigwerden und ersetzt synthetische Stoffe wie BHA, BHT oder Ethoxyquin. Je mehr mehrfach ungesättigte Fettsäuren ein Futter enthält, desto mehr Vitamin E wird gebraucht.',
    explanation_en:
      'Vitamin E is an essential vitamin that protects cells from oxidative damage. As a natural antioxidant in the form of tocopherols it also protects the fats in food from going rancid and replaces synthetic substances such as BHA, BHT or ethoxyquin. The more polyunsaturated fatty acids a food contains, the more vitamin E is needed.',
  },
  {
    slug: 'vitamin-d3',
    name: 'Vitamin D3',
    name_en: 'Vitamin D3',
    aliases: ['Cholecalciferol', 'E671', '3a671'],
    category: 'vitamin',
    rating: 'good',
    explanation:
      'Hunde und Katzen können Vitamin D in ihrer Haut kaum selbst bilden und brauchen es mit dem Futter. Vitamin D3 regelt die Aufnahme und den Einbau von Calcium und Phosphor in die Knochen. Ein Alleinfutter enthält die nötige Menge; zusätzliche Gaben ohne tierärztlichen Rat sind riskant, da eine Überdosierung giftig ist.',
    explanation_en:
      'Dogs and cats can hardly make vitamin D in their skin and need it in their food. Vitamin D3 regulates the absorption of calcium and phosphorus and their incorporation into bone. A complete food contains the required amount; extra doses without veterinary advice are risky, as an overdose is toxic.',
  },
  {
    slug: 'rosmarinextrakt',
    name: 'Rosmarinextrakt',
    name_en: 'Rosemary extract',
    aliases: ['Rosmarin', 'Extrakt aus Rosmarin', 'E392', 'rosemary', 'extracts of rosemary'],
    category: 'konservierung',
    rating: 'good',
    explanation:
      'Rosmarinextrakt enthält antioxidativ wirkende Stoffe wie Carnosolsäure und Carnosol. Zusammen mit Tocopherolen schützt er Fette und Öle im Futter auf natürliche Weise vor dem Ranzigwerden. Er ist damit eine Alternative zu synthetischen Antioxidantien wie BHA, BHT oder Ethoxyquin.',
    explanation_en:
      'Rosemary extract contains antioxidant substances such as carnosic acid and carnosol. Together with tocopherols it protects fats and oils in food from going rancid in a natural way. It is therefore an alternative to synthetic antioxidants such as BHA, BHT or ethoxyquin.',
  },
  // --- Never: Zucker und Süßungsmittel ---
  {
    slug: 'zucker',
    name: 'Zucker',
    name_en: 'Sugar',
    aliases: ['Saccharose', 'Haushaltszucker', 'Rohrzucker', 'Rübenzucker', 'sucrose', 'cane sugar'],
    category: 'suessungsmittel',
    rating: 'never',
    explanation:
      'Hunde und Katzen brauchen keinen zugesetzten Zucker. Er wird eingesetzt, um Futter schmackhafter zu machen oder zu bräunen, liefert aber nur leere Kalorien, fördert Übergewicht und kann Zahnprobleme begünstigen. napf führt kein Futter mit zugesetztem Zucker.',
    explanation_en:
      'Dogs and cats do not need added sugar. It is used to make food more palatable or to brown it, but it supplies only empty calories, promotes obesity and can contribute to dental problems. napf stocks no food with added sugar.',
  },
  {
    slug: 'melasse',
    name: 'Melasse',
    name_en: 'Molasses',
    aliases: ['Zuckerrübenmelasse', 'Rübenmelasse', 'Zuckerrohrmelasse', 'beet molasses', 'cane molasses'],
    category: 'suessungsmittel',
    rating: 'never',
    explanation:
      'Melasse ist der zähflüssige, sehr zuckerreiche Rückstand der Zuckerherstellung. Sie dient als billiges Bindemittel und Lockmittel, etwa in Leckerlis und gepresstem Futter. Ernährungsphysiologisch bringt sie nichts außer Zucker, deshalb verzichtet napf darauf.',
    explanation_en:
      'Molasses is the viscous, very sugary residue of sugar production. It serves as a cheap binder and attractant, for example in treats and pressed food. Nutritionally it contributes nothing but sugar, so napf does without it.',
  },
  {
    slug: 'karamell',
    name: 'Karamell',
    name_en: 'Caramel',
    aliases: ['Karamellzucker', 'Zuckerkulör', 'Zuckercouleur', 'E150a', 'E150b', 'E150c', 'E150d', 'caramel colour'],
    category: 'suessungsmittel',
    rating: 'never',
    explanation:
      'Karamell ist erhitzter Zucker und wird eingesetzt, um Futter oder Snacks eine appetitliche braune Farbe und einen süßlichen Geschmack zu geben. Die Farbe richtet sich an das Auge des Menschen, nicht an den Bedarf des Tieres. napf lehnt Karamell als Zucker- und Farbzusatz ab.',
    explanation_en:
      'Caramel is heated sugar and is used to give food or snacks an appetising brown colour and a sweetish taste. The colour is aimed at the human eye, not at the needs of the animal. napf rejects caramel as a sugar and colour additive.',
  },
  {
    slug: 'glukose-und-fruktose',
    name: 'Glukose und Fruktose',
    name_en: 'Glucose and fructose',
    aliases: [
      'Glukose',
      'Glucose',
      'Traubenzucker',
      'Dextrose',
      'Fruktose',
      'Fructose',
      'Fruchtzucker',
      'Glukosesirup',
      'Glucosesirup',
      'Glukose-Fruktose-Sirup',
      'Isoglukose',
      'glucose syrup',
      'glucose-fructose syrup',
      'corn syrup',
    ],
    category: 'suessungsmittel',
    rating: 'never',
    explanation:
      'Glukose (Traubenzucker) und Fruktose (Fruchtzucker) sowie Sirupe daraus sind Einfachzucker, die rasch ins Blut gehen. Sie halten halbfeuchte Snacks weich und machen sie süß, liefern aber nur leere Kalorien. napf verzichtet auf zugesetzte Zucker jeder Art.',
    explanation_en:
      'Glucose (dextrose) and fructose (fruit sugar) and syrups made from them are simple sugars that enter the blood quickly. They keep semi-moist snacks soft and sweet but supply only empty calories. napf does without added sugars of any kind.',
  },
  // --- Never: synthetische Antioxidantien ---
  {
    slug: 'bha',
    name: 'BHA',
    name_en: 'BHA (butylated hydroxyanisole)',
    aliases: ['E320', 'Butylhydroxyanisol', 'butylated hydroxyanisole'],
    category: 'konservierung',
    rating: 'never',
    explanation:
      'BHA (Butylhydroxyanisol, E320) ist ein synthetisches Antioxidationsmittel, das Fette vor dem Ranzigwerden schützt. Die Internationale Agentur für Krebsforschung (IARC) stuft es als möglicherweise krebserregend für den Menschen ein. Weil natürliche Alternativen wie Tocopherole und Rosmarinextrakt zur Verfügung stehen, schließt napf BHA aus.',
    explanation_en:
      'BHA (butylated hydroxyanisole, E320) is a synthetic antioxidant that protects fats from going rancid. The International Agency for Research on Cancer (IARC) classifies it as possibly carcinogenic to humans. Because natural alternatives such as tocopherols and rosemary extract are available, napf excludes BHA.',
  },
  {
    slug: 'bht',
    name: 'BHT',
    name_en: 'BHT (butylated hydroxytoluene)',
    aliases: ['E321', 'Butylhydroxytoluol', 'butylated hydroxytoluene'],
    category: 'konservierung',
    rating: 'never',
    explanation:
      'BHT (Butylhydroxytoluol, E321) ist ein synthetisches Antioxidationsmittel, das oft zusammen mit BHA eingesetzt wird. Seine Sicherheit bei lebenslanger täglicher Aufnahme wird seit Jahren diskutiert. napf setzt stattdessen auf natürliche Antioxidantien wie Tocopherole und Rosmarinextrakt.',
    explanation_en:
      'BHT (butylated hydroxytoluene, E321) is a synthetic antioxidant often used together with BHA. Its safety with lifelong daily intake has been debated for years. napf relies instead on natural antioxidants such as tocopherols and rosemary extract.',
  },
  {
    slug: 'ethoxyquin',
    name: 'Ethoxyquin',
    name_en: 'Ethoxyquin',
    aliases: ['E324'],
    category: 'konservierung',
    rating: 'never',
    explanation:
      'Ethoxyquin (E324) ist ein synthetisches Antioxidationsmittel, das vor allem zum Schutz von Fischmehl und Futterfetten verwendet wurde. Weil seine Sicherheit nicht bestätigt werden konnte, hat die EU die Zulassung als Futtermittelzusatzstoff mit der Durchführungsverordnung (EU) 2017/962 ausgesetzt und mit der Durchführungsverordnung (EU) 2022/1375 verweigert. napf führt kein Futter mit Ethoxyquin.',
    explanation_en:
      'Ethoxyquin (E324) is a synthetic antioxidant that was used mainly to protect fish meal and feed fats. Because its safety could not be confirmed, the EU suspended its authorisation as a feed additive by Implementing Regulation (EU) 2017/962 and refused it by Implementing Regulation (EU) 2022/1375. napf stocks no food containing ethoxyquin.',
  },
  // --- Never: unbestimmte Sammelbegriffe und Nebenerzeugnisse ---
  {
    slug: 'tierische-nebenerzeugnisse',
    name: 'Tierische Nebenerzeugnisse',
    name_en: 'Animal by-products',
    aliases: [
      'Fleisch und tierische Nebenerzeugnisse',
      'tierische Nebenprodukte',
      'animal derivatives',
      'meat and animal derivatives',
    ],
    category: 'nebenerzeugnis',
    rating: 'never',
    explanation:
      'Der Sammelbegriff umfasst Teile von Schlachttieren, die nicht als Muskelfleisch gelten; in Heimtierfutter ist nur Material der Kategorie 3 nach Verordnung (EG) Nr. 1069/2009 erlaubt. Dahinter können wertvolle Innereien stecken, aber auch Teile mit wenig Nährwert, und weder Tierart noch Anteil werden genannt. napf lehnt die unspezifizierte Angabe ab; einzeln benannte Zutaten wie Hühnerherz oder Rinderleber sind dagegen willkommen.',
    explanation_en:
      'The collective term covers parts of slaughtered animals that do not count as muscle meat; only Category 3 material under Regulation (EC) No 1069/2009 is allowed in pet food. It can hide valuable offal but also parts of little nutritional value, and neither species nor share is named. napf rejects the unspecified wording; individually named ingredients such as chicken heart or beef liver are welcome.',
  },
  {
    slug: 'pflanzliche-nebenerzeugnisse',
    name: 'Pflanzliche Nebenerzeugnisse',
    name_en: 'Vegetable by-products',
    aliases: ['pflanzliche Nebenprodukte', 'vegetable derivatives'],
    category: 'nebenerzeugnis',
    rating: 'never',
    explanation:
      'Pflanzliche Nebenerzeugnisse sind Reststoffe aus der Lebensmittelverarbeitung, etwa Schalen, Spelzen, Trester oder Presskuchen. Der Sammelbegriff verrät nicht, welche Pflanzen enthalten sind und in welcher Menge. Für Tiere mit Unverträglichkeiten ist das nicht einschätzbar, deshalb verzichtet napf darauf.',
    explanation_en:
      'Vegetable by-products are residues from food processing, such as peels, husks, pomace or press cake. The collective term does not reveal which plants are included or in what amount. For animals with intolerances this cannot be assessed, so napf does without it.',
  },
  {
    slug: 'tiermehl',
    name: 'Tiermehl',
    name_en: 'Meat and bone meal',
    aliases: ['Fleischknochenmehl', 'Tierkörpermehl', 'Fleisch- und Knochenmehl', 'animal meal', 'MBM'],
    category: 'nebenerzeugnis',
    rating: 'never',
    explanation:
      'Tiermehl oder Fleischknochenmehl entsteht, wenn Schlachtnebenprodukte einschließlich Knochen erhitzt, entfettet, getrocknet und gemahlen werden. Zusammensetzung und Verdaulichkeit schwanken stark, der Knochenanteil treibt den Aschegehalt hoch, und die Tierart bleibt meist offen. Ein getrocknetes, klar benanntes Fleischmehl wie „Hühnerfleisch, getrocknet“ ist etwas anderes; unspezifiziertes Tiermehl schließt napf aus.',
    explanation_en:
      'Meat and bone meal is made by heating, defatting, drying and grinding slaughter by-products including bones. Composition and digestibility vary widely, the bone content drives up the ash content, and the species usually remains unknown. A dried, clearly named meat meal such as "dried chicken" is something else; unspecified meat and bone meal is excluded by napf.',
  },
  {
    slug: 'backwaren-nebenerzeugnisse',
    name: 'Backwaren-Nebenerzeugnisse',
    name_en: 'Bakery by-products',
    aliases: ['Backwaren', 'Backabfälle', 'Backwaren und Teigwaren', 'bakery products', 'bakery waste'],
    category: 'nebenerzeugnis',
    rating: 'never',
    explanation:
      'Backwaren-Nebenerzeugnisse sind Reste und Fehlchargen aus Bäckereien und der Teigwarenherstellung, etwa Brot, Kekse oder Nudeln. Sie liefern vor allem Stärke, oft auch Zucker und Fett, und dienen als billiger Füllstoff. Ihre Zusammensetzung wechselt von Charge zu Charge, deshalb verzichtet napf darauf.',
    explanation_en:
      'Bakery by-products are leftovers and rejected batches from bakeries and pasta production, such as bread, biscuits or noodles. They supply mainly starch, often also sugar and fat, and serve as a cheap filler. Their composition changes from batch to batch, so napf does without them.',
  },
  {
    slug: 'oele-und-fette',
    name: 'Öle und Fette',
    name_en: 'Oils and fats',
    aliases: ['Fette und Öle', 'fats and oils'],
    category: 'fett',
    rating: 'never',
    explanation:
      'Die unspezifizierte Angabe „Öle und Fette“ verrät weder, ob das Fett tierischen oder pflanzlichen Ursprungs ist, noch von welcher Tierart oder Pflanze es stammt. Damit bleiben Fettsäuremuster und Qualität unbekannt, und Tiere mit Allergien lassen sich nicht sicher füttern. napf verlangt benannte Fettquellen wie Lachsöl, Hühnerfett oder Sonnenblumenöl.',
    explanation_en:
      'The unspecified wording "oils and fats" reveals neither whether the fat is of animal or plant origin nor which animal or plant it comes from. Fatty acid profile and quality therefore remain unknown, and animals with allergies cannot be fed safely. napf requires named fat sources such as salmon oil, chicken fat or sunflower oil.',
  },
  // --- Never: Zusatzstoffe ---
  {
    slug: 'propylenglykol',
    name: 'Propylenglykol',
    name_en: 'Propylene glycol',
    aliases: ['Propan-1,2-diol', 'E1520', '1,2-Propandiol', 'propane-1,2-diol'],
    category: 'zusatzstoff',
    rating: 'never',
    explanation:
      'Propylenglykol ist ein Feuchthaltemittel, das halbfeuchte Futter und Snacks weich hält. Bei Katzen kann es die roten Blutkörperchen schädigen (Heinz-Körper-Bildung); in den USA ist es in Katzenfutter nicht zulässig. napf schließt Propylenglykol für Hunde und Katzen aus.',
    explanation_en:
      'Propylene glycol is a humectant that keeps semi-moist food and snacks soft. In cats it can damage the red blood cells (Heinz body formation); in the USA it is not permitted in cat food. napf excludes propylene glycol for both dogs and cats.',
  },
  {
    slug: 'kuenstliche-farbstoffe',
    name: 'Künstliche Farbstoffe',
    name_en: 'Artificial colourants',
    aliases: [
      'Farbstoffe',
      'synthetische Farbstoffe',
      'Azofarbstoffe',
      'E102',
      'Tartrazin',
      'E110',
      'Gelborange S',
      'E129',
      'Allurarot AC',
      'E133',
      'Brillantblau FCF',
      'artificial colours',
      'artificial colors',
      'colourants',
    ],
    category: 'zusatzstoff',
    rating: 'never',
    explanation:
      'Hunde und Katzen ist die Farbe ihres Futters gleichgültig; künstliche Farbstoffe sollen Futter und Snacks nur für den Menschen appetitlich aussehen lassen. Einige synthetische Farbstoffe, etwa Azofarbstoffe, stehen beim Menschen im Verdacht, Unverträglichkeiten auszulösen. napf verzichtet vollständig auf künstliche Farbstoffe.',
    explanation_en:
      'Dogs and cats do not care about the colour of their food; artificial colourants only make food and snacks look appetising to humans. Some synthetic colourants, such as azo dyes, are suspected of causing intolerance reactions in humans. napf does without artificial colourants entirely.',
  },
  {
    slug: 'lockstoffe',
    name: 'Lockstoffe',
    name_en: 'Attractants',
    aliases: [
      'künstliche Aromen',
      'künstliche Aromastoffe',
      'Geschmacksverstärker',
      'Lockmittel',
      'artificial flavours',
      'artificial flavourings',
      'palatability enhancers',
    ],
    category: 'zusatzstoff',
    rating: 'never',
    explanation:
      'Lockstoffe und künstliche Aromen sollen ein Futter für Tiere unwiderstehlich machen, unabhängig von der Qualität der Zutaten. Sie können überdecken, dass eine Rezeptur wenig Fleisch enthält, und zum Überfressen verleiten. napf setzt auf Futter, das durch seine Zutaten schmeckt.',
    explanation_en:
      'Attractants and artificial flavourings are meant to make food irresistible to animals regardless of the quality of the ingredients. They can mask a recipe that contains little meat and encourage overeating. napf relies on food that tastes good because of its ingredients.',
  },
];

export const NEVER_LIST: SeedNeverItem[] = [
  {
    name: 'Zucker',
    name_en: 'Sugar',
    reason:
      'Zugesetzter Zucker liefert nur leere Kalorien, fördert Übergewicht und Zahnprobleme und wird ausschließlich für Geschmack oder Farbe eingesetzt.',
    reason_en:
      'Added sugar supplies only empty calories, promotes obesity and dental problems and is used solely for taste or colour.',
  },
  {
    name: 'Melasse',
    name_en: 'Molasses',
    reason:
      'Melasse ist ein zuckerreicher Rückstand der Zuckerherstellung und dient nur als billiges Binde- und Lockmittel.',
    reason_en: 'Molasses is a sugary residue of sugar production and serves only as a cheap binder and attractant.',
  },
  {
    name: 'Karamell',
    name_en: 'Caramel',
    reason:
      'Karamell ist erhitzter Zucker, der Futter für das menschliche Auge braun färbt; das Tier hat davon nichts.',
    reason_en: 'Caramel is heated sugar that colours food brown for the human eye; the animal gains nothing from it.',
  },
  {
    name: 'Glukose und Fruktose',
    name_en: 'Glucose and fructose',
    reason: 'Zugesetzte Einfachzucker und Zuckersirupe machen Snacks süß und weich, liefern aber nur leere Kalorien.',
    reason_en: 'Added simple sugars and sugar syrups make snacks sweet and soft but supply only empty calories.',
  },
  {
    name: 'BHA',
    name_en: 'BHA (butylated hydroxyanisole)',
    reason:
      'Das synthetische Antioxidationsmittel E320 wird von der IARC als möglicherweise krebserregend eingestuft; Tocopherole und Rosmarinextrakt sind bessere Alternativen.',
    reason_en:
      'The synthetic antioxidant E320 is classified by the IARC as possibly carcinogenic; tocopherols and rosemary extract are better alternatives.',
  },
  {
    name: 'BHT',
    name_en: 'BHT (butylated hydroxytoluene)',
    reason:
      'Die Sicherheit des synthetischen Antioxidationsmittels E321 bei lebenslanger Aufnahme ist umstritten; natürliche Antioxidantien schützen Fette ebenfalls.',
    reason_en:
      'The safety of the synthetic antioxidant E321 with lifelong intake is disputed; natural antioxidants protect fats as well.',
  },
  {
    name: 'Ethoxyquin',
    name_en: 'Ethoxyquin',
    reason:
      'Die EU hat die Zulassung von Ethoxyquin (E324) als Futtermittelzusatzstoff mit der Verordnung (EU) 2017/962 ausgesetzt und mit der Verordnung (EU) 2022/1375 verweigert, weil seine Sicherheit nicht bestätigt werden konnte.',
    reason_en:
      'The EU suspended the authorisation of ethoxyquin (E324) as a feed additive by Regulation (EU) 2017/962 and refused it by Regulation (EU) 2022/1375 because its safety could not be confirmed.',
  },
  {
    name: 'Tierische Nebenerzeugnisse',
    name_en: 'Animal by-products',
    reason:
      'Der Sammelbegriff nennt weder Tierart noch Körperteil noch Anteil; napf verlangt einzeln benannte Zutaten wie Hühnerherz oder Rinderleber.',
    reason_en:
      'The collective term names neither species nor body part nor share; napf requires individually named ingredients such as chicken heart or beef liver.',
  },
  {
    name: 'Pflanzliche Nebenerzeugnisse',
    name_en: 'Vegetable by-products',
    reason: 'Der Sammelbegriff verschweigt, welche Pflanzenreste in welcher Menge im Futter stecken.',
    reason_en: 'The collective term conceals which plant residues are in the food and in what amount.',
  },
  {
    name: 'Tiermehl',
    name_en: 'Meat and bone meal',
    reason:
      'Tiermehl schwankt stark in Zusammensetzung und Verdaulichkeit, hat durch Knochen einen hohen Aschegehalt und nennt meist keine Tierart.',
    reason_en:
      'Meat and bone meal varies widely in composition and digestibility, has a high ash content from bone and usually names no species.',
  },
  {
    name: 'Backwaren-Nebenerzeugnisse',
    name_en: 'Bakery by-products',
    reason:
      'Reste aus Bäckereien liefern vor allem Stärke, Zucker und Fett als billigen Füllstoff und wechseln von Charge zu Charge.',
    reason_en: 'Bakery leftovers supply mainly starch, sugar and fat as a cheap filler and change from batch to batch.',
  },
  {
    name: 'Öle und Fette',
    name_en: 'Oils and fats',
    reason:
      'Ohne Angabe der Quelle bleiben Herkunft, Fettsäuremuster und mögliche Allergene unbekannt; napf verlangt benannte Fette und Öle.',
    reason_en:
      'Without the source being stated, origin, fatty acid profile and possible allergens remain unknown; napf requires named fats and oils.',
  },
  {
    name: 'Propylenglykol',
    name_en: 'Propylene glycol',
    reason:
      'Das Feuchthaltemittel kann bei Katzen die roten Blutkörperchen schädigen und ist in den USA in Katzenfutter nicht zulässig; napf schließt es für alle Tiere aus.',
    reason_en:
      'The humectant can damage red blood cells in cats and is not permitted in cat food in the USA; napf excludes it for all animals.',
  },
  {
    name: 'Künstliche Farbstoffe',
    name_en: 'Artificial colourants',
    reason: 'Farbstoffe dienen nur dem Auge des Menschen und haben für Hund und Katze keinen Nutzen.',
    reason_en: 'Colourants serve only the human eye and are of no benefit to dogs and cats.',
  },
  {
    name: 'Lockstoffe',
    name_en: 'Attractants',
    reason:
      'Lockstoffe und künstliche Aromen machen Futter unabhängig von seiner Qualität attraktiv und können zum Überfressen verleiten.',
    reason_en:
      'Attractants and artificial flavourings make food appealing regardless of its quality and can encourage overeating.',
  },
];
