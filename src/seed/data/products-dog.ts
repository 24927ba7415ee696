import type { NewProduct } from '../../catalog/new-product.ts';

/** Dog products of the demo shop: wet and dry food, snacks, supplements and care. Feeding tables are per day; gram figures follow the energy need of the dog (FEDIAF, see docs/nutrition.md) and the stated or constituent-derived energy density. */
export const DOG_PRODUCTS: NewProduct[] = [
  {
    slug: 'pures-huhn-mit-kuerbis-nassfutter',
    sku: 'NAPF-D-NF-001',
    name: 'Pures Huhn mit Kürbis',
    name_en: 'Pure Chicken with Pumpkin',
    brand: 'Napf Manufaktur',
    species: 'DOG',
    category: 'nassfutter',
    line: 'pur',
    description:
      'Unser Klassiker für Hunde, die nur eine Proteinquelle vertragen: saftiges Hühnerfleisch mit Hühnerherz und Hühnerleber, dazu fein geraspelter Kürbis. Schonend in der Dose gegart, ohne Getreide, Zucker und künstliche Zusatzstoffe. Auch für eine Ausschlussdiät gut geeignet.',
    description_en:
      'Our classic for dogs that tolerate only one protein source: juicy chicken with chicken heart and chicken liver, plus finely grated pumpkin. Gently cooked in the can, without grain, sugar or artificial additives. Also well suited to an elimination diet.',
    ingredients:
      'Hühnerfleisch (52 %), Hühnerbrühe (30 %), Hühnerherz (8 %), Hühnerleber (3 %), Kürbis (5 %), Leinöl (1 %), Mineralstoffe, Calciumcarbonat',
    analytical_constituents: {
      Rohprotein: 11,
      Rohfett: 6.5,
      Rohfaser: 0.5,
      Rohasche: 2.2,
      Feuchtigkeit: 78,
      Calcium: 0.3,
      Phosphor: 0.24,
    },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: 106,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 2, grams_min: 160, grams_max: 190 },
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 320, grams_max: 380 },
        { weight_from_kg: 10, weight_to_kg: 10, grams_min: 530, grams_max: 640 },
        { weight_from_kg: 20, weight_to_kg: 20, grams_min: 890, grams_max: 1070 },
        { weight_from_kg: 30, weight_to_kg: 30, grams_min: 1210, grams_max: 1450 },
        { weight_from_kg: 40, weight_to_kg: 40, grams_min: 1500, grams_max: 1800 },
      ],
      notes:
        'Die Tagesration auf zwei Mahlzeiten verteilen. Die Angaben sind Richtwerte und hängen von Alter, Aktivität und Rasse ab. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Split the daily ration into two meals. The amounts are guidelines and depend on age, activity and breed. Fresh drinking water should always be available.',
    },
    tags: ['getreidefrei', 'monoprotein', 'glutenfrei', 'ohne-zucker', 'ohne-konservierungsstoffe'],
    is_bestseller: true,
    is_active: true,
    variants: [
      { size: '200g', price: 1.99, stock_status: 'IN_STOCK', ean: '4262451000312' },
      { size: '400g', price: 3.29, stock_status: 'IN_STOCK', ean: '4262451000329' },
      { size: '800g', price: 5.49, compare_price: 5.99, stock_status: 'IN_STOCK', ean: '4262451000336' },
      { size: '6x400g', price: 18.49, stock_status: 'IN_STOCK', ean: '4262451000343' },
    ],
    reviews: [
      {
        author: 'Sabine K.',
        rating: 5,
        title: 'Endlich verträgt er es',
        body: 'Unser Labrador hat mit vielen Sorten Probleme, dieses Futter frisst er gierig und der Kot ist endlich fest. Wir bestellen jetzt regelmäßig.',
        date: '2025-09-14',
      },
      {
        author: 'Thomas W.',
        rating: 4,
        title: 'Gute Qualität',
        body: 'Riecht wie richtiges Fleisch und hat eine schöne Konsistenz. Ein Stern Abzug, weil ich die große Dose ungern lange offen im Kühlschrank stehen habe.',
        date: '2026-02-03',
      },
      {
        author: 'Jana P.',
        rating: 5,
        title: 'Top für die Ausschlussdiät',
        body: 'Unsere Tierärztin hat ein Monoprotein-Futter empfohlen, dieses passt perfekt. Klare Deklaration, nichts Verstecktes.',
        date: '2026-06-21',
      },
    ],
  },
  {
    slug: 'pures-pferd-mit-pastinake-nassfutter',
    sku: 'NAPF-D-NF-002',
    name: 'Pures Pferd mit Pastinake',
    name_en: 'Pure Horse with Parsnip',
    brand: 'Wildes Herz',
    species: 'DOG',
    category: 'nassfutter',
    line: 'pur',
    description:
      'Pferdefleisch ist für viele Allergiker-Hunde eine echte Alternative, weil sie es vorher kaum gefressen haben. Wir kombinieren es nur mit Pastinake und Leinöl, sonst mit nichts Tierischem. Frei von Huhn, Rind, Fisch, Milch und Getreide.',
    description_en:
      'Horse meat is a real alternative for many allergic dogs because they have hardly ever eaten it before. We combine it only with parsnip and linseed oil and with nothing else of animal origin. Free from chicken, beef, fish, dairy and grain.',
    ingredients:
      'Pferdefleisch (60 %), Pferdebrühe (26 %), Pferdeherz (5 %), Pastinake (6 %), Leinöl (1,5 %), Mineralstoffe, Calciumcarbonat',
    analytical_constituents: {
      Rohprotein: 10.5,
      Rohfett: 5.5,
      Rohfaser: 0.6,
      Rohasche: 2,
      Feuchtigkeit: 79,
      Calcium: 0.28,
      Phosphor: 0.22,
    },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: null,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 5, grams_min: 190, grams_max: 380 },
        { weight_from_kg: 5, weight_to_kg: 10, grams_min: 380, grams_max: 640 },
        { weight_from_kg: 10, weight_to_kg: 20, grams_min: 640, grams_max: 1070 },
        { weight_from_kg: 20, weight_to_kg: 30, grams_min: 1070, grams_max: 1450 },
      ],
      notes:
        'Die Tagesration auf zwei Mahlzeiten verteilen. Die Angaben sind Richtwerte und hängen von Alter, Aktivität und Rasse ab. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Split the daily ration into two meals. The amounts are guidelines and depend on age, activity and breed. Fresh drinking water should always be available.',
    },
    tags: ['getreidefrei', 'monoprotein', 'hypoallergen', 'glutenfrei', 'ohne-zucker'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '400g', price: 4.49, stock_status: 'IN_STOCK', ean: '4260738001120' },
      { size: '6x400g', price: 25.99, compare_price: 26.94, stock_status: 'LOW_STOCK', ean: '4260738001137' },
    ],
    reviews: [
      {
        author: 'Markus B.',
        rating: 5,
        title: 'Rettung bei Futtermittelallergie',
        body: 'Nach Monaten mit Juckreiz ist unser Terrier mit Pferd endlich ruhig. Teuer, aber jeden Cent wert.',
        date: '2025-11-02',
      },
      {
        author: 'Claudia R.',
        rating: 3,
        title: 'Hund mag es nur mäßig',
        body: 'Die Zusammensetzung ist super, aber unser Mischling lässt jedes zweite Mal etwas übrig. Vielleicht Geschmackssache.',
        date: '2026-04-17',
      },
    ],
  },
  {
    slug: 'lamm-und-reis-sensitiv-nassfutter',
    sku: 'NAPF-D-NF-003',
    name: 'Lamm & Reis Sensitiv',
    name_en: 'Lamb & Rice Sensitive',
    brand: 'Alpenhof',
    species: 'DOG',
    category: 'nassfutter',
    line: 'sensitiv',
    description:
      'Zartes Lammfleisch aus Weidehaltung mit gut verdaulichem Reis und Karotte. Die leichte Rezeptur schont empfindliche Mägen und ist frei von Huhn, Rind und Weizen. Ergänzt mit Leinsamen für eine ruhige Verdauung.',
    description_en:
      'Tender lamb from pasture farming with easily digestible rice and carrot. The light recipe is gentle on sensitive stomachs and free from chicken, beef and wheat. Supplemented with linseed for calm digestion.',
    ingredients:
      'Lammfleisch (45 %), Lammbrühe (28 %), Lammleber (6 %), Reis (12 %), Karotte (6 %), Leinsamen (1 %), Mineralstoffe',
    analytical_constituents: { Rohprotein: 9.5, Rohfett: 5, Rohfaser: 0.6, Rohasche: 2, Feuchtigkeit: 79 },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: 94,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 2, grams_min: 180, grams_max: 210 },
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 360, grams_max: 430 },
        { weight_from_kg: 10, weight_to_kg: 10, grams_min: 600, grams_max: 720 },
        { weight_from_kg: 20, weight_to_kg: 20, grams_min: 1010, grams_max: 1210 },
        { weight_from_kg: 30, weight_to_kg: 30, grams_min: 1360, grams_max: 1640 },
        { weight_from_kg: 40, weight_to_kg: 40, grams_min: 1690, grams_max: 2030 },
      ],
      notes:
        'Die Tagesration auf zwei Mahlzeiten verteilen. Die Angaben sind Richtwerte und hängen von Alter, Aktivität und Rasse ab. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Split the daily ration into two meals. The amounts are guidelines and depend on age, activity and breed. Fresh drinking water should always be available.',
    },
    tags: ['sensitiv', 'monoprotein', 'glutenfrei', 'ohne-zucker', 'verdauung'],
    is_bestseller: true,
    is_active: true,
    variants: [
      { size: '400g', price: 3.49, stock_status: 'IN_STOCK', ean: '4251962005404' },
      { size: '800g', price: 5.99, stock_status: 'IN_STOCK', ean: '4251962005411' },
      { size: '6x800g', price: 33.99, compare_price: 35.94, stock_status: 'IN_STOCK', ean: '4251962005428' },
    ],
    reviews: [
      {
        author: 'Andrea M.',
        rating: 5,
        title: 'Magen endlich ruhig',
        body: 'Unsere Hündin hatte ständig Durchfall, mit Lamm & Reis ist das seit Wochen vorbei.',
        date: '2025-07-08',
      },
      {
        author: 'Peter S.',
        rating: 4,
        title: 'Gern gefressen',
        body: 'Unser Beagle frisst es mit Begeisterung. Die Dosen könnten sich etwas leichter öffnen lassen.',
        date: '2025-12-19',
      },
      {
        author: 'Nicole H.',
        rating: 5,
        title: 'Empfehlung vom Tierarzt',
        body: 'Sehr gut verträglich, klare Zutatenliste. Bleibt bei uns Dauerfutter.',
        date: '2026-08-30',
      },
    ],
  },
  {
    slug: 'kaninchen-mit-suesskartoffel-sensitiv-nassfutter',
    sku: 'NAPF-D-NF-004',
    name: 'Kaninchen mit Süßkartoffel Sensitiv',
    name_en: 'Rabbit with Sweet Potato Sensitive',
    brand: 'Wildes Herz',
    species: 'DOG',
    category: 'nassfutter',
    line: 'sensitiv',
    description:
      'Kaninchenfleisch ist mager, leicht verdaulich und für Allergiker bestens geeignet. Dazu kommen Süßkartoffel als getreidefreie Kohlenhydratquelle und Chicorée-Inulin für eine gesunde Darmflora. Ohne Huhn, Rind, Fisch, Milch und Getreide.',
    description_en:
      'Rabbit meat is lean, easily digestible and ideal for allergic dogs. It is joined by sweet potato as a grain-free carbohydrate source and chicory inulin for healthy gut flora. Without chicken, beef, fish, dairy or grain.',
    ingredients:
      'Kaninchenfleisch (55 %), Kaninchenbrühe (25 %), Kaninchenleber (5 %), Süßkartoffel (10 %), Chicorée (Inulin) (1 %), Hanföl (1 %), Mineralstoffe, Calciumcarbonat',
    analytical_constituents: { Rohprotein: 10, Rohfett: 5, Rohfaser: 0.8, Rohasche: 2.1, Feuchtigkeit: 78.5 },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: null,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 2, grams_min: 180, grams_max: 210 },
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 360, grams_max: 430 },
        { weight_from_kg: 10, weight_to_kg: 10, grams_min: 600, grams_max: 720 },
        { weight_from_kg: 20, weight_to_kg: 20, grams_min: 1010, grams_max: 1210 },
        { weight_from_kg: 30, weight_to_kg: 30, grams_min: 1360, grams_max: 1640 },
        { weight_from_kg: 40, weight_to_kg: 40, grams_min: 1690, grams_max: 2030 },
      ],
      notes:
        'Die Tagesration auf zwei Mahlzeiten verteilen. Die Angaben sind Richtwerte und hängen von Alter, Aktivität und Rasse ab. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Split the daily ration into two meals. The amounts are guidelines and depend on age, activity and breed. Fresh drinking water should always be available.',
    },
    tags: ['getreidefrei', 'monoprotein', 'hypoallergen', 'sensitiv', 'verdauung'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '400g', price: 4.29, stock_status: 'IN_STOCK', ean: '4260738001144' },
      { size: '6x400g', price: 24.49, stock_status: 'IN_STOCK', ean: '4260738001151' },
    ],
    reviews: [
      {
        author: 'Kerstin L.',
        rating: 5,
        title: 'Bestes Futter für unseren Allergiker',
        body: 'Nach dem Bluttest war klar: kein Huhn, kein Rind. Mit Kaninchen geht es ihm blendend.',
        date: '2026-01-11',
      },
      {
        author: 'Jörg F.',
        rating: 4,
        title: 'Gute Konsistenz',
        body: 'Schöne stückige Konsistenz und nicht zu viel Brühe. Unser Hund frisst es gern.',
        date: '2026-05-23',
      },
    ],
  },
  {
    slug: 'junior-kalb-mit-karotte-nassfutter',
    sku: 'NAPF-D-NF-005',
    name: 'Junior Kalb mit Karotte',
    name_en: 'Junior Veal with Carrot',
    brand: 'Alpenhof',
    species: 'DOG',
    category: 'nassfutter',
    line: 'junior',
    description:
      'Für Welpen und Junghunde bis zwölf Monate: zartes Kalbfleisch mit Kalbsherz, Karotte und einem Extra an Calcium für gesundes Knochenwachstum. Die feine Konsistenz erleichtert die Umstellung von der Muttermilch. Mit Lachsöl für DHA, das Gehirn und Augen unterstützt.',
    description_en:
      "For puppies and young dogs up to twelve months: tender veal with veal heart, carrot and extra calcium for healthy bone growth. The fine texture makes the change from mother's milk easier. With salmon oil for DHA, which supports brain and eyes.",
    ingredients:
      'Kalbfleisch (48 %), Kalbsbrühe (28 %), Kalbsherz (8 %), Rinderleber (4 %), Karotte (8 %), Lachsöl (1 %), Eierschalenpulver (0,5 %), Mineralstoffe',
    analytical_constituents: {
      Rohprotein: 11.5,
      Rohfett: 7,
      Rohfaser: 0.5,
      Rohasche: 2.4,
      Feuchtigkeit: 77,
      Calcium: 0.4,
      Phosphor: 0.3,
      'Omega-3-Fettsäuren': 0.3,
    },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: 111,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 2, grams_min: 290, grams_max: 320 },
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 570, grams_max: 630 },
        { weight_from_kg: 10, weight_to_kg: 10, grams_min: 890, grams_max: 1010 },
        { weight_from_kg: 15, weight_to_kg: 15, grams_min: 1100, grams_max: 1270 },
        { weight_from_kg: 20, weight_to_kg: 20, grams_min: 1360, grams_max: 1580 },
      ],
      notes:
        'Angaben nach aktuellem Körpergewicht des Welpen. Bis zum vierten Monat vier, danach drei Mahlzeiten am Tag, ab etwa sechs Monaten zwei. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        "Amounts by the puppy's current body weight. Four meals a day up to four months, then three, and two from about six months. Fresh drinking water should always be available.",
    },
    tags: ['welpe', 'getreidefrei', 'glutenfrei', 'ohne-zucker'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '200g', price: 2.19, stock_status: 'IN_STOCK', ean: '4251962005435' },
      { size: '400g', price: 3.59, stock_status: 'IN_STOCK', ean: '4251962005442' },
      { size: '6x200g', price: 12.49, stock_status: 'IN_STOCK', ean: '4251962005459' },
    ],
    reviews: [
      {
        author: 'Lena G.',
        rating: 5,
        title: 'Welpe liebt es',
        body: 'Unser kleiner Aussie frisst es vom ersten Tag an. Verdauung top, keine Blähungen.',
        date: '2025-10-05',
      },
      {
        author: 'Stefan D.',
        rating: 4,
        title: 'Gut, aber für Minis viel',
        body: 'Für unseren Chihuahua-Welpen reicht selbst die 200-g-Dose zwei Tage. Die Qualität ist aber einwandfrei.',
        date: '2026-03-12',
      },
      {
        author: 'Maria T.',
        rating: 5,
        title: 'Sehr zufrieden',
        body: 'Gute Zutaten, durchdachter Calciumgehalt, und der Züchter hat es auch empfohlen.',
        date: '2026-09-02',
      },
    ],
  },
  {
    slug: 'rind-und-pansen-vital-nassfutter',
    sku: 'NAPF-D-NF-006',
    name: 'Rind & Pansen Vital',
    name_en: 'Beef & Tripe Vital',
    brand: 'Napf Manufaktur',
    species: 'DOG',
    category: 'nassfutter',
    line: 'vital',
    description:
      'Kräftiges Menü für aktive erwachsene Hunde mit Rindfleisch, grünem Rinderpansen und Rinderherz. Pansen liefert natürliche Enzyme und ist bei Hunden besonders beliebt. Mit Kartoffel und Zucchini, ohne Getreide.',
    description_en:
      'Hearty menu for active adult dogs with beef, green beef tripe and beef heart. Tripe provides natural enzymes and is especially popular with dogs. With potato and courgette, without grain.',
    ingredients:
      'Rindfleisch (40 %), Rinderpansen (20 %), Rinderbrühe (18 %), Rinderherz (10 %), Kartoffel (8 %), Zucchini (2 %), Distelöl (1 %), Mineralstoffe',
    analytical_constituents: { Rohprotein: 10.5, Rohfett: 7.5, Rohfaser: 0.5, Rohasche: 2.2, Feuchtigkeit: 77.5 },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: 112,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 5, grams_min: 165, grams_max: 330 },
        { weight_from_kg: 5, weight_to_kg: 10, grams_min: 330, grams_max: 550 },
        { weight_from_kg: 10, weight_to_kg: 20, grams_min: 550, grams_max: 930 },
        { weight_from_kg: 20, weight_to_kg: 30, grams_min: 930, grams_max: 1260 },
        { weight_from_kg: 30, weight_to_kg: 40, grams_min: 1260, grams_max: 1560 },
      ],
      notes:
        'Die Tagesration auf zwei Mahlzeiten verteilen. Die Angaben sind Richtwerte und hängen von Alter, Aktivität und Rasse ab. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Split the daily ration into two meals. The amounts are guidelines and depend on age, activity and breed. Fresh drinking water should always be available.',
    },
    tags: ['getreidefrei', 'monoprotein', 'ohne-zucker', 'ohne-konservierungsstoffe'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '400g', price: 2.99, stock_status: 'IN_STOCK', ean: '4262451000350' },
      { size: '800g', price: 4.99, stock_status: 'IN_STOCK', ean: '4262451000367' },
      { size: '6x800g', price: 27.99, compare_price: 29.94, stock_status: 'IN_STOCK', ean: '4262451000374' },
    ],
    reviews: [
      {
        author: 'Frank O.',
        rating: 5,
        title: 'Mein Schäferhund ist begeistert',
        body: 'Den Pansengeruch muss man mögen, aber der Hund liebt es. Das Fell glänzt seit der Umstellung deutlich mehr.',
        date: '2025-08-19',
      },
      {
        author: 'Ute N.',
        rating: 2,
        title: 'Zu gehaltvoll für uns',
        body: 'Unser älterer Hund hat das Futter leider nicht gut vertragen, vermutlich ist es ihm zu fett. Für junge, aktive Hunde sicher gut.',
        date: '2026-02-27',
      },
    ],
  },
  {
    slug: 'pures-wild-mit-preiselbeeren-nassfutter',
    sku: 'NAPF-D-NF-007',
    name: 'Pures Wild mit Preiselbeeren',
    name_en: 'Pure Venison with Lingonberries',
    brand: 'Wildes Herz',
    species: 'DOG',
    category: 'nassfutter',
    line: 'pur',
    description:
      'Hirschfleisch aus heimischer Jagd, verfeinert mit Preiselbeeren und Pastinake. Wild ist von Natur aus mager und eine selten gefütterte Proteinquelle. Ohne Getreide, Zucker und Geflügel.',
    description_en:
      'Red deer meat from local hunting, refined with lingonberries and parsnip. Venison is naturally lean and a rarely fed protein source. Without grain, sugar or poultry.',
    ingredients:
      'Hirschfleisch (55 %), Hirschbrühe (24 %), Hirschherz (6 %), Hirschleber (3 %), Pastinake (8 %), Preiselbeeren (2 %), Leinöl (1 %), Mineralstoffe',
    analytical_constituents: { Rohprotein: 11, Rohfett: 4.8, Rohfaser: 0.6, Rohasche: 2.2, Feuchtigkeit: 78.5 },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: null,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 2, grams_min: 175, grams_max: 210 },
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 350, grams_max: 420 },
        { weight_from_kg: 10, weight_to_kg: 10, grams_min: 590, grams_max: 710 },
        { weight_from_kg: 20, weight_to_kg: 20, grams_min: 1000, grams_max: 1190 },
        { weight_from_kg: 30, weight_to_kg: 30, grams_min: 1350, grams_max: 1620 },
        { weight_from_kg: 40, weight_to_kg: 40, grams_min: 1670, grams_max: 2010 },
      ],
      notes:
        'Die Tagesration auf zwei Mahlzeiten verteilen. Die Angaben sind Richtwerte und hängen von Alter, Aktivität und Rasse ab. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Split the daily ration into two meals. The amounts are guidelines and depend on age, activity and breed. Fresh drinking water should always be available.',
    },
    tags: ['getreidefrei', 'monoprotein', 'hypoallergen', 'ohne-zucker'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '400g', price: 4.79, stock_status: 'IN_STOCK', ean: '4260738001168' },
      { size: '800g', price: 7.99, stock_status: 'OUT_OF_STOCK', ean: '4260738001175' },
      { size: '6x400g', price: 27.49, stock_status: 'IN_STOCK', ean: '4260738001182' },
    ],
    reviews: [
      {
        author: 'Heike V.',
        rating: 5,
        title: 'Super Alternative',
        body: 'Wir wechseln zwischen Pferd und Wild, beides ist super verträglich. Riecht angenehm.',
        date: '2026-07-04',
      },
      {
        author: 'Dirk A.',
        rating: 4,
        title: 'Leider oft ausverkauft',
        body: 'Qualität top, aber die große Dose ist ständig nicht lieferbar.',
        date: '2026-10-09',
      },
    ],
  },
  {
    slug: 'senior-pute-mit-zucchini-nassfutter',
    sku: 'NAPF-D-NF-008',
    name: 'Senior Pute mit Zucchini',
    name_en: 'Senior Turkey with Courgette',
    brand: 'Napf Manufaktur',
    species: 'DOG',
    category: 'nassfutter',
    line: 'vital',
    description:
      'Leicht verdauliches Menü für Hunde ab sieben Jahren mit magerem Putenfleisch, Zucchini und Reis. Weniger Fett und ein reduzierter Phosphorgehalt entlasten den älteren Organismus. Grünlippmuschel unterstützt die Gelenke.',
    description_en:
      'Easily digestible menu for dogs aged seven and over, with lean turkey, courgette and rice. Less fat and reduced phosphorus ease the load on the ageing body. Green-lipped mussel supports the joints.',
    ingredients:
      'Putenfleisch (45 %), Putenbrühe (27 %), Putenherz (6 %), Reis (10 %), Zucchini (8 %), Karotte (2 %), Grünlippmuschel (0,5 %), Leinöl (0,5 %), Mineralstoffe',
    analytical_constituents: {
      Rohprotein: 9.5,
      Rohfett: 4,
      Rohfaser: 0.7,
      Rohasche: 1.9,
      Feuchtigkeit: 79.5,
      Phosphor: 0.16,
    },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: 87,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 330, grams_max: 400 },
        { weight_from_kg: 10, weight_to_kg: 10, grams_min: 550, grams_max: 680 },
        { weight_from_kg: 20, weight_to_kg: 20, grams_min: 920, grams_max: 1140 },
        { weight_from_kg: 30, weight_to_kg: 30, grams_min: 1250, grams_max: 1550 },
      ],
      notes:
        'Für ältere und weniger aktive Hunde. Bei Übergewicht die Menge am Zielgewicht ausrichten und auf zwei Mahlzeiten verteilen. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'For older and less active dogs. If overweight, base the amount on the target weight and split it into two meals. Fresh drinking water should always be available.',
    },
    tags: ['senior', 'light', 'glutenfrei', 'gelenke'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '400g', price: 3.39, stock_status: 'IN_STOCK', ean: '4262451000381' },
      { size: '6x400g', price: 18.99, compare_price: 20.34, stock_status: 'IN_STOCK', ean: '4262451000398' },
    ],
    reviews: [
      {
        author: 'Gisela W.',
        rating: 5,
        title: 'Für unseren Opa genau richtig',
        body: 'Unser zwölfjähriger Golden Retriever frisst wieder mit Appetit und hat etwas abgenommen. Sehr zufrieden.',
        date: '2025-12-01',
      },
      {
        author: 'Rainer K.',
        rating: 4,
        title: 'Gut verträglich',
        body: 'Leichte Kost, die gut bekommt. Der Preis ist in Ordnung.',
        date: '2026-06-14',
      },
    ],
  },
  {
    slug: 'lachs-und-kartoffel-sensitiv-nassfutter',
    sku: 'NAPF-D-NF-009',
    name: 'Lachs & Kartoffel Sensitiv',
    name_en: 'Salmon & Potato Sensitive',
    brand: 'Nordkost',
    species: 'DOG',
    category: 'nassfutter',
    line: 'sensitiv',
    description:
      'Norwegischer Lachs und Hering mit Kartoffel und Brokkoli für Hunde mit empfindlicher Haut und sensiblem Magen. Die natürlichen Omega-3-Fettsäuren aus Fisch unterstützen Haut und Fell. Frei von Geflügel, Rind und Getreide.',
    description_en:
      'Norwegian salmon and herring with potato and broccoli for dogs with delicate skin and a sensitive stomach. The natural omega-3 fatty acids from fish support skin and coat. Free from poultry, beef and grain.',
    ingredients:
      'Lachs (40 %), Fischbrühe (25 %), Hering (10 %), Kartoffel (15 %), Brokkoli (6 %), Lachsöl (2 %), Mineralstoffe',
    analytical_constituents: {
      Rohprotein: 10,
      Rohfett: 6.5,
      Rohfaser: 0.5,
      Rohasche: 2.3,
      Feuchtigkeit: 78,
      'Omega-3-Fettsäuren': 0.6,
    },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: null,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 5, grams_min: 175, grams_max: 350 },
        { weight_from_kg: 5, weight_to_kg: 10, grams_min: 350, grams_max: 590 },
        { weight_from_kg: 10, weight_to_kg: 20, grams_min: 590, grams_max: 990 },
        { weight_from_kg: 20, weight_to_kg: 30, grams_min: 990, grams_max: 1340 },
        { weight_from_kg: 30, weight_to_kg: 40, grams_min: 1340, grams_max: 1670 },
      ],
      notes:
        'Die Tagesration auf zwei Mahlzeiten verteilen. Die Angaben sind Richtwerte und hängen von Alter, Aktivität und Rasse ab. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Split the daily ration into two meals. The amounts are guidelines and depend on age, activity and breed. Fresh drinking water should always be available.',
    },
    tags: ['sensitiv', 'getreidefrei', 'glutenfrei', 'fell-und-haut'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '400g', price: 3.79, stock_status: 'IN_STOCK', ean: '4270315002075' },
      { size: '800g', price: 6.49, stock_status: 'IN_STOCK', ean: '4270315002082' },
      { size: '6x400g', price: 21.49, stock_status: 'IN_STOCK', ean: '4270315002099' },
    ],
    reviews: [
      {
        author: 'Sandra E.',
        rating: 5,
        title: 'Kein Jucken mehr',
        body: 'Seit unser Hund das bekommt, kratzt er sich kaum noch. Das Fell ist weich und glänzend.',
        date: '2026-03-28',
      },
      {
        author: 'Oliver Z.',
        rating: 4,
        title: 'Riecht nach Fisch, klar',
        body: 'Der Hund liebt es, die Küche riecht danach halt nach Fisch. Verträglichkeit super.',
        date: '2026-08-07',
      },
      {
        author: 'Birgit S.',
        rating: 5,
        title: 'Nachbestellt',
        body: 'Schon zum dritten Mal bestellt, die Lieferung kam wieder schnell.',
        date: '2026-10-30',
      },
    ],
  },
  {
    slug: 'pure-ziege-mit-topinambur-nassfutter',
    sku: 'NAPF-D-NF-010',
    name: 'Pure Ziege mit Topinambur',
    name_en: 'Pure Goat with Jerusalem Artichoke',
    brand: 'Alpenhof',
    species: 'DOG',
    category: 'nassfutter',
    line: 'pur',
    description:
      'Bald im Sortiment: Ziegenfleisch von Almbetrieben aus dem Allgäu, kombiniert mit Topinambur als natürlicher Inulinquelle. Ziege ist eine der seltensten Proteinquellen im Hundenapf und damit ideal für Ausschlussdiäten. Ohne Getreide, Huhn, Rind, Fisch und Milch.',
    description_en:
      "Coming soon: goat meat from alpine farms in the Allgäu, combined with Jerusalem artichoke as a natural source of inulin. Goat is one of the rarest protein sources in a dog's bowl and therefore ideal for elimination diets. Without grain, chicken, beef, fish or dairy.",
    ingredients:
      'Ziegenfleisch (58 %), Ziegenbrühe (25 %), Ziegenherz (5 %), Topinambur (8 %), Hanföl (1 %), Mineralstoffe, Calciumcarbonat',
    analytical_constituents: { Rohprotein: 10.8, Rohfett: 6, Rohfaser: 0.7, Rohasche: 2.1, Feuchtigkeit: 78.2 },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: null,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 330, grams_max: 400 },
        { weight_from_kg: 10, weight_to_kg: 10, grams_min: 560, grams_max: 670 },
        { weight_from_kg: 20, weight_to_kg: 20, grams_min: 940, grams_max: 1120 },
      ],
      notes:
        'Die Tagesration auf zwei Mahlzeiten verteilen. Die Angaben sind Richtwerte und hängen von Alter, Aktivität und Rasse ab. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Split the daily ration into two meals. The amounts are guidelines and depend on age, activity and breed. Fresh drinking water should always be available.',
    },
    tags: ['getreidefrei', 'monoprotein', 'hypoallergen', 'glutenfrei'],
    is_bestseller: false,
    is_active: false,
    variants: [
      { size: '400g', price: 4.99, stock_status: 'OUT_OF_STOCK', ean: '4251962005466' },
      { size: '6x400g', price: 28.49, stock_status: 'OUT_OF_STOCK', ean: '4251962005473' },
    ],
    reviews: [],
  },
  {
    slug: 'adult-huhn-und-reis-vital-trockenfutter',
    sku: 'NAPF-D-TF-001',
    name: 'Adult Huhn & Reis Vital',
    name_en: 'Adult Chicken & Rice Vital',
    brand: 'Napf Manufaktur',
    species: 'DOG',
    category: 'trockenfutter',
    line: 'vital',
    description:
      'Das ausgewogene Alleinfutter für erwachsene Hunde aller Rassen: 30 % getrocknetes Hühnerfleisch, Reis, Vollei und Lachsöl. Bierhefe und Chicorée fördern eine gesunde Verdauung. Eine solide Basis für jeden Tag zu einem fairen Preis.',
    description_en:
      "The balanced complete food for adult dogs of all breeds: 30 % dried chicken, rice, whole egg and salmon oil. Brewer's yeast and chicory promote healthy digestion. A solid everyday basis at a fair price.",
    ingredients:
      'Hühnerfleisch getrocknet (30 %), Reis (28 %), Mais (10 %), Geflügelfett (8 %), Vollei getrocknet (5 %), Rübentrockenschnitzel (4 %), Erbsen (4 %), Lachsöl (2 %), Bierhefe (2 %), Leinsamen (2 %), Chicorée (Inulin) (0,5 %), Mineralstoffe',
    analytical_constituents: {
      Rohprotein: 26,
      Rohfett: 15,
      Rohfaser: 2.8,
      Rohasche: 7,
      Feuchtigkeit: 9,
      Calcium: 1.3,
      Phosphor: 1,
    },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: 377,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 2, grams_min: 45, grams_max: 55 },
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 90, grams_max: 105 },
        { weight_from_kg: 10, weight_to_kg: 10, grams_min: 150, grams_max: 180 },
        { weight_from_kg: 20, weight_to_kg: 20, grams_min: 250, grams_max: 300 },
        { weight_from_kg: 30, weight_to_kg: 30, grams_min: 340, grams_max: 410 },
        { weight_from_kg: 40, weight_to_kg: 40, grams_min: 420, grams_max: 510 },
      ],
      notes:
        'Die Tagesration auf zwei Mahlzeiten verteilen. Die Angaben sind Richtwerte und hängen von Alter, Aktivität und Rasse ab. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Split the daily ration into two meals. The amounts are guidelines and depend on age, activity and breed. Fresh drinking water should always be available.',
    },
    tags: ['ohne-zucker', 'verdauung', 'ohne-konservierungsstoffe'],
    is_bestseller: true,
    is_active: true,
    variants: [
      { size: '1kg', price: 6.99, stock_status: 'IN_STOCK', ean: '4262451000404' },
      { size: '4kg', price: 22.99, stock_status: 'IN_STOCK', ean: '4262451000411' },
      { size: '12kg', price: 59.99, compare_price: 64.99, stock_status: 'IN_STOCK', ean: '4262451000428' },
    ],
    reviews: [
      {
        author: 'Michael J.',
        rating: 5,
        title: 'Preis-Leistung top',
        body: 'Wir füttern zwei Labradore, da zählt der Preis. Beide fressen es gern und sind fit.',
        date: '2025-06-22',
      },
      {
        author: 'Sonja B.',
        rating: 4,
        title: 'Gutes Alltagsfutter',
        body: 'Die Kroketten haben eine angenehme Größe, auch für unseren Beagle. Verträglichkeit gut.',
        date: '2025-11-15',
      },
      {
        author: 'Holger M.',
        rating: 3,
        title: 'Mais hätte nicht sein müssen',
        body: 'Der Hund verträgt es, aber für den Preis hätte ich mir ein Futter ohne Mais gewünscht.',
        date: '2026-04-03',
      },
      {
        author: 'Tanja R.',
        rating: 5,
        title: 'Seit Langem Stammfutter',
        body: 'Ich bestelle das Futter seit über einem Jahr im 12-kg-Sack, die Qualität ist immer gleich gut.',
        date: '2026-09-18',
      },
    ],
  },
  {
    slug: 'getreidefrei-lachs-und-suesskartoffel-trockenfutter',
    sku: 'NAPF-D-TF-002',
    name: 'Getreidefrei Lachs & Süßkartoffel',
    name_en: 'Grain-Free Salmon & Sweet Potato',
    brand: 'Nordkost',
    species: 'DOG',
    category: 'trockenfutter',
    line: 'sensitiv',
    description:
      'Frischer Lachs, Hering und Süßkartoffel in einer getreidefreien Rezeptur für Hunde mit sensibler Haut und Verdauung. Ein hoher Anteil an Omega-3-Fettsäuren aus Lachsöl pflegt Haut und Fell von innen. Ohne Geflügel, Rind, Getreide und Soja.',
    description_en:
      'Fresh salmon, herring and sweet potato in a grain-free recipe for dogs with sensitive skin and digestion. A high share of omega-3 fatty acids from salmon oil nourishes skin and coat from within. Without poultry, beef, grain or soy.',
    ingredients:
      'Lachs frisch (28 %), Lachs getrocknet (18 %), Süßkartoffel (22 %), Erbsen (10 %), Hering getrocknet (6 %), Lachsöl (5 %), Kartoffelflocken (4 %), Leinsamen (2 %), Bierhefe (1 %), Chicorée (Inulin) (0,5 %), Mineralstoffe',
    analytical_constituents: {
      Rohprotein: 27,
      Rohfett: 16,
      Rohfaser: 3,
      Rohasche: 7.5,
      Feuchtigkeit: 8.5,
      'Omega-3-Fettsäuren': 1.5,
    },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: 381,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 5, grams_min: 50, grams_max: 95 },
        { weight_from_kg: 5, weight_to_kg: 10, grams_min: 95, grams_max: 160 },
        { weight_from_kg: 10, weight_to_kg: 20, grams_min: 160, grams_max: 270 },
        { weight_from_kg: 20, weight_to_kg: 30, grams_min: 270, grams_max: 370 },
        { weight_from_kg: 30, weight_to_kg: 40, grams_min: 370, grams_max: 460 },
        { weight_from_kg: 40, weight_to_kg: 60, grams_min: 460, grams_max: 620 },
      ],
      notes:
        'Die Tagesration auf zwei Mahlzeiten verteilen. Die Angaben sind Richtwerte und hängen von Alter, Aktivität und Rasse ab. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Split the daily ration into two meals. The amounts are guidelines and depend on age, activity and breed. Fresh drinking water should always be available.',
    },
    tags: ['getreidefrei', 'sensitiv', 'glutenfrei', 'fell-und-haut'],
    is_bestseller: true,
    is_active: true,
    variants: [
      { size: '2kg', price: 15.99, stock_status: 'IN_STOCK', ean: '4270315002105' },
      { size: '12kg', price: 74.99, compare_price: 82.99, stock_status: 'IN_STOCK', ean: '4270315002112' },
    ],
    reviews: [
      {
        author: 'Christina A.',
        rating: 5,
        title: 'Endlich schönes Fell',
        body: 'Nach sechs Wochen ist das stumpfe Fell unseres Setters wieder glänzend. Absolute Empfehlung.',
        date: '2025-09-30',
      },
      {
        author: 'Daniel K.',
        rating: 4,
        title: 'Gut, aber riecht stark',
        body: 'Die Verträglichkeit ist hervorragend, der Fischgeruch beim Öffnen des Sacks aber heftig.',
        date: '2026-01-20',
      },
      {
        author: 'Petra L.',
        rating: 5,
        title: 'Allergiker-tauglich',
        body: 'Unser Hund reagiert auf Huhn, mit diesem Futter hat er keinerlei Probleme.',
        date: '2026-07-11',
      },
    ],
  },
  {
    slug: 'junior-huhn-und-lachs-trockenfutter',
    sku: 'NAPF-D-TF-003',
    name: 'Junior Huhn & Lachs',
    name_en: 'Junior Chicken & Salmon',
    brand: 'Napf Manufaktur',
    species: 'DOG',
    category: 'trockenfutter',
    line: 'junior',
    description:
      'Welpenfutter für kleine und mittelgroße Rassen bis zum zwölften Monat, mit mehr Protein und Energie für das Wachstum. Die kleinen Kroketten aus Hühnerfleisch, Lachs und Kartoffel lassen sich auch mit Milchzähnen gut zerbeißen. Calcium und Phosphor sind auf ein gesundes Knochenwachstum abgestimmt.',
    description_en:
      'Puppy food for small and medium breeds up to twelve months, with more protein and energy for growth. The small kibbles of chicken, salmon and potato are easy to crunch even with milk teeth. Calcium and phosphorus are balanced for healthy bone growth.',
    ingredients:
      'Hühnerfleisch getrocknet (32 %), Kartoffel (24 %), Lachs getrocknet (10 %), Hühnerfett (9 %), Erbsen (8 %), Vollei getrocknet (4 %), Lachsöl (3 %), Apfel (2 %), Bierhefe (1 %), Mineralstoffe',
    analytical_constituents: {
      Rohprotein: 30,
      Rohfett: 18,
      Rohfaser: 2.5,
      Rohasche: 7.5,
      Feuchtigkeit: 9,
      Calcium: 1.4,
      Phosphor: 1.1,
      'Omega-3-Fettsäuren': 0.9,
    },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: 393,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 2, grams_min: 80, grams_max: 90 },
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 160, grams_max: 180 },
        { weight_from_kg: 10, weight_to_kg: 10, grams_min: 250, grams_max: 290 },
        { weight_from_kg: 15, weight_to_kg: 15, grams_min: 310, grams_max: 360 },
        { weight_from_kg: 20, weight_to_kg: 20, grams_min: 390, grams_max: 450 },
        { weight_from_kg: 30, weight_to_kg: 30, grams_min: 460, grams_max: 540 },
      ],
      notes:
        'Angaben nach aktuellem Körpergewicht des Welpen. Bis zum vierten Monat vier, danach drei Mahlzeiten am Tag, ab etwa sechs Monaten zwei. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        "Amounts by the puppy's current body weight. Four meals a day up to four months, then three, and two from about six months. Fresh drinking water should always be available.",
    },
    tags: ['welpe', 'getreidefrei', 'glutenfrei', 'ohne-zucker'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '1kg', price: 8.99, stock_status: 'IN_STOCK', ean: '4262451000435' },
      { size: '4kg', price: 29.99, stock_status: 'IN_STOCK', ean: '4262451000442' },
      { size: '12kg', price: 69.99, stock_status: 'IN_STOCK', ean: '4262451000459' },
    ],
    reviews: [
      {
        author: 'Laura F.',
        rating: 5,
        title: 'Perfekte Krokettengröße',
        body: 'Unser Cocker-Welpe kommt super mit den kleinen Kroketten klar und wächst prächtig.',
        date: '2026-02-14',
      },
      {
        author: 'Benjamin H.',
        rating: 4,
        title: 'Gut verträglich',
        body: 'Wir sind vom Züchterfutter ohne Probleme umgestiegen. Gerne wieder.',
        date: '2026-08-25',
      },
    ],
  },
  {
    slug: 'klassik-rind-und-getreide-trockenfutter',
    sku: 'NAPF-D-TF-004',
    name: 'Klassik Rind & Getreide',
    name_en: 'Classic Beef & Cereals',
    brand: 'Alpenhof',
    species: 'DOG',
    category: 'trockenfutter',
    line: 'vital',
    description:
      'Das preiswerte Alltagsfutter für robuste erwachsene Hunde mit normalem Aktivitätsniveau. Weizen und Mais liefern Energie, Rind und Vollei hochwertiges Protein. Für Hunde ohne Unverträglichkeiten eine günstige Grundversorgung.',
    description_en:
      'The affordable everyday food for robust adult dogs with a normal activity level. Wheat and maize provide energy, beef and whole egg high-quality protein. An inexpensive basic diet for dogs without intolerances.',
    ingredients:
      'Getreide (Weizen 28 %, Mais 18 %), Rindfleisch getrocknet (18 %), Sojaschrot (8 %), Rinderfett (6 %), Vollei getrocknet (3 %), Rübentrockenschnitzel (3 %), Molkenpulver (2 %), Bierhefe (1 %), Mineralstoffe',
    analytical_constituents: { Rohprotein: 23, Rohfett: 11, Rohfaser: 3, Rohasche: 7, Feuchtigkeit: 9.5 },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: null,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 2, grams_min: 50, grams_max: 55 },
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 95, grams_max: 115 },
        { weight_from_kg: 10, weight_to_kg: 10, grams_min: 160, grams_max: 190 },
        { weight_from_kg: 20, weight_to_kg: 20, grams_min: 270, grams_max: 320 },
        { weight_from_kg: 30, weight_to_kg: 30, grams_min: 360, grams_max: 430 },
        { weight_from_kg: 40, weight_to_kg: 40, grams_min: 450, grams_max: 540 },
      ],
      notes:
        'Die Tagesration auf zwei Mahlzeiten verteilen. Die Angaben sind Richtwerte und hängen von Alter, Aktivität und Rasse ab. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Split the daily ration into two meals. The amounts are guidelines and depend on age, activity and breed. Fresh drinking water should always be available.',
    },
    tags: ['ohne-zucker', 'ohne-konservierungsstoffe'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '4kg', price: 17.99, stock_status: 'IN_STOCK', ean: '4251962005480' },
      { size: '12kg', price: 52.99, compare_price: 57.99, stock_status: 'IN_STOCK', ean: '4251962005497' },
    ],
    reviews: [
      {
        author: 'Werner P.',
        rating: 4,
        title: 'Solide und günstig',
        body: 'Unser Hofhund frisst es seit Jahren problemlos. Für den Preis völlig in Ordnung.',
        date: '2025-05-17',
      },
      {
        author: 'Katrin D.',
        rating: 2,
        title: 'Nichts für Allergiker',
        body: 'Unser Hund bekam davon Juckreiz, vermutlich wegen des Weizens. Wir sind auf ein getreidefreies Futter umgestiegen.',
        date: '2025-10-28',
      },
      {
        author: 'Uwe S.',
        rating: 4,
        title: 'Große Packung, fairer Preis',
        body: 'Beide Hunde nehmen es gut an. Ein Futter für Hunde ohne Sonderwünsche.',
        date: '2026-05-06',
      },
    ],
  },
  {
    slug: 'insekt-und-kartoffel-sensitiv-trockenfutter',
    sku: 'NAPF-D-TF-005',
    name: 'Insekt & Kartoffel Sensitiv',
    name_en: 'Insect & Potato Sensitive',
    brand: 'Grünpfote',
    species: 'DOG',
    category: 'trockenfutter',
    line: 'sensitiv',
    description:
      'Nachhaltiges Protein aus Larven der Schwarzen Soldatenfliege, gezüchtet in Deutschland auf pflanzlichen Reststoffen. Für Hunde mit Futtermittelallergien ist Insektenprotein eine neue, gut verträgliche Alternative. Ohne Fleisch, Fisch, Milch und Getreide.',
    description_en:
      'Sustainable protein from black soldier fly larvae, raised in Germany on plant residues. For dogs with food allergies, insect protein is a novel, well-tolerated alternative. Without meat, fish, dairy or grain.',
    ingredients:
      'Insektenprotein getrocknet (Hermetia illucens, 30 %), Kartoffel (30 %), Erbsen (12 %), Rapsöl (7 %), Süßkartoffel (6 %), Karotte (4 %), Leinsamen (3 %), Algenöl (1 %), Bierhefe (1 %), Chicorée (Inulin) (0,5 %), Mineralstoffe',
    analytical_constituents: { Rohprotein: 24, Rohfett: 14, Rohfaser: 3.5, Rohasche: 7, Feuchtigkeit: 9 },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: null,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 5, grams_min: 50, grams_max: 100 },
        { weight_from_kg: 5, weight_to_kg: 10, grams_min: 100, grams_max: 170 },
        { weight_from_kg: 10, weight_to_kg: 20, grams_min: 170, grams_max: 280 },
        { weight_from_kg: 20, weight_to_kg: 30, grams_min: 280, grams_max: 380 },
      ],
      notes:
        'Die Tagesration auf zwei Mahlzeiten verteilen. Die Angaben sind Richtwerte und hängen von Alter, Aktivität und Rasse ab. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Split the daily ration into two meals. The amounts are guidelines and depend on age, activity and breed. Fresh drinking water should always be available.',
    },
    tags: ['insektenprotein', 'monoprotein', 'hypoallergen', 'getreidefrei', 'sensitiv'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '1kg', price: 9.99, stock_status: 'IN_STOCK', ean: '4255184000636' },
      { size: '4kg', price: 32.99, stock_status: 'IN_STOCK', ean: '4255184000643' },
      { size: '10kg', price: 69.99, stock_status: 'DROPSHIP', ean: '4255184000650' },
    ],
    reviews: [
      {
        author: 'Felix M.',
        rating: 5,
        title: 'Überraschend gut',
        body: 'Ich war skeptisch, aber unser Allergiker frisst es gern und die Ohrenentzündungen sind weg.',
        date: '2026-03-02',
      },
      {
        author: 'Anja W.',
        rating: 4,
        title: 'Gutes Gewissen',
        body: 'Nachhaltig und verträglich. Die Kroketten könnten etwas kleiner sein.',
        date: '2026-09-09',
      },
    ],
  },
  {
    slug: 'senior-pute-und-hafer-light-trockenfutter',
    sku: 'NAPF-D-TF-006',
    name: 'Senior Pute & Hafer Light',
    name_en: 'Senior Turkey & Oats Light',
    brand: 'Napf Manufaktur',
    species: 'DOG',
    category: 'trockenfutter',
    line: 'vital',
    description:
      'Für ältere oder übergewichtige Hunde, mit reduziertem Fett- und Energiegehalt. Mageres Putenfleisch, Haferflocken und Apfeltrester sättigen lange, Grünlippmuschel und Hagebutte unterstützen bewegliche Gelenke. Mit etwas Hüttenkäse für den Geschmack.',
    description_en:
      'For older or overweight dogs, with reduced fat and energy. Lean turkey, oat flakes and apple pomace keep dogs full for longer, while green-lipped mussel and rose hip support supple joints. With a little cottage cheese for taste.',
    ingredients:
      'Putenfleisch getrocknet (26 %), Haferflocken (22 %), Reis (18 %), Erbsen (8 %), Apfeltrester (6 %), Putenfett (4 %), Rübentrockenschnitzel (4 %), Hüttenkäse getrocknet (3 %), Grünlippmuschel (1 %), Hagebutte (1 %), Leinsamen (1 %), Mineralstoffe',
    analytical_constituents: { Rohprotein: 24, Rohfett: 9, Rohfaser: 4, Rohasche: 7, Feuchtigkeit: 9, Phosphor: 0.8 },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: 341,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 85, grams_max: 105 },
        { weight_from_kg: 10, weight_to_kg: 10, grams_min: 140, grams_max: 175 },
        { weight_from_kg: 20, weight_to_kg: 20, grams_min: 240, grams_max: 290 },
        { weight_from_kg: 30, weight_to_kg: 30, grams_min: 320, grams_max: 390 },
        { weight_from_kg: 40, weight_to_kg: 40, grams_min: 400, grams_max: 490 },
      ],
      notes:
        'Für ältere und weniger aktive Hunde. Bei Übergewicht die Menge am Zielgewicht ausrichten und auf zwei Mahlzeiten verteilen. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'For older and less active dogs. If overweight, base the amount on the target weight and split it into two meals. Fresh drinking water should always be available.',
    },
    tags: ['senior', 'light', 'gelenke', 'ohne-zucker'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '2kg', price: 14.99, stock_status: 'IN_STOCK', ean: '4262451000466' },
      { size: '12kg', price: 64.99, stock_status: 'LOW_STOCK', ean: '4262451000473' },
    ],
    reviews: [
      {
        author: 'Renate H.',
        rating: 5,
        title: 'Endlich wieder schlank',
        body: 'Unsere Labradorhündin hat in drei Monaten zwei Kilo verloren, ohne ständig zu betteln.',
        date: '2025-12-09',
      },
      {
        author: 'Klaus E.',
        rating: 4,
        title: 'Gute Sache für Senioren',
        body: 'Der Hund ist beweglicher, ob es am Futter liegt, weiß ich nicht. Er frisst es jedenfalls gern.',
        date: '2026-06-30',
      },
    ],
  },
  {
    slug: 'kaltgepresst-ente-und-kartoffel-trockenfutter',
    sku: 'NAPF-D-TF-007',
    name: 'Kaltgepresst Ente & Kartoffel',
    name_en: 'Cold-Pressed Duck & Potato',
    brand: 'Wildes Herz',
    species: 'DOG',
    category: 'trockenfutter',
    line: 'pur',
    description:
      'Bei nur 45 °C schonend kaltgepresst, damit Nährstoffe und Geschmack erhalten bleiben. Die Presslinge aus Entenfleisch und Kartoffel zerfallen im Magen schnell und sind dadurch besonders bekömmlich. Eine einzige tierische Proteinquelle, ohne Getreide.',
    description_en:
      'Gently cold-pressed at just 45 °C to preserve nutrients and flavour. The pellets of duck and potato break down quickly in the stomach, which makes them particularly easy to digest. A single animal protein source, without grain.',
    ingredients:
      'Entenfleisch getrocknet (35 %), Kartoffel (30 %), Entenfleisch frisch (10 %), Erbsen (8 %), Entenfett (5 %), Karotte (4 %), Leinsamen (3 %), Kräuter (1 %), Mineralstoffe',
    analytical_constituents: { Rohprotein: 25, Rohfett: 12, Rohfaser: 3, Rohasche: 7.5, Feuchtigkeit: 8.5 },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: null,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 2, grams_min: 45, grams_max: 55 },
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 90, grams_max: 110 },
        { weight_from_kg: 10, weight_to_kg: 10, grams_min: 155, grams_max: 185 },
        { weight_from_kg: 20, weight_to_kg: 20, grams_min: 260, grams_max: 310 },
        { weight_from_kg: 30, weight_to_kg: 30, grams_min: 350, grams_max: 420 },
        { weight_from_kg: 40, weight_to_kg: 40, grams_min: 440, grams_max: 530 },
      ],
      notes:
        'Die Tagesration auf zwei Mahlzeiten verteilen. Die Angaben sind Richtwerte und hängen von Alter, Aktivität und Rasse ab. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Split the daily ration into two meals. The amounts are guidelines and depend on age, activity and breed. Fresh drinking water should always be available.',
    },
    tags: ['kaltgepresst', 'monoprotein', 'getreidefrei', 'glutenfrei', 'ohne-zucker'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '1kg', price: 8.49, stock_status: 'IN_STOCK', ean: '4260738001199' },
      { size: '4kg', price: 28.99, stock_status: 'IN_STOCK', ean: '4260738001205' },
      { size: '12kg', price: 79.99, compare_price: 86.99, stock_status: 'IN_STOCK', ean: '4260738001212' },
    ],
    reviews: [
      {
        author: 'Sebastian R.',
        rating: 5,
        title: 'Kein Aufblähen mehr',
        body: 'Unser Windhund hatte mit extrudiertem Futter Probleme, kaltgepresst klappt es perfekt.',
        date: '2026-04-26',
      },
      {
        author: 'Julia N.',
        rating: 4,
        title: 'Bröselt etwas',
        body: 'Verträglichkeit prima, unten im Sack sind aber viele Krümel.',
        date: '2026-10-14',
      },
    ],
  },
  {
    slug: 'junior-lamm-und-reis-grosse-rassen-trockenfutter',
    sku: 'NAPF-D-TF-008',
    name: 'Junior Lamm & Reis Große Rassen',
    name_en: 'Junior Lamb & Rice Large Breeds',
    brand: 'Alpenhof',
    species: 'DOG',
    category: 'trockenfutter',
    line: 'junior',
    description:
      'Speziell für Welpen großer Rassen mit einem Erwachsenengewicht über 25 kg. Ein moderater Energie- und Calciumgehalt sorgt für gleichmäßiges, nicht zu schnelles Wachstum. Mit Lammfleisch, Reis und Grünlippmuschel für Knochen und Gelenke.',
    description_en:
      'Especially for puppies of large breeds with an adult weight over 25 kg. Moderate energy and calcium levels ensure steady growth that is not too fast. With lamb, rice and green-lipped mussel for bones and joints.',
    ingredients:
      'Lammfleisch getrocknet (28 %), Reis (30 %), Gerste (10 %), Lammfett (7 %), Erbsen (6 %), Rübentrockenschnitzel (4 %), Lachsöl (2 %), Bierhefe (1 %), Grünlippmuschel (0,5 %), Mineralstoffe',
    analytical_constituents: {
      Rohprotein: 27,
      Rohfett: 14,
      Rohfaser: 2.8,
      Rohasche: 7.2,
      Feuchtigkeit: 9,
      Calcium: 1.1,
      Phosphor: 0.9,
    },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: 372,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 5, weight_to_kg: 10, grams_min: 180, grams_max: 280 },
        { weight_from_kg: 10, weight_to_kg: 20, grams_min: 280, grams_max: 440 },
        { weight_from_kg: 20, weight_to_kg: 30, grams_min: 440, grams_max: 530 },
        { weight_from_kg: 30, weight_to_kg: 40, grams_min: 530, grams_max: 650 },
      ],
      notes:
        'Angaben nach aktuellem Körpergewicht des Welpen. Bis zum vierten Monat vier, danach drei Mahlzeiten am Tag, ab etwa sechs Monaten zwei. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        "Amounts by the puppy's current body weight. Four meals a day up to four months, then three, and two from about six months. Fresh drinking water should always be available.",
    },
    tags: ['welpe', 'gelenke', 'ohne-zucker'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '4kg', price: 27.99, stock_status: 'IN_STOCK', ean: '4251962005503' },
      { size: '12kg', price: 72.99, stock_status: 'IN_STOCK', ean: '4251962005510' },
    ],
    reviews: [
      {
        author: 'Tobias L.',
        rating: 5,
        title: 'Für unseren Berner perfekt',
        body: 'Er wächst gleichmäßig, und die Tierärztin ist zufrieden. Die Kroketten sind schön groß.',
        date: '2025-08-03',
      },
      {
        author: 'Melanie K.',
        rating: 4,
        title: 'Gute Wahl',
        body: 'Unser Doggen-Welpe frisst es gern. Der Versand war schnell.',
        date: '2026-01-29',
      },
      {
        author: 'Ralf B.',
        rating: 5,
        title: 'Klare Empfehlung',
        body: 'Beim letzten Hund hatten wir Gelenkprobleme, diesmal achten wir auf das Wachstum. Das Futter hilft dabei.',
        date: '2026-07-21',
      },
    ],
  },
  {
    slug: 'rinderkopfhaut-kauroellchen',
    sku: 'NAPF-D-SN-001',
    name: 'Rinderkopfhaut-Kauröllchen',
    name_en: 'Beef Scalp Chew Rolls',
    brand: 'Alpenhof',
    species: 'DOG',
    category: 'snacks',
    line: 'pur',
    description:
      'Luftgetrocknete Röllchen aus reiner Rinderkopfhaut von Weiderindern aus Süddeutschland. Langes Kauen reinigt die Zähne auf natürliche Weise und beschäftigt den Hund. Ein Einzelfuttermittel ohne Zusätze.',
    description_en:
      'Air-dried rolls of pure beef scalp from pasture-raised cattle in southern Germany. Long chewing cleans the teeth naturally and keeps the dog busy. A single-ingredient feed with no additives.',
    ingredients: 'Rinderkopfhaut (100 %)',
    analytical_constituents: { Rohprotein: 80, Rohfett: 3, Rohfaser: 0.5, Rohasche: 3, Feuchtigkeit: 12 },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: 362,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 5, weight_to_kg: 10, grams_min: 8, grams_max: 14 },
        { weight_from_kg: 10, weight_to_kg: 20, grams_min: 14, grams_max: 23 },
        { weight_from_kg: 20, weight_to_kg: 40, grams_min: 23, grams_max: 40 },
      ],
      notes:
        'Ein Röllchen wiegt etwa 15 g. Kauartikel nur unter Aufsicht geben und von der Tagesration abziehen. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'One roll weighs about 15 g. Only give chews under supervision and deduct them from the daily ration. Fresh drinking water should always be available.',
    },
    tags: ['monoprotein', 'zahnpflege', 'getreidefrei', 'ohne-konservierungsstoffe'],
    is_bestseller: true,
    is_active: true,
    variants: [
      { size: '150g', price: 5.49, stock_status: 'IN_STOCK', ean: '4251962005527' },
      { size: '500g', price: 14.99, stock_status: 'IN_STOCK', ean: '4251962005534' },
      { size: '1kg', price: 26.99, compare_price: 29.99, stock_status: 'IN_STOCK', ean: '4251962005541' },
    ],
    reviews: [
      {
        author: 'Sven T.',
        rating: 5,
        title: 'Lange beschäftigt',
        body: 'Unser Jack Russell kaut eine halbe Stunde an einem Röllchen. Riecht kaum.',
        date: '2025-07-30',
      },
      {
        author: 'Martina G.',
        rating: 5,
        title: 'Beste Kausnacks',
        body: 'Naturbelassen, keine Splitter, und der Hund liebt sie.',
        date: '2026-03-19',
      },
      {
        author: 'Carsten J.',
        rating: 3,
        title: 'Für große Hunde schnell weg',
        body: 'Unser Rottweiler schafft ein Röllchen in zwei Minuten. Für kleinere Hunde sicher super.',
        date: '2026-08-12',
      },
    ],
  },
  {
    slug: 'entenbrust-chips',
    sku: 'NAPF-D-SN-002',
    name: 'Entenbrust-Chips',
    name_en: 'Duck Breast Chips',
    brand: 'Wildes Herz',
    species: 'DOG',
    category: 'snacks',
    line: 'pur',
    description:
      'Hauchdünn geschnittene und schonend getrocknete Entenbrust, knusprig wie Chips. Ideal als Belohnung für Hunde, die kein Huhn oder Rind vertragen. Nur eine Zutat, ohne Zucker und Konservierungsstoffe.',
    description_en:
      'Wafer-thin, gently dried duck breast, crispy like chips. Ideal as a reward for dogs that cannot tolerate chicken or beef. Just one ingredient, without sugar or preservatives.',
    ingredients: 'Entenbrust (100 %)',
    analytical_constituents: { Rohprotein: 70, Rohfett: 12, Rohfaser: 0.5, Rohasche: 4, Feuchtigkeit: 12 },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: 397,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 4.5, grams_max: 9 },
        { weight_from_kg: 10, weight_to_kg: 10, grams_min: 8, grams_max: 16 },
        { weight_from_kg: 20, weight_to_kg: 20, grams_min: 13, grams_max: 26 },
        { weight_from_kg: 30, weight_to_kg: 30, grams_min: 18, grams_max: 35 },
      ],
      notes:
        'Tageshöchstmenge als Belohnung; bitte von der Tagesration abziehen. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Maximum daily amount as a reward; please deduct it from the daily ration. Fresh drinking water should always be available.',
    },
    tags: ['monoprotein', 'hypoallergen', 'getreidefrei', 'ohne-zucker', 'ohne-konservierungsstoffe'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '150g', price: 6.49, stock_status: 'IN_STOCK', ean: '4260738001229' },
      { size: '400g', price: 15.49, stock_status: 'LOW_STOCK', ean: '4260738001236' },
    ],
    reviews: [
      {
        author: 'Nadine O.',
        rating: 5,
        title: 'Heiß begehrt',
        body: 'Für diese Chips macht unser Pudel jeden Trick. Lassen sich gut brechen.',
        date: '2026-02-08',
      },
      {
        author: 'Florian W.',
        rating: 4,
        title: 'Etwas teuer',
        body: 'Tolle Qualität, aber 150 g sind schnell weg.',
        date: '2026-09-27',
      },
    ],
  },
  {
    slug: 'pferde-trainingshappen',
    sku: 'NAPF-D-SN-003',
    name: 'Pferde-Trainingshappen',
    name_en: 'Horse Training Bites',
    brand: 'Wildes Herz',
    species: 'DOG',
    category: 'snacks',
    line: 'sensitiv',
    description:
      'Kleine, weiche Happen aus Pferdefleisch und Kartoffel, perfekt für das Training. Sie krümeln nicht, passen in jede Leckerlitasche und eignen sich auch für Hunde mit Allergien. Frei von Huhn, Rind, Getreide und Zucker.',
    description_en:
      'Small, soft bites of horse meat and potato, perfect for training. They do not crumble, fit in any treat pouch and are suitable for allergic dogs too. Free from chicken, beef, grain and sugar.',
    ingredients: 'Pferdefleisch (70 %), Kartoffelstärke (20 %), Glycerin (6 %), Leinöl (2 %), Mineralstoffe',
    analytical_constituents: { Rohprotein: 28, Rohfett: 8, Rohfaser: 1, Rohasche: 4, Feuchtigkeit: 25 },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: 309,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 10, grams_min: 5, grams_max: 16 },
        { weight_from_kg: 10, weight_to_kg: 20, grams_min: 16, grams_max: 27 },
        { weight_from_kg: 20, weight_to_kg: 40, grams_min: 27, grams_max: 45 },
      ],
      notes:
        'Tageshöchstmenge als Belohnung; bitte von der Tagesration abziehen. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Maximum daily amount as a reward; please deduct it from the daily ration. Fresh drinking water should always be available.',
    },
    tags: ['monoprotein', 'hypoallergen', 'getreidefrei', 'ohne-zucker'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '150g', price: 4.99, stock_status: 'IN_STOCK', ean: '4260738001243' },
      { size: '3x150g', price: 13.49, compare_price: 14.97, stock_status: 'IN_STOCK', ean: '4260738001250' },
    ],
    reviews: [
      {
        author: 'Yvonne C.',
        rating: 5,
        title: 'Perfekt für die Hundeschule',
        body: 'Weich, klein und sie riechen nicht stark. Mein Allergiker verträgt sie super.',
        date: '2025-10-21',
      },
      {
        author: 'Matthias U.',
        rating: 5,
        title: 'Nachkauf',
        body: 'Schon die fünfte Packung. Unser Hund würde alles dafür tun.',
        date: '2026-05-30',
      },
    ],
  },
  {
    slug: 'junior-lamm-trainingsherzen',
    sku: 'NAPF-D-SN-004',
    name: 'Junior Lamm-Trainingsherzen',
    name_en: 'Junior Lamb Training Hearts',
    brand: 'Napf Manufaktur',
    species: 'DOG',
    category: 'snacks',
    line: 'junior',
    description:
      'Weiche Mini-Herzen aus Lammfleisch und Reismehl, klein genug für Welpenmäuler. Ideal für die ersten Übungen und die Welpenschule. Ohne Zucker, Weizen und künstliche Farbstoffe.',
    description_en:
      'Soft mini hearts of lamb and rice flour, small enough for puppy mouths. Ideal for first exercises and puppy classes. Without sugar, wheat or artificial colourings.',
    ingredients:
      'Lammfleisch (60 %), Reismehl (25 %), Glycerin (8 %), Lammfett (3 %), Eierschalenpulver (1 %), Mineralstoffe',
    analytical_constituents: { Rohprotein: 24, Rohfett: 9, Rohfaser: 0.8, Rohasche: 4.5, Feuchtigkeit: 24 },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: 315,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 2, grams_min: 5, grams_max: 10 },
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 10, grams_max: 20 },
        { weight_from_kg: 10, weight_to_kg: 10, grams_min: 17, grams_max: 35 },
        { weight_from_kg: 20, weight_to_kg: 20, grams_min: 29, grams_max: 55 },
      ],
      notes:
        'Tageshöchstmenge für Welpen; die Leckerlis von der Tagesration abziehen. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Maximum daily amount for puppies; deduct the treats from the daily ration. Fresh drinking water should always be available.',
    },
    tags: ['welpe', 'glutenfrei', 'ohne-zucker'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '100g', price: 3.99, stock_status: 'IN_STOCK', ean: '4262451000480' },
      { size: '200g', price: 6.99, stock_status: 'IN_STOCK', ean: '4262451000497' },
    ],
    reviews: [
      {
        author: 'Carina S.',
        rating: 5,
        title: 'Welpe ist verrückt danach',
        body: 'Klein, weich und gut teilbar. Ideal für die Welpenschule.',
        date: '2026-04-11',
      },
      {
        author: 'Hendrik B.',
        rating: 4,
        title: 'Gut, aber schnell trocken',
        body: 'Nach dem Öffnen zügig aufbrauchen, sonst werden sie hart.',
        date: '2026-10-02',
      },
    ],
  },
  {
    slug: 'zahnpflege-sticks-mit-petersilie',
    sku: 'NAPF-D-SN-005',
    name: 'Zahnpflege-Sticks mit Petersilie',
    name_en: 'Dental Sticks with Parsley',
    brand: 'Napf Manufaktur',
    species: 'DOG',
    category: 'snacks',
    line: 'vital',
    description:
      'Die sternförmigen Kaustangen reiben beim Kauen Beläge von den Zähnen, Petersilie und Minze sorgen für frischen Atem. Für erwachsene Hunde ab 10 kg, eine Stange am Tag. Mit Käse für extra Geschmack.',
    description_en:
      'The star-shaped chew sticks rub plaque off the teeth as the dog chews, while parsley and mint freshen the breath. For adult dogs from 10 kg, one stick a day. With cheese for extra flavour.',
    ingredients:
      'Reismehl (40 %), Weizenstärke (15 %), Hühnerfleisch getrocknet (12 %), Glycerin (10 %), Käse getrocknet (5 %), Cellulose (5 %), Petersilie (2 %), Minze (1 %), Mineralstoffe',
    analytical_constituents: { Rohprotein: 12, Rohfett: 4, Rohfaser: 4, Rohasche: 4, Feuchtigkeit: 14 },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: 306,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 10, weight_to_kg: 10, grams_min: 18, grams_max: 18 },
        { weight_from_kg: 20, weight_to_kg: 20, grams_min: 18, grams_max: 36 },
        { weight_from_kg: 30, weight_to_kg: 30, grams_min: 36, grams_max: 36 },
        { weight_from_kg: 40, weight_to_kg: 40, grams_min: 36, grams_max: 54 },
      ],
      notes:
        'Eine Stange wiegt etwa 18 g: Hunde von 10 bis 20 kg erhalten eine Stange am Tag, größere Hunde zwei bis drei. Von der Tagesration abziehen. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'One stick weighs about 18 g: dogs of 10 to 20 kg get one stick a day, larger dogs two to three. Deduct from the daily ration. Fresh drinking water should always be available.',
    },
    tags: ['zahnpflege', 'ohne-zucker'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '180g', price: 3.49, stock_status: 'IN_STOCK', ean: '4262451000503' },
      { size: '4x180g', price: 12.49, compare_price: 13.96, stock_status: 'IN_STOCK', ean: '4262451000510' },
    ],
    reviews: [
      {
        author: 'Stefanie Y.',
        rating: 4,
        title: 'Atem deutlich frischer',
        body: 'Der Mundgeruch unseres Spaniels ist viel besser geworden. Die Sticks halten aber nur kurz.',
        date: '2025-11-24',
      },
      {
        author: 'Georg I.',
        rating: 2,
        title: 'Nicht vertragen',
        body: 'Unser Hund verträgt keinen Weizen, das hätte ich vorher genauer lesen sollen.',
        date: '2026-02-19',
      },
      {
        author: 'Svenja P.',
        rating: 5,
        title: 'Täglich im Einsatz',
        body: 'Unser Abendritual. Die Tierärztin hat beim letzten Check weniger Zahnstein festgestellt.',
        date: '2026-07-27',
      },
    ],
  },
  {
    slug: 'insekten-kekse-mit-apfel',
    sku: 'NAPF-D-SN-006',
    name: 'Insekten-Kekse mit Apfel',
    name_en: 'Insect Biscuits with Apple',
    brand: 'Grünpfote',
    species: 'DOG',
    category: 'snacks',
    line: 'sensitiv',
    description:
      'Knusprige Kekse mit Insektenprotein, Hafer und Apfel, im Ofen gebacken statt extrudiert. Eine nachhaltige Belohnung, die auch empfindliche Hunde gut vertragen. Ohne Fleisch, Zucker und Weizen.',
    description_en:
      'Crunchy biscuits with insect protein, oats and apple, baked in the oven rather than extruded. A sustainable reward that sensitive dogs tolerate well too. Without meat, sugar or wheat.',
    ingredients:
      'Hafermehl (45 %), Insektenprotein getrocknet (Hermetia illucens, 20 %), Kartoffelstärke (15 %), Apfel getrocknet (10 %), Rapsöl (5 %), Leinsamen (3 %), Mineralstoffe',
    analytical_constituents: { Rohprotein: 16, Rohfett: 9, Rohfaser: 3.5, Rohasche: 4, Feuchtigkeit: 9 },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: 352,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 10, grams_min: 4, grams_max: 14 },
        { weight_from_kg: 10, weight_to_kg: 20, grams_min: 14, grams_max: 24 },
        { weight_from_kg: 20, weight_to_kg: 40, grams_min: 24, grams_max: 40 },
      ],
      notes:
        'Tageshöchstmenge als Belohnung; bitte von der Tagesration abziehen. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Maximum daily amount as a reward; please deduct it from the daily ration. Fresh drinking water should always be available.',
    },
    tags: ['insektenprotein', 'hypoallergen', 'ohne-zucker'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '200g', price: 4.49, stock_status: 'IN_STOCK', ean: '4255184000667' },
      { size: '500g', price: 9.99, stock_status: 'DROPSHIP', ean: '4255184000674' },
    ],
    reviews: [
      {
        author: 'Miriam E.',
        rating: 5,
        title: 'Gute Alternative',
        body: 'Die Kekse riechen nach Apfel, nicht nach Insekten. Unser Hund mag sie sehr.',
        date: '2026-06-05',
      },
    ],
  },
  {
    slug: 'gruenlippmuschel-pulver',
    sku: 'NAPF-D-NE-001',
    name: 'Grünlippmuschel-Pulver',
    name_en: 'Green-Lipped Mussel Powder',
    brand: 'Nordkost',
    species: 'DOG',
    category: 'nahrungsergaenzung',
    line: 'pur',
    description:
      'Reines Pulver aus der neuseeländischen Grünlippmuschel (Perna canaliculus), schonend gefriergetrocknet. Es liefert natürliche Glykosaminoglykane sowie die Omega-3-Fettsäuren EPA und DHA für bewegliche Gelenke. Einfach über das Futter streuen.',
    description_en:
      'Pure powder from the New Zealand green-lipped mussel (Perna canaliculus), gently freeze-dried. It provides natural glycosaminoglycans and the omega-3 fatty acids EPA and DHA for supple joints. Simply sprinkle over the food.',
    ingredients: 'Grünlippmuschel gefriergetrocknet (Perna canaliculus, 100 %)',
    analytical_constituents: {
      Rohprotein: 60,
      Rohfett: 10,
      Rohfaser: 0.5,
      Rohasche: 12,
      Feuchtigkeit: 4,
      'Omega-3-Fettsäuren': 2.5,
    },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: 384,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 1, weight_to_kg: 10, grams_min: 0.5, grams_max: 1.5 },
        { weight_from_kg: 10, weight_to_kg: 25, grams_min: 1.5, grams_max: 3 },
        { weight_from_kg: 25, weight_to_kg: 40, grams_min: 3, grams_max: 4 },
        { weight_from_kg: 40, weight_to_kg: 80, grams_min: 4, grams_max: 6 },
      ],
      notes:
        'Tagesmenge über das Futter streuen. In den ersten sechs Wochen darf die doppelte Menge gegeben werden. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Sprinkle the daily amount over the food. Double the amount may be given during the first six weeks. Fresh drinking water should always be available.',
    },
    tags: ['gelenke', 'getreidefrei', 'ohne-konservierungsstoffe'],
    is_bestseller: true,
    is_active: true,
    variants: [
      { size: '100g', price: 12.99, stock_status: 'IN_STOCK', ean: '4270315002129' },
      { size: '250g', price: 27.99, stock_status: 'IN_STOCK', ean: '4270315002136' },
      { size: '500g', price: 49.99, compare_price: 54.99, stock_status: 'IN_STOCK', ean: '4270315002143' },
    ],
    reviews: [
      {
        author: 'Wolfgang F.',
        rating: 5,
        title: 'Hund läuft wieder rund',
        body: 'Nach etwa acht Wochen ist unsere elfjährige Hündin morgens deutlich weniger steif.',
        date: '2025-09-07',
      },
      {
        author: 'Elke M.',
        rating: 5,
        title: 'Gute Qualität',
        body: 'Feines Pulver, riecht nach Meer und wird problemlos gefressen.',
        date: '2026-03-25',
      },
      {
        author: 'Jan-Philipp R.',
        rating: 3,
        title: 'Wirkung braucht Zeit',
        body: 'Bisher sehe ich noch keinen Unterschied, wir bleiben aber dran.',
        date: '2026-10-18',
      },
    ],
  },
  {
    slug: 'welpen-calcium-mit-eierschalenpulver',
    sku: 'NAPF-D-NE-002',
    name: 'Welpen-Calcium mit Eierschalenpulver',
    name_en: 'Puppy Calcium with Eggshell Powder',
    brand: 'Napf Manufaktur',
    species: 'DOG',
    category: 'nahrungsergaenzung',
    line: 'junior',
    description:
      'Natürliches Calcium aus fein vermahlenen Eierschalen für Welpen, die selbst gekocht oder gebarft ernährt werden. Ein ausgewogenes Calcium-Phosphor-Verhältnis ist im Wachstum besonders wichtig. Bitte nicht zusätzlich zu einem Alleinfuttermittel geben.',
    description_en:
      'Natural calcium from finely ground eggshells for puppies fed home-cooked or raw diets. A balanced calcium-to-phosphorus ratio is particularly important during growth. Please do not give in addition to a complete food.',
    ingredients: 'Eierschalenpulver (100 %)',
    analytical_constituents: {
      Rohprotein: 3,
      Rohfett: 0.2,
      Rohfaser: 0.1,
      Rohasche: 92,
      Feuchtigkeit: 1.5,
      Calcium: 37,
    },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: 26,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 1, weight_to_kg: 10, grams_min: 0.5, grams_max: 4 },
        { weight_from_kg: 10, weight_to_kg: 25, grams_min: 4, grams_max: 9 },
        { weight_from_kg: 25, weight_to_kg: 40, grams_min: 9, grams_max: 13 },
        { weight_from_kg: 40, weight_to_kg: 80, grams_min: 13, grams_max: 20 },
      ],
      notes:
        'Tagesmenge für Welpen bei selbst zubereiteter Ration, etwa 1,2 g je 100 g Fleisch. Nur zu Rationen ohne Knochenanteil geben. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Daily amount for puppies on a home-made ration, about 1.2 g per 100 g of meat. Only add to rations without bone. Fresh drinking water should always be available.',
    },
    tags: ['welpe', 'getreidefrei', 'ohne-konservierungsstoffe'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '250g', price: 7.99, stock_status: 'IN_STOCK', ean: '4262451000527' },
      { size: '500g', price: 12.99, stock_status: 'IN_STOCK', ean: '4262451000534' },
    ],
    reviews: [
      {
        author: 'Sarah B.',
        rating: 5,
        title: 'Unverzichtbar beim Welpen-Barf',
        body: 'Fein gemahlen und gut zu dosieren. Die Tabelle ist sehr hilfreich.',
        date: '2026-01-06',
      },
    ],
  },
  {
    slug: 'magen-darm-flocken-mit-flohsamen',
    sku: 'NAPF-D-NE-003',
    name: 'Magen-Darm-Flocken mit Flohsamen',
    name_en: 'Stomach & Gut Flakes with Psyllium',
    brand: 'Napf Manufaktur',
    species: 'DOG',
    category: 'nahrungsergaenzung',
    line: 'sensitiv',
    description:
      'Eine Mischung aus Flohsamenschalen, Kamille, Fenchel und Bierhefe zur Unterstützung einer ausgeglichenen Verdauung. Die Flohsamen binden Wasser und helfen bei zu weichem wie bei zu hartem Kot. Ideal bei Futterumstellung oder empfindlichem Magen.',
    description_en:
      "A blend of psyllium husks, chamomile, fennel and brewer's yeast to support balanced digestion. The psyllium binds water and helps with stools that are too soft as well as too hard. Ideal when changing food or for a sensitive stomach.",
    ingredients:
      'Flohsamenschalen (40 %), Bierhefe (20 %), Chicorée (Inulin) (15 %), Kamillenblüten (10 %), Fenchel (8 %), Heilerde (7 %)',
    analytical_constituents: { Rohprotein: 12, Rohfett: 2, Rohfaser: 30, Rohasche: 10, Feuchtigkeit: 8 },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: 151,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 1, weight_to_kg: 10, grams_min: 1, grams_max: 3 },
        { weight_from_kg: 10, weight_to_kg: 25, grams_min: 3, grams_max: 6 },
        { weight_from_kg: 25, weight_to_kg: 40, grams_min: 6, grams_max: 9 },
        { weight_from_kg: 40, weight_to_kg: 80, grams_min: 9, grams_max: 14 },
      ],
      notes:
        'Tagesmenge mit etwas Wasser oder Nassfutter vermischen und über mindestens zwei Wochen geben. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Mix the daily amount with a little water or wet food and give for at least two weeks. Fresh drinking water should always be available.',
    },
    tags: ['verdauung', 'sensitiv', 'getreidefrei', 'ohne-zucker'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '200g', price: 9.99, stock_status: 'IN_STOCK', ean: '4262451000541' },
      { size: '500g', price: 19.99, stock_status: 'LOW_STOCK', ean: '4262451000558' },
    ],
    reviews: [
      {
        author: 'Doris A.',
        rating: 4,
        title: 'Hilft bei weichem Kot',
        body: 'Nach ein paar Tagen war der Kot deutlich fester. Der Geschmack wird gut akzeptiert.',
        date: '2025-08-16',
      },
      {
        author: 'Maximilian T.',
        rating: 5,
        title: 'Immer im Schrank',
        body: 'Bei jeder Futterumstellung geben wir die Flocken dazu. Funktioniert zuverlässig.',
        date: '2026-05-14',
      },
    ],
  },
  {
    slug: 'senior-vital-pulver-hagebutte-kurkuma',
    sku: 'NAPF-D-NE-004',
    name: 'Senior-Vital-Pulver mit Hagebutte & Kurkuma',
    name_en: 'Senior Vital Powder with Rose Hip & Turmeric',
    brand: 'Alpenhof',
    species: 'DOG',
    category: 'nahrungsergaenzung',
    line: 'vital',
    description:
      'Kräutermischung für ältere Hunde mit Hagebutte, Kurkuma, Brennnessel und Ingwer. Die Pflanzenstoffe unterstützen Gelenke, Stoffwechsel und Abwehrkräfte im Alter. Aus kontrolliert biologischem Anbau, ohne Zusätze.',
    description_en:
      'Herbal blend for older dogs with rose hip, turmeric, nettle and ginger. The plant compounds support joints, metabolism and immune defences in old age. From certified organic farming, without additives.',
    ingredients:
      'Hagebutte* (45 %), Brennnessel* (20 %), Kurkuma* (15 %), Ingwer* (10 %), Petersilie* (6 %), Löwenzahn* (4 %); *aus kontrolliert biologischem Anbau',
    analytical_constituents: { Rohprotein: 9, Rohfett: 3, Rohfaser: 22, Rohasche: 8, Feuchtigkeit: 9 },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: 201,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 1, weight_to_kg: 10, grams_min: 0.5, grams_max: 2 },
        { weight_from_kg: 10, weight_to_kg: 25, grams_min: 2, grams_max: 4 },
        { weight_from_kg: 25, weight_to_kg: 40, grams_min: 4, grams_max: 6 },
        { weight_from_kg: 40, weight_to_kg: 80, grams_min: 6, grams_max: 9 },
      ],
      notes:
        'Tagesmenge unter das Futter mischen, am besten mit etwas Öl. Als Kur über acht bis zwölf Wochen geben. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Mix the daily amount into the food, ideally with a little oil. Give as a course for eight to twelve weeks. Fresh drinking water should always be available.',
    },
    tags: ['senior', 'gelenke', 'bio', 'getreidefrei'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '150g', price: 11.99, stock_status: 'IN_STOCK', ean: '4251962005558' },
      { size: '400g', price: 26.99, compare_price: 29.99, stock_status: 'IN_STOCK', ean: '4251962005565' },
    ],
    reviews: [
      {
        author: 'Ingrid L.',
        rating: 4,
        title: 'Wird gern gefressen',
        body: 'Unser alter Dackel frisst das Pulver problemlos mit. Er wirkt etwas agiler.',
        date: '2026-02-22',
      },
      {
        author: 'Bernd H.',
        rating: 5,
        title: 'Gute Mischung',
        body: 'Angenehmer Kräuterduft und hochwertige Zutaten. Kaufe ich wieder.',
        date: '2026-08-19',
      },
    ],
  },
  {
    slug: 'glanz-und-entfilzungsspray-mit-mandeloel',
    sku: 'NAPF-D-PF-001',
    name: 'Glanz- & Entfilzungsspray mit Mandelöl',
    name_en: 'Shine & Detangling Spray with Almond Oil',
    brand: 'Napf Manufaktur',
    species: 'DOG',
    category: 'pflege',
    line: 'vital',
    description:
      'Das leichte Spray erleichtert das Ausbürsten von Knoten und verleiht dem Fell seidigen Glanz. Mandelöl und Panthenol pflegen Fell und Haut, ohne zu fetten. Für alle Felltypen geeignet und frei von Duftstoffen.',
    description_en:
      'The light spray makes it easier to brush out tangles and gives the coat a silky shine. Almond oil and panthenol care for coat and skin without leaving them greasy. Suitable for all coat types and fragrance-free.',
    ingredients:
      'Aqua, Prunus Amygdalus Dulcis Oil (Mandelöl), Glycerin, Panthenol, Cetrimonium Chloride, Sodium Benzoate',
    analytical_constituents: {},
    feeding_guide: null,
    tags: ['fell-und-haut', 'hypoallergen'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '250ml', price: 12.99, stock_status: 'IN_STOCK', ean: '4262451000565' },
      { size: '500ml', price: 21.99, stock_status: 'IN_STOCK', ean: '4262451000572' },
    ],
    reviews: [
      {
        author: 'Annika R.',
        rating: 5,
        title: 'Kein Ziepen mehr',
        body: 'Unser Bobtail hat ständig Knoten, mit dem Spray geht das Bürsten viel leichter.',
        date: '2026-04-08',
      },
      {
        author: 'Helmut D.',
        rating: 4,
        title: 'Gut, aber Sprühkopf klemmt',
        body: 'Die Wirkung ist prima, der Sprühkopf hakt aber manchmal.',
        date: '2026-09-13',
      },
    ],
  },
  {
    slug: 'sanftes-welpenshampoo-mit-hafer',
    sku: 'NAPF-D-PF-002',
    name: 'Sanftes Welpenshampoo mit Hafer',
    name_en: 'Gentle Puppy Shampoo with Oat',
    brand: 'Grünpfote',
    species: 'DOG',
    category: 'pflege',
    line: 'junior',
    description:
      'Mildes Shampoo für Welpen ab acht Wochen mit Hafer-Extrakt und Aloe vera. Es reinigt sanft, trocknet die empfindliche Welpenhaut nicht aus und brennt nicht in den Augen. Biologisch abbaubar und ohne Parfum.',
    description_en:
      'Mild shampoo for puppies from eight weeks with oat extract and aloe vera. It cleans gently, does not dry out sensitive puppy skin and does not sting the eyes. Biodegradable and fragrance-free.',
    ingredients:
      'Aqua, Coco-Glucoside, Glycerin, Avena Sativa Kernel Extract (Hafer), Aloe Barbadensis Leaf Juice, Citric Acid, Potassium Sorbate',
    analytical_constituents: {},
    feeding_guide: null,
    tags: ['welpe', 'fell-und-haut', 'hypoallergen'],
    is_bestseller: false,
    is_active: true,
    variants: [{ size: '250ml', price: 9.49, stock_status: 'IN_STOCK', ean: '4255184000681' }],
    reviews: [
      {
        author: 'Lisa-Marie K.',
        rating: 5,
        title: 'Riecht neutral, sehr mild',
        body: 'Unser Welpe hatte nach dem Baden keine Schuppen, anders als bei anderen Shampoos.',
        date: '2025-12-27',
      },
    ],
  },
];
