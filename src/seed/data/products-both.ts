import type { NewProduct } from '../../catalog/new-product.ts';

/** Products for dogs and cats (snacks, supplements, care). A feeding table names the species it is written for; the notes give the amount for the other one. */
export const BOTH_PRODUCTS: NewProduct[] = [
  {
    slug: 'gefriergetrocknete-huehnerherzen',
    sku: 'NAPF-B-SN-001',
    name: 'Gefriergetrocknete Hühnerherzen',
    name_en: 'Freeze-Dried Chicken Hearts',
    brand: 'Napf Manufaktur',
    species: 'BOTH',
    category: 'snacks',
    line: 'pur',
    description:
      'Ganze Hühnerherzen, gefriergetrocknet und ohne jeden Zusatz, für Hunde und Katzen. Herzen sind von Natur aus reich an Taurin und sehr schmackhaft. Für Katzen einfach halbieren.',
    description_en:
      'Whole chicken hearts, freeze-dried without any additives, for dogs and cats. Hearts are naturally rich in taurine and very tasty. Simply cut them in half for cats.',
    ingredients: 'Hühnerherzen (100 %)',
    analytical_constituents: { Rohprotein: 58, Rohfett: 28, Rohfaser: 0.3, Rohasche: 4, Feuchtigkeit: 6 },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: 493,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 10, grams_min: 3, grams_max: 10 },
        { weight_from_kg: 10, weight_to_kg: 20, grams_min: 10, grams_max: 17 },
        { weight_from_kg: 20, weight_to_kg: 40, grams_min: 17, grams_max: 28 },
      ],
      notes:
        'Tageshöchstmenge für Hunde; Katzen erhalten 2–4 g am Tag. Von der Tagesration abziehen. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Maximum daily amount for dogs; cats get 2–4 g a day. Deduct from the daily ration. Fresh drinking water should always be available.',
    },
    tags: ['monoprotein', 'getreidefrei', 'ohne-zucker', 'ohne-konservierungsstoffe'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '60g', price: 5.49, stock_status: 'IN_STOCK', ean: '4262451000671' },
      { size: '150g', price: 11.99, compare_price: 12.99, stock_status: 'IN_STOCK', ean: '4262451000688' },
    ],
    reviews: [
      {
        author: 'Jana W.',
        rating: 5,
        title: 'Beide Tiere begeistert',
        body: 'Hund und Katze sitzen brav nebeneinander und warten auf ihr Herz.',
        date: '2025-11-20',
      },
      {
        author: 'Robert S.',
        rating: 4,
        title: 'Etwas krümelig',
        body: 'Tolle Leckerlis, unten in der Dose bleiben aber ein paar Krümel.',
        date: '2026-05-16',
      },
    ],
  },
  {
    slug: 'thunfisch-flocken',
    sku: 'NAPF-B-SN-002',
    name: 'Thunfisch-Flocken',
    name_en: 'Tuna Flakes',
    brand: 'Nordkost',
    species: 'BOTH',
    category: 'snacks',
    line: 'pur',
    description:
      'Hauchdünne, getrocknete Flocken aus Bonito-Thunfisch als Topping oder Leckerli. Die meisten Katzen und viele Hunde sind ganz wild darauf. Ohne Zusatz von Salz und Konservierungsstoffen.',
    description_en:
      'Wafer-thin dried flakes of bonito tuna as a topper or treat. Most cats and many dogs go wild for them. No added salt or preservatives.',
    ingredients: 'Thunfisch (Bonito, 100 %)',
    analytical_constituents: { Rohprotein: 75, Rohfett: 3, Rohfaser: 0.2, Rohasche: 6, Feuchtigkeit: 14 },
    feeding_guide: {
      species: 'CAT',
      energy_kcal_per_100g: 349,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 2, grams_min: 2.5, grams_max: 4.5 },
        { weight_from_kg: 3, weight_to_kg: 3, grams_min: 3, grams_max: 6 },
        { weight_from_kg: 4, weight_to_kg: 4, grams_min: 3.5, grams_max: 7 },
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 4, grams_max: 8 },
        { weight_from_kg: 6, weight_to_kg: 6, grams_min: 5, grams_max: 10 },
      ],
      notes:
        'Tageshöchstmenge für Katzen; Hunde erhalten etwa 1 g je kg Körpergewicht. Von der Tagesration abziehen. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Maximum daily amount for cats; dogs get about 1 g per kg of body weight. Deduct from the daily ration. Fresh drinking water should always be available.',
    },
    tags: ['monoprotein', 'getreidefrei', 'ohne-zucker', 'ohne-konservierungsstoffe'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '40g', price: 3.99, stock_status: 'IN_STOCK', ean: '4270315002211' },
      { size: '100g', price: 8.49, stock_status: 'LOW_STOCK', ean: '4270315002228' },
    ],
    reviews: [
      {
        author: 'Isabel G.',
        rating: 5,
        title: 'Geheimtipp für Mäkelkatzen',
        body: 'Ein paar Flocken über das Nassfutter, und der Napf ist leer.',
        date: '2026-04-02',
      },
      {
        author: 'Volker M.',
        rating: 4,
        title: 'Fliegt überall herum',
        body: 'Die Flocken sind so leicht, dass man beim Öffnen aufpassen muss.',
        date: '2026-10-11',
      },
    ],
  },
  {
    slug: 'kaninchen-wuerfel',
    sku: 'NAPF-B-SN-003',
    name: 'Kaninchen-Würfel',
    name_en: 'Rabbit Cubes',
    brand: 'Wildes Herz',
    species: 'BOTH',
    category: 'snacks',
    line: 'sensitiv',
    description:
      'Gefriergetrocknete Würfel aus reinem Kaninchenfleisch, die Hunde und Katzen mit Allergien bedenkenlos naschen dürfen. Frei von Huhn, Rind, Fisch und Getreide. Leicht zu teilen und ideal für das Training.',
    description_en:
      'Freeze-dried cubes of pure rabbit meat that allergic dogs and cats can enjoy without worry. Free from chicken, beef, fish and grain. Easy to break up and ideal for training.',
    ingredients: 'Kaninchenfleisch (100 %)',
    analytical_constituents: { Rohprotein: 72, Rohfett: 14, Rohfaser: 0.3, Rohasche: 5, Feuchtigkeit: 6 },
    feeding_guide: {
      species: 'CAT',
      energy_kcal_per_100g: 430,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 4, grams_min: 3, grams_max: 4.5 },
        { weight_from_kg: 4, weight_to_kg: 6, grams_min: 4.5, grams_max: 6 },
      ],
      notes:
        'Tageshöchstmenge für Katzen; Hunde erhalten etwa 1 g je kg Körpergewicht, höchstens 30 g. Von der Tagesration abziehen. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Maximum daily amount for cats; dogs get about 1 g per kg of body weight, at most 30 g. Deduct from the daily ration. Fresh drinking water should always be available.',
    },
    tags: ['monoprotein', 'hypoallergen', 'sensitiv', 'getreidefrei'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '50g', price: 5.99, stock_status: 'IN_STOCK', ean: '4260738001359' },
      { size: '120g', price: 12.99, stock_status: 'IN_STOCK', ean: '4260738001366' },
    ],
    reviews: [
      {
        author: 'Tanja L.',
        rating: 5,
        title: 'Ideal für Allergiker',
        body: 'Unser Hund und die Katze haben beide Allergien, das sind die einzigen Leckerlis für beide.',
        date: '2026-06-22',
      },
    ],
  },
  {
    slug: 'wildlachsoel',
    sku: 'NAPF-B-NE-001',
    name: 'Wildlachsöl',
    name_en: 'Wild Salmon Oil',
    brand: 'Nordkost',
    species: 'BOTH',
    category: 'nahrungsergaenzung',
    line: 'pur',
    description:
      'Schonend gewonnenes Öl aus wild gefangenem Alaska-Lachs, reich an den Omega-3-Fettsäuren EPA und DHA. Unterstützt Haut, Fell und Gelenke bei Hunden und Katzen. Mit praktischer Dosierpumpe, ein Hub entspricht etwa 1 g.',
    description_en:
      'Gently extracted oil from wild-caught Alaska salmon, rich in the omega-3 fatty acids EPA and DHA. Supports skin, coat and joints in dogs and cats. With a handy dosing pump; one pump delivers about 1 g.',
    ingredients: 'Lachsöl (Oncorhynchus spp., 99,8 %), tocopherolreiche Extrakte natürlichen Ursprungs (0,2 %)',
    analytical_constituents: {
      Rohprotein: 0,
      Rohfett: 99.5,
      Rohfaser: 0,
      Rohasche: 0,
      Feuchtigkeit: 0.3,
      'Omega-3-Fettsäuren': 25,
    },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: 854,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 1, weight_to_kg: 10, grams_min: 1, grams_max: 4 },
        { weight_from_kg: 10, weight_to_kg: 25, grams_min: 4, grams_max: 8 },
        { weight_from_kg: 25, weight_to_kg: 40, grams_min: 8, grams_max: 11 },
        { weight_from_kg: 40, weight_to_kg: 80, grams_min: 11, grams_max: 16 },
      ],
      notes:
        'Tagesmenge für Hunde über das Futter geben; Katzen erhalten 1–2 g am Tag. Nach dem Öffnen kühl lagern und innerhalb von drei Monaten verbrauchen.',
      notes_en:
        'Daily amount for dogs, poured over the food; cats get 1–2 g a day. Keep cool after opening and use within three months.',
    },
    tags: ['fell-und-haut', 'gelenke', 'getreidefrei', 'ohne-konservierungsstoffe'],
    is_bestseller: true,
    is_active: true,
    variants: [
      { size: '250ml', price: 12.99, stock_status: 'IN_STOCK', ean: '4270315002235' },
      { size: '500ml', price: 21.99, stock_status: 'IN_STOCK', ean: '4270315002242' },
      { size: '1000ml', price: 37.99, compare_price: 41.99, stock_status: 'IN_STOCK', ean: '4270315002259' },
    ],
    reviews: [
      {
        author: 'Carola H.',
        rating: 5,
        title: 'Fell wie Seide',
        body: 'Unser Hund und unsere Katze bekommen beide das Öl, und das Fell glänzt bei beiden.',
        date: '2025-07-14',
      },
      {
        author: 'Marcel F.',
        rating: 5,
        title: 'Top Qualität',
        body: 'Riecht frisch, nicht tranig. Die Pumpe dosiert sauber.',
        date: '2026-01-09',
      },
      {
        author: 'Ines K.',
        rating: 4,
        title: 'Pumpe tropft nach',
        body: 'Das Öl ist super, die Pumpe tropft aber etwas nach.',
        date: '2026-07-02',
      },
    ],
  },
  {
    slug: 'darmflora-plus-mit-chicoree-und-bierhefe',
    sku: 'NAPF-B-NE-002',
    name: 'Darmflora Plus mit Chicorée & Bierhefe',
    name_en: "Gut Flora Plus with Chicory & Brewer's Yeast",
    brand: 'Napf Manufaktur',
    species: 'BOTH',
    category: 'nahrungsergaenzung',
    line: 'sensitiv',
    description:
      'Präbiotisches Pulver aus Chicorée-Inulin, Bierhefe und Heilerde für eine stabile Darmflora bei Hund und Katze. Bewährt bei Futterumstellung, nach einer Antibiotikagabe oder bei Reisestress. Geschmacksneutral und einfach über das Futter zu streuen.',
    description_en:
      "Prebiotic powder of chicory inulin, brewer's yeast and healing clay for stable gut flora in dogs and cats. Proven when changing food, after a course of antibiotics or with travel stress. Tasteless and easy to sprinkle over the food.",
    ingredients: 'Chicorée (Inulin) (40 %), Bierhefe (30 %), Heilerde (20 %), Flohsamenschalen (10 %)',
    analytical_constituents: { Rohprotein: 14, Rohfett: 1, Rohfaser: 18, Rohasche: 22, Feuchtigkeit: 7 },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: 188,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 1, weight_to_kg: 10, grams_min: 0.5, grams_max: 2 },
        { weight_from_kg: 10, weight_to_kg: 25, grams_min: 2, grams_max: 4 },
        { weight_from_kg: 25, weight_to_kg: 40, grams_min: 4, grams_max: 6 },
        { weight_from_kg: 40, weight_to_kg: 80, grams_min: 6, grams_max: 9 },
      ],
      notes:
        'Tagesmenge für Hunde über das Futter streuen; Katzen erhalten 0,5–1 g am Tag. Über zwei bis vier Wochen geben. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Sprinkle the daily amount for dogs over the food; cats get 0.5–1 g a day. Give for two to four weeks. Fresh drinking water should always be available.',
    },
    tags: ['verdauung', 'sensitiv', 'getreidefrei', 'ohne-zucker'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '150g', price: 13.99, stock_status: 'IN_STOCK', ean: '4262451000695' },
      { size: '400g', price: 29.99, stock_status: 'DROPSHIP', ean: '4262451000701' },
    ],
    reviews: [
      {
        author: 'Anja S.',
        rating: 5,
        title: 'Nach Antibiotika super',
        body: 'Nach der Antibiotikakur hat sich der Darm unseres Hundes schnell erholt.',
        date: '2026-03-21',
      },
      {
        author: 'Ulrike P.',
        rating: 4,
        title: 'Für Hund und Katze',
        body: 'Beide nehmen es im Futter problemlos an.',
        date: '2026-09-24',
      },
    ],
  },
  {
    slug: 'pfotenbalsam-mit-bienenwachs',
    sku: 'NAPF-B-PF-001',
    name: 'Pfotenbalsam mit Bienenwachs',
    name_en: 'Paw Balm with Beeswax',
    brand: 'Grünpfote',
    species: 'BOTH',
    category: 'pflege',
    line: 'vital',
    description:
      'Schützender Balsam aus Bienenwachs, Sheabutter und Ringelblume für rissige und beanspruchte Ballen. Ideal im Winter gegen Streusalz und im Sommer gegen heißen Asphalt. Unbedenklich, falls Hund oder Katze daran lecken.',
    description_en:
      'Protective balm of beeswax, shea butter and calendula for cracked and stressed paw pads. Ideal against road salt in winter and hot asphalt in summer. Harmless if your dog or cat licks it.',
    ingredients:
      'Butyrospermum Parkii Butter (Sheabutter)*, Cera Alba (Bienenwachs)*, Helianthus Annuus Seed Oil*, Calendula Officinalis Flower Extract (Ringelblume)*, Tocopherol; *aus kontrolliert biologischem Anbau',
    analytical_constituents: {},
    feeding_guide: null,
    tags: ['bio', 'fell-und-haut', 'ohne-konservierungsstoffe'],
    is_bestseller: true,
    is_active: true,
    variants: [
      { size: '50ml', price: 8.99, stock_status: 'IN_STOCK', ean: '4255184000728' },
      { size: '100ml', price: 14.99, compare_price: 16.99, stock_status: 'IN_STOCK', ean: '4255184000735' },
    ],
    reviews: [
      {
        author: 'Nadine H.',
        rating: 5,
        title: 'Winter-Retter',
        body: 'Die Pfoten unseres Huskys sind trotz Streusalz endlich nicht mehr rissig.',
        date: '2025-01-18',
      },
      {
        author: 'Sebastian K.',
        rating: 5,
        title: 'Zieht schnell ein',
        body: 'Nicht schmierig, und die Katze leckt ohne Probleme daran.',
        date: '2025-12-12',
      },
      {
        author: 'Gabriele M.',
        rating: 4,
        title: 'Gut, aber etwas fest',
        body: 'Im Winter ist der Balsam recht hart, kurz in der Hand anwärmen hilft.',
        date: '2026-02-06',
      },
    ],
  },
  {
    slug: 'zahnpflege-gel-mit-salbei',
    sku: 'NAPF-B-PF-002',
    name: 'Zahnpflege-Gel mit Salbei',
    name_en: 'Dental Gel with Sage',
    brand: 'Napf Manufaktur',
    species: 'BOTH',
    category: 'pflege',
    line: 'vital',
    description:
      'Enzymatisches Zahngel mit Salbei und Pfefferminze für Hunde und Katzen, das Beläge löst und den Atem erfrischt. Einfach mit dem Finger oder einer Zahnbürste auf Zähne und Zahnfleisch auftragen. Ohne Xylit und Fluorid.',
    description_en:
      'Enzymatic dental gel with sage and peppermint for dogs and cats that loosens plaque and freshens breath. Simply apply to teeth and gums with a finger or toothbrush. Without xylitol or fluoride.',
    ingredients:
      'Aqua, Glycerin, Hydroxyethylcellulose, Salvia Officinalis Leaf Extract (Salbei), Mentha Piperita Oil (Pfefferminze), Papain, Potassium Sorbate',
    analytical_constituents: {},
    feeding_guide: null,
    tags: ['zahnpflege', 'ohne-zucker'],
    is_bestseller: false,
    is_active: true,
    variants: [{ size: '50ml', price: 9.99, stock_status: 'IN_STOCK', ean: '4262451000718' }],
    reviews: [
      {
        author: 'Melissa T.',
        rating: 4,
        title: 'Atem merklich besser',
        body: 'Nach zwei Wochen riecht es deutlich besser aus dem Maul unseres Dackels.',
        date: '2026-05-05',
      },
      {
        author: 'Frank H.',
        rating: 3,
        title: 'Katze wehrt sich',
        body: 'Beim Hund klappt es gut, die Katze findet es gar nicht toll.',
        date: '2026-09-30',
      },
    ],
  },
  {
    slug: 'sanfter-ohrenreiniger',
    sku: 'NAPF-B-PF-003',
    name: 'Sanfter Ohrenreiniger',
    name_en: 'Gentle Ear Cleaner',
    brand: 'Grünpfote',
    species: 'BOTH',
    category: 'pflege',
    line: 'sensitiv',
    description:
      'Milde Ohrreinigungslösung mit Aloe vera und Kamille für Hunde und Katzen, bewusst ohne Teebaumöl, das für Katzen giftig ist. Löst Ohrenschmalz und Schmutz sanft, ohne die Haut zu reizen. Für die regelmäßige Pflege ein- bis zweimal pro Woche.',
    description_en:
      'Mild ear-cleaning solution with aloe vera and chamomile for dogs and cats, deliberately without tea tree oil, which is toxic to cats. Gently loosens earwax and dirt without irritating the skin. For regular care once or twice a week.',
    ingredients:
      'Aqua, Glycerin, Aloe Barbadensis Leaf Juice, Chamomilla Recutita Flower Extract (Kamille), Lactic Acid, Sodium Benzoate',
    analytical_constituents: {},
    feeding_guide: null,
    tags: ['sensitiv', 'hypoallergen'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '100ml', price: 7.99, stock_status: 'IN_STOCK', ean: '4255184000742' },
      { size: '250ml', price: 14.99, stock_status: 'IN_STOCK', ean: '4255184000759' },
    ],
    reviews: [
      {
        author: 'Christine B.',
        rating: 5,
        title: 'Sanft und wirksam',
        body: 'Unser Cocker hat empfindliche Ohren, der Reiniger brennt nicht und hilft.',
        date: '2026-02-24',
      },
      {
        author: 'Patrick O.',
        rating: 4,
        title: 'Gut für beide',
        body: 'Ich nutze ihn für Hund und Katze, beide lassen es sich gefallen.',
        date: '2026-08-22',
      },
    ],
  },
];
