import type { NewProduct } from '../../catalog/new-product.ts';

/** Cat products of the demo shop: wet and dry food, snacks, supplements and care. Complete foods carry taurine; feeding tables are per day for cats of 1-10 kg. */
export const CAT_PRODUCTS: NewProduct[] = [
  {
    slug: 'lachs-filet-in-gelee',
    sku: 'NAPF-C-NF-001',
    name: 'Lachs-Filet in Gelee',
    name_en: 'Salmon Fillet in Jelly',
    brand: 'Katzenglück',
    species: 'CAT',
    category: 'nassfutter',
    line: 'pur',
    description:
      'Zarte Lachsfilet-Stücke in einem leichten Gelee, als Alleinfuttermittel mit allen wichtigen Vitaminen und Taurin. Mit nur einer tierischen Proteinquelle ideal für wählerische und empfindliche Katzen. Ohne Getreide, Zucker und Farbstoffe.',
    description_en:
      'Tender pieces of salmon fillet in a light jelly, as a complete food with all important vitamins and taurine. With just one animal protein source, ideal for fussy and sensitive cats. Without grain, sugar or colourings.',
    ingredients:
      'Lachsfilet (55 %), Lachsbrühe (35 %), Lachsleber (4 %), Tapiokastärke (2 %), Lachsöl (1 %), Agar-Agar (0,5 %), Mineralstoffe, Taurin',
    analytical_constituents: {
      Rohprotein: 11,
      Rohfett: 4.5,
      Rohfaser: 0.3,
      Rohasche: 2,
      Feuchtigkeit: 81,
      Taurin: 0.1,
    },
    feeding_guide: {
      species: 'CAT',
      energy_kcal_per_100g: 88,
      meals_per_day: 3,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 2, grams_min: 165, grams_max: 200 },
        { weight_from_kg: 3, weight_to_kg: 3, grams_min: 210, grams_max: 260 },
        { weight_from_kg: 4, weight_to_kg: 4, grams_min: 260, grams_max: 320 },
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 300, grams_max: 370 },
        { weight_from_kg: 6, weight_to_kg: 6, grams_min: 340, grams_max: 420 },
      ],
      notes:
        'Die Tagesration auf mehrere kleine Mahlzeiten verteilen. Bei gemischter Fütterung mit Trocken- oder Nassfutter die Menge entsprechend verringern. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Split the daily ration into several small meals. When mixing with dry or wet food, reduce the amount accordingly. Fresh drinking water should always be available.',
    },
    tags: ['monoprotein', 'getreidefrei', 'ohne-zucker', 'fell-und-haut'],
    is_bestseller: true,
    is_active: true,
    variants: [
      { size: '85g', price: 1.29, stock_status: 'IN_STOCK', ean: '4263907004182' },
      { size: '12x85g', price: 13.99, compare_price: 15.48, stock_status: 'IN_STOCK', ean: '4263907004199' },
      { size: '24x85g', price: 26.99, stock_status: 'IN_STOCK', ean: '4263907004205' },
    ],
    reviews: [
      {
        author: 'Melanie W.',
        rating: 5,
        title: 'Meine Mäkelkatze frisst es!',
        body: 'Endlich ein Futter, das unsere wählerische Perserin komplett leer frisst.',
        date: '2025-06-12',
      },
      {
        author: 'Tim S.',
        rating: 4,
        title: 'Viel Gelee',
        body: 'Die Katzen lieben es, allerdings ist der Geleeanteil recht hoch.',
        date: '2025-12-04',
      },
      {
        author: 'Angelika F.',
        rating: 5,
        title: 'Super verträglich',
        body: 'Seit der Umstellung hat sich unsere Katze nicht mehr übergeben. Danke!',
        date: '2026-05-19',
      },
      {
        author: 'Robert N.',
        rating: 5,
        title: 'Dauerbestellung',
        body: 'Im Sparpaket ein fairer Preis, wir bestellen jeden Monat.',
        date: '2026-10-25',
      },
    ],
  },
  {
    slug: 'pures-huhn-mit-huehnerherz-nassfutter-katze',
    sku: 'NAPF-C-NF-002',
    name: 'Pures Huhn mit Hühnerherz',
    name_en: 'Pure Chicken with Chicken Heart',
    brand: 'Katzenglück',
    species: 'CAT',
    category: 'nassfutter',
    line: 'pur',
    description:
      'Ein fleischreiches Menü aus Hühnerfleisch, Hühnerherz und Hühnerleber, ganz ohne pflanzliche Füllstoffe. Herz ist eine natürliche Taurinquelle, zusätzlich ergänzen wir Taurin für Herz und Augen. Feine Pastete, die auch ältere Katzen gut fressen können.',
    description_en:
      'A meat-rich menu of chicken, chicken heart and chicken liver without any plant fillers. Heart is a natural source of taurine, and we add extra taurine for heart and eyes. A fine pâté that older cats can eat easily too.',
    ingredients:
      'Hühnerfleisch (50 %), Hühnerbrühe (25 %), Hühnerherz (15 %), Hühnerleber (8 %), Distelöl (1 %), Mineralstoffe, Taurin',
    analytical_constituents: {
      Rohprotein: 11.5,
      Rohfett: 6.5,
      Rohfaser: 0.3,
      Rohasche: 2,
      Feuchtigkeit: 78.5,
      Taurin: 0.12,
    },
    feeding_guide: {
      species: 'CAT',
      energy_kcal_per_100g: 106,
      meals_per_day: 3,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 4, grams_min: 150, grams_max: 240 },
        { weight_from_kg: 4, weight_to_kg: 6, grams_min: 240, grams_max: 310 },
      ],
      notes:
        'Die Tagesration auf mehrere kleine Mahlzeiten verteilen. Bei gemischter Fütterung mit Trocken- oder Nassfutter die Menge entsprechend verringern. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Split the daily ration into several small meals. When mixing with dry or wet food, reduce the amount accordingly. Fresh drinking water should always be available.',
    },
    tags: ['monoprotein', 'getreidefrei', 'glutenfrei', 'ohne-zucker'],
    is_bestseller: true,
    is_active: true,
    variants: [
      { size: '200g', price: 1.99, stock_status: 'IN_STOCK', ean: '4263907004212' },
      { size: '400g', price: 3.29, stock_status: 'IN_STOCK', ean: '4263907004229' },
      { size: '6x200g', price: 11.49, stock_status: 'IN_STOCK', ean: '4263907004236' },
    ],
    reviews: [
      {
        author: 'Jessica H.',
        rating: 5,
        title: 'Meine Katzen lieben es',
        body: 'Beide Kater stehen schon vor dem Napf, wenn ich die Dose öffne.',
        date: '2025-08-29',
      },
      {
        author: 'Frank L.',
        rating: 4,
        title: 'Gute Pastete',
        body: 'Schöne feste Konsistenz, riecht nach echtem Fleisch.',
        date: '2026-03-07',
      },
      {
        author: 'Nina V.',
        rating: 5,
        title: 'Tolle Zusammensetzung',
        body: 'Kein Zuckerzusatz, kein Getreide. Genau das, was ich gesucht habe.',
        date: '2026-09-22',
      },
    ],
  },
  {
    slug: 'pures-kaninchen-sensitiv-nassfutter-katze',
    sku: 'NAPF-C-NF-003',
    name: 'Pures Kaninchen Sensitiv',
    name_en: 'Pure Rabbit Sensitive',
    brand: 'Wildes Herz',
    species: 'CAT',
    category: 'nassfutter',
    line: 'sensitiv',
    description:
      'Für Katzen mit Futtermittelallergie oder empfindlichem Magen: Kaninchenfleisch als einzige Proteinquelle, ergänzt um etwas Kürbis. Frei von Huhn, Rind, Fisch, Milch und Getreide. Als Alleinfutter für die Ausschlussdiät geeignet.',
    description_en:
      'For cats with food allergies or a sensitive stomach: rabbit as the only protein source, with a little pumpkin. Free from chicken, beef, fish, dairy and grain. Suitable as a complete food for an elimination diet.',
    ingredients:
      'Kaninchenfleisch (62 %), Kaninchenbrühe (24 %), Kaninchenleber (6 %), Kaninchenherz (4 %), Kürbis (2 %), Hanföl (1 %), Mineralstoffe, Taurin',
    analytical_constituents: {
      Rohprotein: 11,
      Rohfett: 5.5,
      Rohfaser: 0.4,
      Rohasche: 2.1,
      Feuchtigkeit: 79.5,
      Taurin: 0.1,
    },
    feeding_guide: {
      species: 'CAT',
      energy_kcal_per_100g: null,
      meals_per_day: 3,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 2, grams_min: 150, grams_max: 180 },
        { weight_from_kg: 3, weight_to_kg: 3, grams_min: 195, grams_max: 240 },
        { weight_from_kg: 4, weight_to_kg: 4, grams_min: 230, grams_max: 290 },
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 270, grams_max: 330 },
        { weight_from_kg: 6, weight_to_kg: 6, grams_min: 310, grams_max: 380 },
      ],
      notes:
        'Die Tagesration auf mehrere kleine Mahlzeiten verteilen. Bei gemischter Fütterung mit Trocken- oder Nassfutter die Menge entsprechend verringern. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Split the daily ration into several small meals. When mixing with dry or wet food, reduce the amount accordingly. Fresh drinking water should always be available.',
    },
    tags: ['monoprotein', 'hypoallergen', 'sensitiv', 'getreidefrei'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '200g', price: 2.49, stock_status: 'IN_STOCK', ean: '4260738001267' },
      { size: '6x200g', price: 13.99, stock_status: 'IN_STOCK', ean: '4260738001274' },
    ],
    reviews: [
      {
        author: 'Simone P.',
        rating: 5,
        title: 'Kein Durchfall mehr',
        body: 'Unsere Katze hatte chronischen Durchfall, mit Kaninchen pur ist das Geschichte.',
        date: '2026-01-17',
      },
      {
        author: 'Axel R.',
        rating: 4,
        title: 'Gute Verträglichkeit',
        body: 'Unsere Katze brauchte ein paar Tage zur Gewöhnung, jetzt frisst sie es gern.',
        date: '2026-07-08',
      },
    ],
  },
  {
    slug: 'kitten-huhn-und-kalb-mousse',
    sku: 'NAPF-C-NF-004',
    name: 'Kitten Huhn & Kalb Mousse',
    name_en: 'Kitten Chicken & Veal Mousse',
    brand: 'Katzenglück',
    species: 'CAT',
    category: 'nassfutter',
    line: 'junior',
    description:
      'Feine Mousse für Kitten ab der vierten Lebenswoche sowie für tragende und säugende Katzen. Huhn und Kalb liefern viel Protein und Energie für das Wachstum, Lachsöl enthält DHA für die Entwicklung von Gehirn und Augen. Die cremige Konsistenz erleichtert den Übergang von der Muttermilch.',
    description_en:
      "Fine mousse for kittens from four weeks of age and for pregnant and nursing cats. Chicken and veal provide plenty of protein and energy for growth, and salmon oil contains DHA for brain and eye development. The creamy texture eases the change from mother's milk.",
    ingredients:
      'Hühnerfleisch (40 %), Hühnerbrühe (22 %), Kalbfleisch (20 %), Hühnerleber (10 %), Eigelb (3 %), Lachsöl (1,5 %), Mineralstoffe, Taurin',
    analytical_constituents: {
      Rohprotein: 12,
      Rohfett: 7.5,
      Rohfaser: 0.3,
      Rohasche: 2.2,
      Feuchtigkeit: 77,
      Calcium: 0.35,
      Taurin: 0.15,
    },
    feeding_guide: {
      species: 'CAT',
      energy_kcal_per_100g: 116,
      meals_per_day: 4,
      rows: [
        { weight_from_kg: 1, weight_to_kg: 1, grams_min: 170, grams_max: 220 },
        { weight_from_kg: 2, weight_to_kg: 2, grams_min: 240, grams_max: 270 },
        { weight_from_kg: 3, weight_to_kg: 3, grams_min: 310, grams_max: 360 },
        { weight_from_kg: 4, weight_to_kg: 4, grams_min: 330, grams_max: 380 },
      ],
      notes:
        'Angaben nach aktuellem Körpergewicht des Kittens. Bis zum vierten Monat vier, danach drei Mahlzeiten am Tag. Tragende und säugende Katzen nach Bedarf füttern. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        "Amounts by the kitten's current body weight. Four meals a day up to four months, then three. Feed pregnant and nursing cats as needed. Fresh drinking water should always be available.",
    },
    tags: ['kitten', 'getreidefrei', 'ohne-zucker'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '85g', price: 1.49, stock_status: 'IN_STOCK', ean: '4263907004243' },
      { size: '12x85g', price: 16.49, stock_status: 'IN_STOCK', ean: '4263907004250' },
    ],
    reviews: [
      {
        author: 'Vanessa D.',
        rating: 5,
        title: 'Kitten lieben die Mousse',
        body: 'Unsere zwei Kleinen (zehn Wochen) schlecken den Napf blitzblank.',
        date: '2025-10-13',
      },
      {
        author: 'Thorsten K.',
        rating: 4,
        title: 'Gut, nur kleine Portionen',
        body: 'Für zwei Kitten muss man viele Schälchen öffnen, sonst top.',
        date: '2026-04-21',
      },
      {
        author: 'Julia S.',
        rating: 5,
        title: 'Von der Züchterin empfohlen',
        body: 'Der Übergang vom Züchterfutter klappte ohne Verdauungsprobleme.',
        date: '2026-08-16',
      },
    ],
  },
  {
    slug: 'senior-pute-und-forelle-nassfutter-katze',
    sku: 'NAPF-C-NF-005',
    name: 'Senior Pute & Forelle',
    name_en: 'Senior Turkey & Trout',
    brand: 'Katzenglück',
    species: 'CAT',
    category: 'nassfutter',
    line: 'vital',
    description:
      'Für Katzen ab elf Jahren: leicht verdauliches Putenfleisch mit Forelle und einem moderaten Phosphorgehalt. Die weiche Pastete lässt sich auch bei Zahnproblemen gut fressen. Mit zusätzlichem Taurin und Vitamin E.',
    description_en:
      'For cats aged eleven and over: easily digestible turkey with trout and a moderate phosphorus content. The soft pâté is easy to eat even with dental problems. With added taurine and vitamin E.',
    ingredients:
      'Putenfleisch (45 %), Putenbrühe (28 %), Forelle (15 %), Putenherz (6 %), Reis (3 %), Lachsöl (1 %), Mineralstoffe, Taurin',
    analytical_constituents: {
      Rohprotein: 10.5,
      Rohfett: 6,
      Rohfaser: 0.4,
      Rohasche: 1.8,
      Feuchtigkeit: 79,
      Phosphor: 0.15,
      Taurin: 0.12,
    },
    feeding_guide: {
      species: 'CAT',
      energy_kcal_per_100g: 102,
      meals_per_day: 3,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 2, grams_min: 125, grams_max: 155 },
        { weight_from_kg: 3, weight_to_kg: 3, grams_min: 165, grams_max: 200 },
        { weight_from_kg: 4, weight_to_kg: 4, grams_min: 200, grams_max: 250 },
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 230, grams_max: 290 },
        { weight_from_kg: 6, weight_to_kg: 6, grams_min: 260, grams_max: 330 },
      ],
      notes:
        'Für ältere Katzen: lieber mehrere kleine Portionen über den Tag verteilt anbieten. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'For older cats: offer several small portions spread over the day. Fresh drinking water should always be available.',
    },
    tags: ['senior', 'glutenfrei', 'ohne-zucker'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '100g', price: 1.49, stock_status: 'IN_STOCK', ean: '4263907004267' },
      { size: '12x100g', price: 16.99, compare_price: 17.88, stock_status: 'IN_STOCK', ean: '4263907004274' },
    ],
    reviews: [
      {
        author: 'Erika B.',
        rating: 5,
        title: 'Unsere 16-Jährige frisst wieder',
        body: 'Nach langem Suchen endlich ein Seniorfutter, das unsere alte Dame mag.',
        date: '2025-11-08',
      },
      {
        author: 'Manfred Z.',
        rating: 4,
        title: 'Weich und gut',
        body: 'Für Katzen mit wenigen Zähnen super, die Konsistenz ist sehr fein.',
        date: '2026-06-03',
      },
    ],
  },
  {
    slug: 'thunfisch-und-hering-in-sauce',
    sku: 'NAPF-C-NF-006',
    name: 'Thunfisch & Hering in Sauce',
    name_en: 'Tuna & Herring in Sauce',
    brand: 'Nordkost',
    species: 'CAT',
    category: 'nassfutter',
    line: 'vital',
    description:
      'Saftige Stückchen von Thunfisch und Hering in einer leichten Sauce, reich an natürlichen Omega-3-Fettsäuren. Für erwachsene Katzen, die Fisch lieben. Ohne Zucker und künstliche Aromen.',
    description_en:
      'Juicy chunks of tuna and herring in a light sauce, rich in natural omega-3 fatty acids. For adult cats that love fish. Without sugar or artificial flavourings.',
    ingredients:
      'Thunfisch (40 %), Fischbrühe (30 %), Hering (15 %), Seelachs (6 %), Reisstärke (3 %), Heringsöl (1 %), Mineralstoffe, Taurin',
    analytical_constituents: {
      Rohprotein: 11,
      Rohfett: 5,
      Rohfaser: 0.3,
      Rohasche: 2.2,
      Feuchtigkeit: 80,
      'Omega-3-Fettsäuren': 0.5,
      Taurin: 0.1,
    },
    feeding_guide: {
      species: 'CAT',
      energy_kcal_per_100g: null,
      meals_per_day: 3,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 4, grams_min: 170, grams_max: 270 },
        { weight_from_kg: 4, weight_to_kg: 6, grams_min: 270, grams_max: 360 },
      ],
      notes:
        'Die Tagesration auf mehrere kleine Mahlzeiten verteilen. Bei gemischter Fütterung mit Trocken- oder Nassfutter die Menge entsprechend verringern. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Split the daily ration into several small meals. When mixing with dry or wet food, reduce the amount accordingly. Fresh drinking water should always be available.',
    },
    tags: ['fell-und-haut', 'glutenfrei', 'ohne-zucker'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '85g', price: 1.19, stock_status: 'IN_STOCK', ean: '4270315002150' },
      { size: '12x85g', price: 12.99, stock_status: 'IN_STOCK', ean: '4270315002167' },
    ],
    reviews: [
      {
        author: 'Sabrina O.',
        rating: 5,
        title: 'Fischliebhaber glücklich',
        body: 'Unser Kater ist total verrückt nach diesem Futter.',
        date: '2026-02-11',
      },
      {
        author: 'Ralf N.',
        rating: 3,
        title: 'Etwas viel Sauce',
        body: 'Die Katze schleckt die Sauce auf und lässt die Stücke liegen.',
        date: '2026-07-15',
      },
    ],
  },
  {
    slug: 'ente-und-pute-pastete-katze',
    sku: 'NAPF-C-NF-007',
    name: 'Ente & Pute Pastete',
    name_en: 'Duck & Turkey Pâté',
    brand: 'Napf Manufaktur',
    species: 'CAT',
    category: 'nassfutter',
    line: 'vital',
    description:
      'Feine Pastete aus Entenfleisch, Putenfleisch und Putenleber für erwachsene Katzen. Mit Preiselbeeren und Katzenminze, ganz ohne Getreide. Eine geschmackvolle Abwechslung ohne Huhn und Rind.',
    description_en:
      'Fine pâté of duck, turkey and turkey liver for adult cats. With lingonberries and catnip, completely grain-free. A tasty change without chicken or beef.',
    ingredients:
      'Entenfleisch (35 %), Putenfleisch (25 %), Putenbrühe (25 %), Putenleber (10 %), Preiselbeeren (2 %), Distelöl (1 %), Katzenminze (0,5 %), Mineralstoffe, Taurin',
    analytical_constituents: {
      Rohprotein: 10.5,
      Rohfett: 6.5,
      Rohfaser: 0.4,
      Rohasche: 2,
      Feuchtigkeit: 79,
      Taurin: 0.1,
    },
    feeding_guide: {
      species: 'CAT',
      energy_kcal_per_100g: 103,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 2, grams_min: 140, grams_max: 170 },
        { weight_from_kg: 3, weight_to_kg: 3, grams_min: 180, grams_max: 220 },
        { weight_from_kg: 4, weight_to_kg: 4, grams_min: 220, grams_max: 270 },
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 260, grams_max: 310 },
        { weight_from_kg: 6, weight_to_kg: 6, grams_min: 290, grams_max: 350 },
      ],
      notes:
        'Die Tagesration auf mehrere kleine Mahlzeiten verteilen. Bei gemischter Fütterung mit Trocken- oder Nassfutter die Menge entsprechend verringern. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Split the daily ration into several small meals. When mixing with dry or wet food, reduce the amount accordingly. Fresh drinking water should always be available.',
    },
    tags: ['getreidefrei', 'glutenfrei', 'ohne-zucker', 'ohne-konservierungsstoffe'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '200g', price: 2.29, stock_status: 'IN_STOCK', ean: '4262451000589' },
      { size: '400g', price: 3.99, stock_status: 'LOW_STOCK', ean: '4262451000596' },
      { size: '6x200g', price: 12.99, stock_status: 'IN_STOCK', ean: '4262451000602' },
    ],
    reviews: [
      {
        author: 'Heike J.',
        rating: 4,
        title: 'Gern gefressen',
        body: 'Die Katze mag es, die Pastete ist recht fest. Ich verdünne sie mit etwas Wasser.',
        date: '2025-09-19',
      },
      {
        author: 'Karsten W.',
        rating: 5,
        title: 'Ohne Huhn, endlich',
        body: 'Unser Kater reagiert auf Huhn, mit Ente & Pute hat er keinerlei Probleme.',
        date: '2026-05-02',
      },
    ],
  },
  {
    slug: 'pferd-und-suesskartoffel-sensitiv-nassfutter-katze',
    sku: 'NAPF-C-NF-008',
    name: 'Pferd & Süßkartoffel Sensitiv',
    name_en: 'Horse & Sweet Potato Sensitive',
    brand: 'Wildes Herz',
    species: 'CAT',
    category: 'nassfutter',
    line: 'sensitiv',
    description:
      'Eine der wenigen Monoprotein-Rezepturen mit Pferdefleisch für Katzen, ideal bei Allergien gegen Rind, Huhn oder Fisch. Etwas Süßkartoffel liefert leicht verdauliche Ballaststoffe. Mit Taurin, ohne Getreide und Milch.',
    description_en:
      'One of the few monoprotein recipes with horse meat for cats, ideal for allergies to beef, chicken or fish. A little sweet potato provides easily digestible fibre. With taurine, without grain or dairy.',
    ingredients:
      'Pferdefleisch (60 %), Pferdebrühe (25 %), Pferdeherz (6 %), Pferdeleber (4 %), Süßkartoffel (3 %), Hanföl (1 %), Mineralstoffe, Taurin',
    analytical_constituents: {
      Rohprotein: 11.5,
      Rohfett: 5,
      Rohfaser: 0.5,
      Rohasche: 2.1,
      Feuchtigkeit: 79,
      Taurin: 0.11,
    },
    feeding_guide: {
      species: 'CAT',
      energy_kcal_per_100g: null,
      meals_per_day: 3,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 4, grams_min: 165, grams_max: 260 },
        { weight_from_kg: 4, weight_to_kg: 6, grams_min: 260, grams_max: 350 },
      ],
      notes:
        'Die Tagesration auf mehrere kleine Mahlzeiten verteilen. Bei gemischter Fütterung mit Trocken- oder Nassfutter die Menge entsprechend verringern. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Split the daily ration into several small meals. When mixing with dry or wet food, reduce the amount accordingly. Fresh drinking water should always be available.',
    },
    tags: ['monoprotein', 'hypoallergen', 'sensitiv', 'getreidefrei', 'glutenfrei'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '200g', price: 2.79, stock_status: 'IN_STOCK', ean: '4260738001281' },
      { size: '6x200g', price: 15.99, stock_status: 'DROPSHIP', ean: '4260738001298' },
    ],
    reviews: [
      {
        author: 'Corinna M.',
        rating: 5,
        title: 'Allergie im Griff',
        body: 'Nach der Ausschlussdiät mit Pferd sind die Hautprobleme unserer Katze fast verschwunden.',
        date: '2026-03-31',
      },
    ],
  },
  {
    slug: 'wild-und-kaninchen-nassfutter-katze',
    sku: 'NAPF-C-NF-009',
    name: 'Wild & Kaninchen',
    name_en: 'Venison & Rabbit',
    brand: 'Wildes Herz',
    species: 'CAT',
    category: 'nassfutter',
    line: 'vital',
    description:
      'Ein kräftiges Menü aus Hirschfleisch und Kaninchen mit einem Fleischanteil von 96 %. Für aktive Freigänger, die viel Energie brauchen. Ohne Getreide, Geflügel und Fisch.',
    description_en:
      'A hearty menu of venison and rabbit with a meat content of 96 %. For active outdoor cats that need plenty of energy. Without grain, poultry or fish.',
    ingredients:
      'Hirschfleisch (40 %), Kaninchenfleisch (26 %), Hirschbrühe (20 %), Kaninchenleber (6 %), Hirschherz (4 %), Cranberrys (2 %), Leinöl (1 %), Mineralstoffe, Taurin',
    analytical_constituents: {
      Rohprotein: 12,
      Rohfett: 7,
      Rohfaser: 0.4,
      Rohasche: 2.3,
      Feuchtigkeit: 77.5,
      Taurin: 0.11,
    },
    feeding_guide: {
      species: 'CAT',
      energy_kcal_per_100g: 111,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 3, weight_to_kg: 3, grams_min: 170, grams_max: 210 },
        { weight_from_kg: 4, weight_to_kg: 4, grams_min: 210, grams_max: 250 },
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 240, grams_max: 290 },
        { weight_from_kg: 6, weight_to_kg: 6, grams_min: 270, grams_max: 330 },
      ],
      notes:
        'Die Tagesration auf mehrere kleine Mahlzeiten verteilen. Bei gemischter Fütterung mit Trocken- oder Nassfutter die Menge entsprechend verringern. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Split the daily ration into several small meals. When mixing with dry or wet food, reduce the amount accordingly. Fresh drinking water should always be available.',
    },
    tags: ['getreidefrei', 'glutenfrei', 'ohne-zucker', 'ohne-konservierungsstoffe'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '200g', price: 2.69, stock_status: 'IN_STOCK', ean: '4260738001304' },
      { size: '400g', price: 4.49, stock_status: 'IN_STOCK', ean: '4260738001311' },
      { size: '6x400g', price: 24.99, compare_price: 26.94, stock_status: 'IN_STOCK', ean: '4260738001328' },
    ],
    reviews: [
      {
        author: 'Lukas E.',
        rating: 5,
        title: 'Freigänger-tauglich',
        body: 'Unser Kater kommt hungrig nach Hause und frisst alles auf.',
        date: '2025-07-25',
      },
      {
        author: 'Petra G.',
        rating: 4,
        title: 'Riecht intensiv',
        body: 'Die Katzen mögen es, der Geruch ist für Menschen gewöhnungsbedürftig.',
        date: '2026-01-24',
      },
    ],
  },
  {
    slug: 'rind-ragout-mit-kaese-katze',
    sku: 'NAPF-C-NF-010',
    name: 'Rind-Ragout mit Käse',
    name_en: 'Beef Ragout with Cheese',
    brand: 'Katzenglück',
    species: 'CAT',
    category: 'nassfutter',
    line: 'vital',
    description:
      'Zarte Rindfleischstückchen mit Hühnerleber und kleinen Käsewürfeln in einer sämigen Sauce. Ein Genussmenü für erwachsene Katzen, die es herzhaft mögen. Mit Taurin und Vitamin E.',
    description_en:
      'Tender pieces of beef with chicken liver and small cheese cubes in a creamy sauce. A gourmet menu for adult cats that like it hearty. With taurine and vitamin E.',
    ingredients:
      'Rindfleisch (38 %), Rinderbrühe (30 %), Hühnerleber (12 %), Rinderherz (8 %), Käse (4 %), Reis (4 %), Tapiokastärke (1 %), Mineralstoffe, Taurin',
    analytical_constituents: {
      Rohprotein: 10,
      Rohfett: 6.5,
      Rohfaser: 0.4,
      Rohasche: 2,
      Feuchtigkeit: 79.5,
      Taurin: 0.1,
    },
    feeding_guide: {
      species: 'CAT',
      energy_kcal_per_100g: null,
      meals_per_day: 3,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 2, grams_min: 140, grams_max: 175 },
        { weight_from_kg: 3, weight_to_kg: 3, grams_min: 185, grams_max: 230 },
        { weight_from_kg: 4, weight_to_kg: 4, grams_min: 230, grams_max: 280 },
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 260, grams_max: 320 },
        { weight_from_kg: 6, weight_to_kg: 6, grams_min: 300, grams_max: 360 },
      ],
      notes:
        'Die Tagesration auf mehrere kleine Mahlzeiten verteilen. Bei gemischter Fütterung mit Trocken- oder Nassfutter die Menge entsprechend verringern. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Split the daily ration into several small meals. When mixing with dry or wet food, reduce the amount accordingly. Fresh drinking water should always be available.',
    },
    tags: ['glutenfrei', 'ohne-zucker'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '85g', price: 1.09, stock_status: 'IN_STOCK', ean: '4263907004281' },
      { size: '12x85g', price: 11.99, compare_price: 13.08, stock_status: 'IN_STOCK', ean: '4263907004298' },
    ],
    reviews: [
      {
        author: 'Daniela U.',
        rating: 4,
        title: 'Käsewürfel als Highlight',
        body: 'Die Katze pickt zuerst die Käsestücke heraus, frisst aber alles.',
        date: '2025-10-10',
      },
      {
        author: 'Michael R.',
        rating: 2,
        title: 'Zu viel Sauce',
        body: 'Unsere Katze leckt nur die Sauce ab und lässt das Fleisch liegen.',
        date: '2026-04-29',
      },
      {
        author: 'Elena F.',
        rating: 5,
        title: 'Lieblingssorte',
        body: 'Von allen Sorten die beliebteste bei unseren drei Katzen.',
        date: '2026-09-06',
      },
    ],
  },
  {
    slug: 'kitten-huhn-und-lachs-trockenfutter',
    sku: 'NAPF-C-TF-001',
    name: 'Kitten Huhn & Lachs',
    name_en: 'Kitten Chicken & Salmon',
    brand: 'Katzenglück',
    species: 'CAT',
    category: 'trockenfutter',
    line: 'junior',
    description:
      'Kleine, knusprige Kroketten für Kitten bis zwölf Monate sowie für tragende und säugende Katzen. Viel tierisches Protein aus Huhn und Lachs, dazu DHA aus Lachsöl für die Entwicklung von Gehirn und Sehvermögen. Getreidefrei und mit Taurin.',
    description_en:
      'Small, crunchy kibbles for kittens up to twelve months and for pregnant and nursing cats. Lots of animal protein from chicken and salmon, plus DHA from salmon oil for brain and vision development. Grain-free and with taurine.',
    ingredients:
      'Hühnerfleisch getrocknet (34 %), Lachs frisch (15 %), Kartoffel (15 %), Hühnerfett (12 %), Erbsenprotein (8 %), Vollei getrocknet (5 %), Lachsöl (3 %), Bierhefe (2 %), Chicorée (Inulin) (0,5 %), Mineralstoffe, Taurin',
    analytical_constituents: {
      Rohprotein: 36,
      Rohfett: 20,
      Rohfaser: 2.2,
      Rohasche: 7.5,
      Feuchtigkeit: 8,
      Calcium: 1.2,
      Phosphor: 1,
      Taurin: 0.2,
    },
    feeding_guide: {
      species: 'CAT',
      energy_kcal_per_100g: 410,
      meals_per_day: 4,
      rows: [
        { weight_from_kg: 1, weight_to_kg: 1, grams_min: 50, grams_max: 60 },
        { weight_from_kg: 2, weight_to_kg: 2, grams_min: 70, grams_max: 80 },
        { weight_from_kg: 3, weight_to_kg: 3, grams_min: 90, grams_max: 100 },
        { weight_from_kg: 4, weight_to_kg: 4, grams_min: 95, grams_max: 110 },
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 100, grams_max: 115 },
      ],
      notes:
        'Angaben nach aktuellem Körpergewicht des Kittens. Bis zum vierten Monat vier, danach drei Mahlzeiten am Tag. Tragende und säugende Katzen nach Bedarf füttern. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        "Amounts by the kitten's current body weight. Four meals a day up to four months, then three. Feed pregnant and nursing cats as needed. Fresh drinking water should always be available.",
    },
    tags: ['kitten', 'getreidefrei', 'glutenfrei'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '400g', price: 5.99, stock_status: 'IN_STOCK', ean: '4263907004304' },
      { size: '2kg', price: 22.99, stock_status: 'IN_STOCK', ean: '4263907004311' },
    ],
    reviews: [
      {
        author: 'Annette C.',
        rating: 5,
        title: 'Kleine Kroketten, großer Appetit',
        body: 'Unsere Maine-Coon-Kitten fressen es sehr gern und wachsen prächtig.',
        date: '2026-02-26',
      },
      {
        author: 'Dennis M.',
        rating: 4,
        title: 'Gute Qualität',
        body: 'Die Kroketten sind wirklich klein und ideal für Kitten.',
        date: '2026-08-03',
      },
    ],
  },
  {
    slug: 'getreidefrei-forelle-sensitiv-trockenfutter-katze',
    sku: 'NAPF-C-TF-002',
    name: 'Getreidefrei Forelle & Kartoffel Sensitiv',
    name_en: 'Grain-Free Trout & Potato Sensitive',
    brand: 'Nordkost',
    species: 'CAT',
    category: 'trockenfutter',
    line: 'sensitiv',
    description:
      'Frische Forelle aus europäischer Aquakultur mit Kartoffel und Erbsen, leicht verdaulich und getreidefrei. Für Katzen mit empfindlichem Magen oder Hautproblemen. Mit Chicorée-Inulin und Taurin, ohne Geflügel.',
    description_en:
      'Fresh trout from European aquaculture with potato and peas, easily digestible and grain-free. For cats with a sensitive stomach or skin problems. With chicory inulin and taurine, without poultry.',
    ingredients:
      'Forelle frisch (30 %), Forelle getrocknet (22 %), Kartoffel (20 %), Erbsen (10 %), Lachsöl (6 %), Kartoffelprotein (5 %), Bierhefe (2 %), Chicorée (Inulin) (1 %), Mineralstoffe, Taurin',
    analytical_constituents: {
      Rohprotein: 33,
      Rohfett: 17,
      Rohfaser: 2.5,
      Rohasche: 7.5,
      Feuchtigkeit: 8,
      'Omega-3-Fettsäuren': 1.2,
      Taurin: 0.2,
    },
    feeding_guide: {
      species: 'CAT',
      energy_kcal_per_100g: 393,
      meals_per_day: 3,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 2, grams_min: 35, grams_max: 45 },
        { weight_from_kg: 3, weight_to_kg: 3, grams_min: 50, grams_max: 60 },
        { weight_from_kg: 4, weight_to_kg: 4, grams_min: 60, grams_max: 70 },
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 65, grams_max: 80 },
        { weight_from_kg: 6, weight_to_kg: 6, grams_min: 75, grams_max: 95 },
      ],
      notes:
        'Die Tagesration auf mehrere kleine Mahlzeiten verteilen. Bei gemischter Fütterung mit Trocken- oder Nassfutter die Menge entsprechend verringern. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Split the daily ration into several small meals. When mixing with dry or wet food, reduce the amount accordingly. Fresh drinking water should always be available.',
    },
    tags: ['getreidefrei', 'sensitiv', 'verdauung', 'fell-und-haut', 'glutenfrei'],
    is_bestseller: true,
    is_active: true,
    variants: [
      { size: '400g', price: 6.49, stock_status: 'IN_STOCK', ean: '4270315002174' },
      { size: '2kg', price: 24.99, stock_status: 'IN_STOCK', ean: '4270315002181' },
      { size: '4kg', price: 44.99, compare_price: 49.99, stock_status: 'IN_STOCK', ean: '4270315002198' },
    ],
    reviews: [
      {
        author: 'Kathrin Ö.',
        rating: 5,
        title: 'Endlich kein Erbrechen',
        body: 'Unsere Katze hat sich früher oft übergeben, seit dem Wechsel kaum noch.',
        date: '2025-05-28',
      },
      {
        author: 'Marco P.',
        rating: 5,
        title: 'Top Futter',
        body: 'Glänzendes Fell, feste Verdauung, und die Katzen mögen es.',
        date: '2025-12-16',
      },
      {
        author: 'Brigitte L.',
        rating: 4,
        title: 'Gut verträglich',
        body: 'Preislich gehoben, aber die Qualität stimmt.',
        date: '2026-06-27',
      },
    ],
  },
  {
    slug: 'indoor-pute-light-trockenfutter-katze',
    sku: 'NAPF-C-TF-003',
    name: 'Indoor Pute Light',
    name_en: 'Indoor Turkey Light',
    brand: 'Napf Manufaktur',
    species: 'CAT',
    category: 'trockenfutter',
    line: 'vital',
    description:
      'Für Wohnungskatzen und kastrierte Katzen, die zu Übergewicht neigen. Weniger Fett, mehr Ballaststoffe und L-Carnitin helfen, das Idealgewicht zu halten. Mit Putenfleisch, Katzengras und Taurin.',
    description_en:
      'For indoor and neutered cats prone to weight gain. Less fat, more fibre and L-carnitine help maintain an ideal weight. With turkey, cat grass and taurine.',
    ingredients:
      'Putenfleisch getrocknet (35 %), Reis (18 %), Erbsen (12 %), Kartoffel (10 %), Cellulose (6 %), Putenfett (5 %), Vollei getrocknet (4 %), Bierhefe (2 %), Katzengras (1 %), L-Carnitin (0,05 %), Mineralstoffe, Taurin',
    analytical_constituents: {
      Rohprotein: 35,
      Rohfett: 10,
      Rohfaser: 5.5,
      Rohasche: 7.5,
      Feuchtigkeit: 8,
      Taurin: 0.2,
    },
    feeding_guide: {
      species: 'CAT',
      energy_kcal_per_100g: null,
      meals_per_day: 3,
      rows: [
        { weight_from_kg: 3, weight_to_kg: 3, grams_min: 40, grams_max: 55 },
        { weight_from_kg: 4, weight_to_kg: 4, grams_min: 50, grams_max: 65 },
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 60, grams_max: 75 },
        { weight_from_kg: 6, weight_to_kg: 6, grams_min: 65, grams_max: 85 },
      ],
      notes:
        'Für Wohnungskatzen und kastrierte Katzen. Bei Übergewicht die Menge am Zielgewicht ausrichten. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'For indoor and neutered cats. If overweight, base the amount on the target weight. Fresh drinking water should always be available.',
    },
    tags: ['light', 'glutenfrei', 'ohne-zucker'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '400g', price: 5.49, stock_status: 'IN_STOCK', ean: '4262451000619' },
      { size: '2kg', price: 19.99, stock_status: 'IN_STOCK', ean: '4262451000626' },
    ],
    reviews: [
      {
        author: 'Sylvia N.',
        rating: 5,
        title: 'Katze hat abgenommen',
        body: 'In vier Monaten 600 Gramm weniger, und sie bettelt nicht mehr ständig.',
        date: '2026-01-03',
      },
      {
        author: 'Andreas K.',
        rating: 3,
        title: 'Akzeptanz mäßig',
        body: 'Eine unserer Katzen mag es, die andere nicht so richtig.',
        date: '2026-07-19',
      },
    ],
  },
  {
    slug: 'adult-gefluegel-vital-trockenfutter-katze',
    sku: 'NAPF-C-TF-004',
    name: 'Adult Geflügel Vital',
    name_en: 'Adult Poultry Vital',
    brand: 'Katzenglück',
    species: 'CAT',
    category: 'trockenfutter',
    line: 'vital',
    description:
      'Das günstige Einstiegsfutter für gesunde erwachsene Katzen, mit Geflügel und Getreide. Vollständig mit Vitaminen, Mineralstoffen und Taurin ergänzt. Ohne Zuckerzusatz und mit Hefen für eine gesunde Verdauung.',
    description_en:
      'The affordable entry-level food for healthy adult cats, with poultry and cereals. Fully supplemented with vitamins, minerals and taurine. No added sugar, and with yeasts for healthy digestion.',
    ingredients:
      'Fleisch und tierische Nebenerzeugnisse (davon 4 % Huhn), Getreide, pflanzliche Eiweißextrakte, Öle und Fette, Milch und Molkereierzeugnisse, Mineralstoffe, Hefen, Taurin',
    analytical_constituents: {
      Rohprotein: 30,
      Rohfett: 12,
      Rohfaser: 2.5,
      Rohasche: 7.5,
      Feuchtigkeit: 8,
      Taurin: 0.15,
    },
    feeding_guide: {
      species: 'CAT',
      energy_kcal_per_100g: 369,
      meals_per_day: 3,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 4, grams_min: 45, grams_max: 70 },
        { weight_from_kg: 4, weight_to_kg: 6, grams_min: 70, grams_max: 90 },
      ],
      notes:
        'Die Tagesration auf mehrere kleine Mahlzeiten verteilen. Bei gemischter Fütterung mit Trocken- oder Nassfutter die Menge entsprechend verringern. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Split the daily ration into several small meals. When mixing with dry or wet food, reduce the amount accordingly. Fresh drinking water should always be available.',
    },
    tags: ['ohne-zucker', 'verdauung'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '2kg', price: 12.99, stock_status: 'IN_STOCK', ean: '4263907004328' },
      { size: '4kg', price: 23.99, stock_status: 'IN_STOCK', ean: '4263907004335' },
      { size: '10kg', price: 49.99, compare_price: 54.99, stock_status: 'IN_STOCK', ean: '4263907004342' },
    ],
    reviews: [
      {
        author: 'Gerda S.',
        rating: 4,
        title: 'Günstig und wird gefressen',
        body: 'Unsere drei Katzen fressen es gern, für den Preis völlig in Ordnung.',
        date: '2025-09-02',
      },
      {
        author: 'Patrick V.',
        rating: 2,
        title: 'Deklaration zu ungenau',
        body: 'Was genau steckt in „tierischen Nebenerzeugnissen“? Ich hätte gern eine offene Deklaration.',
        date: '2026-03-16',
      },
    ],
  },
  {
    slug: 'pures-kaninchen-trockenfutter-katze',
    sku: 'NAPF-C-TF-005',
    name: 'Pures Kaninchen Trockenfutter',
    name_en: 'Pure Rabbit Dry Food',
    brand: 'Wildes Herz',
    species: 'CAT',
    category: 'trockenfutter',
    line: 'pur',
    description:
      'Getreidefreie Kroketten mit 70 % Kaninchen als einziger tierischer Proteinquelle. Ideal als Ergänzung zum Nassfutter für Katzen mit Unverträglichkeiten. Ohne Huhn, Fisch, Rind und Milchprodukte.',
    description_en:
      'Grain-free kibbles with 70 % rabbit as the only animal protein source. Ideal alongside wet food for cats with intolerances. Without chicken, fish, beef or dairy products.',
    ingredients:
      'Kaninchenfleisch getrocknet (45 %), Kaninchenfleisch frisch (25 %), Kartoffel (12 %), Erbsen (8 %), Sonnenblumenöl (4 %), Leinsamen (2 %), Algenöl (1 %), Mineralstoffe, Taurin',
    analytical_constituents: { Rohprotein: 38, Rohfett: 16, Rohfaser: 2.5, Rohasche: 8, Feuchtigkeit: 8, Taurin: 0.2 },
    feeding_guide: {
      species: 'CAT',
      energy_kcal_per_100g: null,
      meals_per_day: 3,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 2, grams_min: 35, grams_max: 45 },
        { weight_from_kg: 3, weight_to_kg: 3, grams_min: 50, grams_max: 60 },
        { weight_from_kg: 4, weight_to_kg: 4, grams_min: 60, grams_max: 70 },
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 70, grams_max: 85 },
        { weight_from_kg: 6, weight_to_kg: 6, grams_min: 75, grams_max: 95 },
      ],
      notes:
        'Die Tagesration auf mehrere kleine Mahlzeiten verteilen. Bei gemischter Fütterung mit Trocken- oder Nassfutter die Menge entsprechend verringern. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Split the daily ration into several small meals. When mixing with dry or wet food, reduce the amount accordingly. Fresh drinking water should always be available.',
    },
    tags: ['monoprotein', 'getreidefrei', 'hypoallergen', 'glutenfrei'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '400g', price: 7.49, stock_status: 'IN_STOCK', ean: '4260738001335' },
      { size: '2kg', price: 29.99, stock_status: 'LOW_STOCK', ean: '4260738001342' },
    ],
    reviews: [
      {
        author: 'Bettina H.',
        rating: 5,
        title: 'Perfekt für unseren Allergiker',
        body: 'Endlich ein Trockenfutter ohne Huhn, das unser Kater verträgt.',
        date: '2026-04-14',
      },
      {
        author: 'Christian G.',
        rating: 4,
        title: 'Teuer, aber gut',
        body: 'Die Qualität überzeugt, der Kilopreis ist allerdings hoch.',
        date: '2026-10-07',
      },
    ],
  },
  {
    slug: 'senior-huhn-und-reis-trockenfutter-katze',
    sku: 'NAPF-C-TF-006',
    name: 'Senior Huhn & Reis',
    name_en: 'Senior Chicken & Rice',
    brand: 'Katzenglück',
    species: 'CAT',
    category: 'trockenfutter',
    line: 'vital',
    description:
      'Für Katzen ab elf Jahren, mit moderatem Phosphorgehalt und leicht verdaulichem Reis. Grünlippmuschel und Omega-3-Fettsäuren unterstützen die Gelenke im Alter. Die kleinen Kroketten zerbrechen leicht und lassen sich auch mit empfindlichen Zähnen gut kauen.',
    description_en:
      'For cats aged eleven and over, with moderate phosphorus and easily digestible rice. Green-lipped mussel and omega-3 fatty acids support the joints in old age. The small kibbles break easily, so even cats with sensitive teeth can chew them well.',
    ingredients:
      'Hühnerfleisch getrocknet (30 %), Reis (22 %), Hühnerfett (10 %), Erbsen (8 %), Hühnerleber (6 %), Sojaproteinkonzentrat (6 %), Lachsöl (2 %), Bierhefe (2 %), Grünlippmuschel (0,5 %), Mineralstoffe, Taurin',
    analytical_constituents: {
      Rohprotein: 31,
      Rohfett: 14,
      Rohfaser: 3,
      Rohasche: 6.5,
      Feuchtigkeit: 8,
      Phosphor: 0.8,
      Taurin: 0.2,
    },
    feeding_guide: {
      species: 'CAT',
      energy_kcal_per_100g: 379,
      meals_per_day: 3,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 2, grams_min: 35, grams_max: 40 },
        { weight_from_kg: 3, weight_to_kg: 3, grams_min: 45, grams_max: 55 },
        { weight_from_kg: 4, weight_to_kg: 4, grams_min: 55, grams_max: 65 },
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 60, grams_max: 80 },
        { weight_from_kg: 6, weight_to_kg: 6, grams_min: 70, grams_max: 90 },
      ],
      notes:
        'Für ältere Katzen: lieber mehrere kleine Portionen über den Tag verteilt anbieten. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'For older cats: offer several small portions spread over the day. Fresh drinking water should always be available.',
    },
    tags: ['senior', 'gelenke', 'glutenfrei'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '400g', price: 5.99, stock_status: 'IN_STOCK', ean: '4263907004359' },
      { size: '2kg', price: 21.99, stock_status: 'IN_STOCK', ean: '4263907004366' },
    ],
    reviews: [
      {
        author: 'Hannelore T.',
        rating: 5,
        title: 'Unser Kater ist wieder fit',
        body: 'Mit 14 Jahren springt er wieder aufs Sofa. Er frisst das Futter gern.',
        date: '2025-11-29',
      },
      {
        author: 'Jürgen A.',
        rating: 4,
        title: 'Gutes Seniorfutter',
        body: 'Die Kroketten sind angenehm klein, der Preis ist okay.',
        date: '2026-05-10',
      },
    ],
  },
  {
    slug: 'insekt-und-erbse-sensitiv-trockenfutter-katze',
    sku: 'NAPF-C-TF-007',
    name: 'Insekt & Erbse Sensitiv',
    name_en: 'Insect & Pea Sensitive',
    brand: 'Grünpfote',
    species: 'CAT',
    category: 'trockenfutter',
    line: 'sensitiv',
    description:
      'Bald erhältlich: Trockenfutter mit Insektenprotein als neuer Proteinquelle für Katzen mit Allergien gegen Huhn, Rind oder Fisch. Mit Taurin und Algenöl als Omega-3-Quelle, ohne Getreide. Nachhaltig in Deutschland hergestellt.',
    description_en:
      'Coming soon: dry food with insect protein as a novel protein source for cats allergic to chicken, beef or fish. With taurine and algae oil as an omega-3 source, without grain. Sustainably made in Germany.',
    ingredients:
      'Insektenprotein getrocknet (Hermetia illucens, 38 %), Erbsen (18 %), Kartoffel (15 %), Insektenfett (8 %), Erbsenprotein (8 %), Sonnenblumenöl (3 %), Algenöl (2 %), Bierhefe (2 %), Mineralstoffe, Taurin',
    analytical_constituents: { Rohprotein: 34, Rohfett: 16, Rohfaser: 3.5, Rohasche: 7, Feuchtigkeit: 8, Taurin: 0.2 },
    feeding_guide: {
      species: 'CAT',
      energy_kcal_per_100g: null,
      meals_per_day: 3,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 4, grams_min: 40, grams_max: 65 },
        { weight_from_kg: 4, weight_to_kg: 6, grams_min: 65, grams_max: 85 },
      ],
      notes:
        'Die Tagesration auf mehrere kleine Mahlzeiten verteilen. Bei gemischter Fütterung mit Trocken- oder Nassfutter die Menge entsprechend verringern. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Split the daily ration into several small meals. When mixing with dry or wet food, reduce the amount accordingly. Fresh drinking water should always be available.',
    },
    tags: ['insektenprotein', 'monoprotein', 'hypoallergen', 'getreidefrei', 'sensitiv'],
    is_bestseller: false,
    is_active: false,
    variants: [
      { size: '400g', price: 7.99, stock_status: 'OUT_OF_STOCK', ean: '4255184000698' },
      { size: '2kg', price: 27.99, stock_status: 'OUT_OF_STOCK', ean: '4255184000704' },
    ],
    reviews: [],
  },
  {
    slug: 'knusper-kissen-mit-lachs',
    sku: 'NAPF-C-SN-001',
    name: 'Knusper-Kissen mit Lachs',
    name_en: 'Crunchy Salmon Pillows',
    brand: 'Katzenglück',
    species: 'CAT',
    category: 'snacks',
    line: 'vital',
    description:
      'Außen knusprig, innen mit cremiger Füllung: Die kleinen Kissen sind der Lieblingssnack vieler Katzen. Mit Lachs und Malz, das Haarballen vorbeugen hilft. Ideal als Belohnung zwischendurch.',
    description_en:
      "Crunchy outside with a creamy filling: these small pillows are many cats' favourite snack. With salmon and malt, which helps prevent hairballs. Ideal as an occasional reward.",
    ingredients:
      'Weizenmehl (35 %), Lachs getrocknet (20 %), Hühnerfett (10 %), Reismehl (10 %), Molkenpulver (8 %), Malzextrakt (Gerste, 5 %), Glycerin (5 %), Mineralstoffe, Taurin',
    analytical_constituents: { Rohprotein: 28, Rohfett: 16, Rohfaser: 2, Rohasche: 7, Feuchtigkeit: 10 },
    feeding_guide: {
      species: 'CAT',
      energy_kcal_per_100g: 382,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 2, grams_min: 2, grams_max: 4 },
        { weight_from_kg: 3, weight_to_kg: 3, grams_min: 2.5, grams_max: 5 },
        { weight_from_kg: 4, weight_to_kg: 4, grams_min: 3.5, grams_max: 7 },
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 4, grams_max: 8 },
        { weight_from_kg: 6, weight_to_kg: 6, grams_min: 4.5, grams_max: 9 },
      ],
      notes:
        'Tageshöchstmenge als Belohnung; bitte von der Tagesration abziehen. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Maximum daily amount as a reward; please deduct it from the daily ration. Fresh drinking water should always be available.',
    },
    tags: ['verdauung', 'ohne-konservierungsstoffe'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '60g', price: 1.79, stock_status: 'IN_STOCK', ean: '4263907004373' },
      { size: '5x60g', price: 7.99, compare_price: 8.95, stock_status: 'IN_STOCK', ean: '4263907004380' },
    ],
    reviews: [
      {
        author: 'Kim B.',
        rating: 5,
        title: 'Katzen flippen aus',
        body: 'Sobald die Tüte raschelt, stehen beide Katzen in der Küche.',
        date: '2025-08-11',
      },
      {
        author: 'Steffen W.',
        rating: 3,
        title: 'Weizen muss nicht sein',
        body: 'Die Katzen lieben sie, die Zutatenliste überzeugt mich aber nicht ganz.',
        date: '2026-02-02',
      },
    ],
  },
  {
    slug: 'gefriergetrocknete-huehnerleber',
    sku: 'NAPF-C-SN-002',
    name: 'Gefriergetrocknete Hühnerleber',
    name_en: 'Freeze-Dried Chicken Liver',
    brand: 'Napf Manufaktur',
    species: 'CAT',
    category: 'snacks',
    line: 'pur',
    description:
      'Reine Hühnerleber, schonend gefriergetrocknet, damit Vitamine und Geschmack erhalten bleiben. Die leichten Würfel lassen sich zerbröseln und über das Futter streuen, wenn die Katze mäkelt. Nur eine Zutat.',
    description_en:
      'Pure chicken liver, gently freeze-dried to preserve vitamins and flavour. The light cubes can be crumbled and sprinkled over the food when your cat is being fussy. Just one ingredient.',
    ingredients: 'Hühnerleber (100 %)',
    analytical_constituents: { Rohprotein: 62, Rohfett: 16, Rohfaser: 0.5, Rohasche: 5, Feuchtigkeit: 5 },
    feeding_guide: {
      species: 'CAT',
      energy_kcal_per_100g: 436,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 4, grams_min: 3, grams_max: 4.5 },
        { weight_from_kg: 4, weight_to_kg: 6, grams_min: 4.5, grams_max: 6 },
      ],
      notes:
        'Leber ist sehr reich an Vitamin A, deshalb die Tageshöchstmenge nicht überschreiten und von der Tagesration abziehen. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Liver is very rich in vitamin A, so do not exceed the maximum daily amount, and deduct it from the daily ration. Fresh drinking water should always be available.',
    },
    tags: ['monoprotein', 'getreidefrei', 'ohne-zucker', 'ohne-konservierungsstoffe'],
    is_bestseller: true,
    is_active: true,
    variants: [
      { size: '40g', price: 4.49, stock_status: 'IN_STOCK', ean: '4262451000633' },
      { size: '100g', price: 9.49, stock_status: 'IN_STOCK', ean: '4262451000640' },
    ],
    reviews: [
      {
        author: 'Eva-Maria N.',
        rating: 5,
        title: 'Geheimwaffe',
        body: 'Unsere Mäkelkatze frisst alles, wenn ich ein paar Krümel darüberstreue.',
        date: '2025-12-22',
      },
      {
        author: 'Oliver T.',
        rating: 5,
        title: 'Zum Training super',
        body: 'Ja, man kann Katzen trainieren! Mit diesen Würfeln klappt es.',
        date: '2026-06-18',
      },
      {
        author: 'Britta K.',
        rating: 4,
        title: 'Teuer pro Kilo',
        body: 'Die Qualität ist top, aber 40 g sind nicht viel.',
        date: '2026-11-03',
      },
    ],
  },
  {
    slug: 'kitten-creme-snack-huhn',
    sku: 'NAPF-C-SN-003',
    name: 'Kitten Creme-Snack Huhn',
    name_en: 'Kitten Chicken Cream Snack',
    brand: 'Katzenglück',
    species: 'CAT',
    category: 'snacks',
    line: 'junior',
    description:
      'Cremiger Schlecksnack in praktischen Portionssticks, speziell für Kitten ab acht Wochen. Mit Huhn, Taurin und Inulin, ohne Zucker. Perfekt, um Vertrauen aufzubauen oder Tabletten zu verstecken.',
    description_en:
      'Creamy lickable snack in handy portion sticks, especially for kittens from eight weeks. With chicken, taurine and inulin, without sugar. Perfect for building trust or hiding tablets.',
    ingredients:
      'Hühnerfleisch (55 %), Hühnerbrühe (35 %), Tapiokastärke (4 %), Chicorée (Inulin) (1 %), Lachsöl (0,5 %), Mineralstoffe, Taurin',
    analytical_constituents: { Rohprotein: 9, Rohfett: 2, Rohfaser: 0.3, Rohasche: 1.5, Feuchtigkeit: 84 },
    feeding_guide: {
      species: 'CAT',
      energy_kcal_per_100g: 66,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 1, weight_to_kg: 1, grams_min: 15, grams_max: 30 },
        { weight_from_kg: 2, weight_to_kg: 2, grams_min: 24, grams_max: 50 },
        { weight_from_kg: 3, weight_to_kg: 3, grams_min: 30, grams_max: 65 },
        { weight_from_kg: 4, weight_to_kg: 4, grams_min: 40, grams_max: 75 },
      ],
      notes:
        'Ein Stick enthält 15 g. Tageshöchstmenge für Kitten, von der Tagesration abziehen. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'One stick contains 15 g. Maximum daily amount for kittens; deduct it from the daily ration. Fresh drinking water should always be available.',
    },
    tags: ['kitten', 'getreidefrei', 'ohne-zucker'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '4x15g', price: 1.99, stock_status: 'IN_STOCK', ean: '4263907004397' },
      { size: '20x15g', price: 8.49, stock_status: 'IN_STOCK', ean: '4263907004403' },
    ],
    reviews: [
      {
        author: 'Laura M.',
        rating: 5,
        title: 'Vertrauen aufgebaut',
        body: 'Unsere scheue Fundkatze kam dank der Sticks endlich zu uns.',
        date: '2026-03-09',
      },
      {
        author: 'Tom H.',
        rating: 4,
        title: 'Klebrig, aber beliebt',
        body: 'Die Kitten lieben es, das Öffnen ist etwas klebrig.',
        date: '2026-09-15',
      },
    ],
  },
  {
    slug: 'forellen-stueckchen',
    sku: 'NAPF-C-SN-004',
    name: 'Forellen-Stückchen',
    name_en: 'Trout Bites',
    brand: 'Nordkost',
    species: 'CAT',
    category: 'snacks',
    line: 'sensitiv',
    description:
      'Schonend gefriergetrocknete Stückchen aus reiner Forelle, ideal für Katzen mit empfindlichem Magen. Reich an Omega-3-Fettsäuren und ohne jegliche Zusätze. Frei von Geflügel, Rind und Getreide.',
    description_en:
      'Gently freeze-dried bites of pure trout, ideal for cats with a sensitive stomach. Rich in omega-3 fatty acids and without any additives. Free from poultry, beef and grain.',
    ingredients: 'Forelle (100 %)',
    analytical_constituents: { Rohprotein: 68, Rohfett: 18, Rohfaser: 0.3, Rohasche: 6, Feuchtigkeit: 6 },
    feeding_guide: {
      species: 'CAT',
      energy_kcal_per_100g: 443,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 2, weight_to_kg: 2, grams_min: 2, grams_max: 3.5 },
        { weight_from_kg: 3, weight_to_kg: 3, grams_min: 2.5, grams_max: 4.5 },
        { weight_from_kg: 4, weight_to_kg: 4, grams_min: 3, grams_max: 6 },
        { weight_from_kg: 5, weight_to_kg: 5, grams_min: 3.5, grams_max: 7 },
        { weight_from_kg: 6, weight_to_kg: 6, grams_min: 3.5, grams_max: 7 },
      ],
      notes:
        'Tageshöchstmenge als Belohnung; bitte von der Tagesration abziehen. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Maximum daily amount as a reward; please deduct it from the daily ration. Fresh drinking water should always be available.',
    },
    tags: ['monoprotein', 'sensitiv', 'getreidefrei', 'ohne-konservierungsstoffe'],
    is_bestseller: false,
    is_active: true,
    variants: [{ size: '40g', price: 5.49, stock_status: 'IN_STOCK', ean: '4270315002204' }],
    reviews: [
      {
        author: 'Nicole F.',
        rating: 5,
        title: 'Sehr bekömmlich',
        body: 'Unsere Katze mit chronischer Darmentzündung verträgt diese Leckerlis ohne Probleme.',
        date: '2026-05-27',
      },
    ],
  },
  {
    slug: 'anti-haarball-paste-mit-malz',
    sku: 'NAPF-C-NE-001',
    name: 'Anti-Haarball-Paste mit Malz',
    name_en: 'Anti-Hairball Paste with Malt',
    brand: 'Katzenglück',
    species: 'CAT',
    category: 'nahrungsergaenzung',
    line: 'vital',
    description:
      'Die Paste mit Malzextrakt und Pflanzenölen hilft, verschluckte Haare auf natürlichem Weg auszuscheiden. Besonders wichtig für Langhaarkatzen und während des Fellwechsels. Die meisten Katzen schlecken sie direkt von der Pfote.',
    description_en:
      'The paste with malt extract and vegetable oils helps swallowed hair pass naturally. Especially important for long-haired cats and during moulting. Most cats lick it straight from the paw.',
    ingredients:
      'Malzextrakt (Gerste, 40 %), Pflanzenöle (Sonnenblume, Lein; 30 %), Cellulose (10 %), Hefe (5 %), Lecithin (Sonnenblume, 5 %), Lachsöl (2 %), Mineralstoffe',
    analytical_constituents: { Rohprotein: 3, Rohfett: 32, Rohfaser: 6, Rohasche: 2, Feuchtigkeit: 18 },
    feeding_guide: {
      species: 'CAT',
      energy_kcal_per_100g: 407,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 1, weight_to_kg: 4, grams_min: 1, grams_max: 2 },
        { weight_from_kg: 4, weight_to_kg: 7, grams_min: 2, grams_max: 3 },
        { weight_from_kg: 7, weight_to_kg: 10, grams_min: 3, grams_max: 4 },
      ],
      notes:
        'Tagesmenge (etwa 2–3 cm Paste je 1 g) auf die Pfote oder ins Futter geben; im Fellwechsel täglich, sonst zwei- bis dreimal pro Woche. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Put the daily amount (about 2–3 cm of paste per 1 g) on the paw or in the food; daily during moulting, otherwise two to three times a week. Fresh drinking water should always be available.',
    },
    tags: ['verdauung', 'fell-und-haut'],
    is_bestseller: false,
    is_active: true,
    variants: [{ size: '100g', price: 6.99, stock_status: 'IN_STOCK', ean: '4263907004410' }],
    reviews: [
      {
        author: 'Stefanie B.',
        rating: 4,
        title: 'Hilft unserer Perserin',
        body: 'Deutlich weniger Haarballen, seit wir die Paste geben. Sie schleckt sie gern.',
        date: '2025-10-19',
      },
      {
        author: 'Hans-Jürgen W.',
        rating: 3,
        title: 'Geteilte Meinung',
        body: 'Einer unserer Kater mag sie nicht, der andere liebt sie.',
        date: '2026-04-06',
      },
    ],
  },
  {
    slug: 'kitten-aufbau-pulver-mit-kolostrum',
    sku: 'NAPF-C-NE-002',
    name: 'Kitten Aufbau-Pulver mit Kolostrum',
    name_en: 'Kitten Booster Powder with Colostrum',
    brand: 'Katzenglück',
    species: 'CAT',
    category: 'nahrungsergaenzung',
    line: 'junior',
    description:
      'Ergänzungsfuttermittel für Kitten und säugende Katzen mit Kolostrum, Bierhefe und Inulin. Unterstützt die Abwehrkräfte und eine stabile Darmflora in den ersten Lebensmonaten. Einfach über das Futter streuen.',
    description_en:
      "Complementary feed for kittens and nursing cats with colostrum, brewer's yeast and inulin. Supports the immune defences and stable gut flora in the first months of life. Simply sprinkle over the food.",
    ingredients:
      'Kolostrum (Rindermilch, 40 %), Bierhefe (30 %), Chicorée (Inulin) (20 %), Lachsöl (5 %), Taurin (2 %), Mineralstoffe',
    analytical_constituents: { Rohprotein: 40, Rohfett: 8, Rohfaser: 6, Rohasche: 7, Feuchtigkeit: 6, Taurin: 2 },
    feeding_guide: {
      species: 'CAT',
      energy_kcal_per_100g: 350,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 1, weight_to_kg: 3, grams_min: 0.5, grams_max: 1 },
        { weight_from_kg: 3, weight_to_kg: 6, grams_min: 1, grams_max: 1.5 },
        { weight_from_kg: 6, weight_to_kg: 10, grams_min: 1.5, grams_max: 2 },
      ],
      notes:
        'Tagesmenge über das Futter streuen und über vier bis sechs Wochen geben. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en:
        'Sprinkle the daily amount over the food and give for four to six weeks. Fresh drinking water should always be available.',
    },
    tags: ['kitten', 'verdauung', 'getreidefrei'],
    is_bestseller: false,
    is_active: true,
    variants: [{ size: '100g', price: 14.99, stock_status: 'IN_STOCK', ean: '4263907004427' }],
    reviews: [
      {
        author: 'Franziska R.',
        rating: 5,
        title: 'Gut für unseren Wurf',
        body: 'Die Kitten haben sich prima entwickelt und hatten keinen Durchfall.',
        date: '2026-06-09',
      },
    ],
  },
  {
    slug: 'bierhefe-flocken-fuer-fell-und-haut',
    sku: 'NAPF-C-NE-003',
    name: 'Bierhefe-Flocken für Fell & Haut',
    name_en: "Brewer's Yeast Flakes for Coat & Skin",
    brand: 'Napf Manufaktur',
    species: 'CAT',
    category: 'nahrungsergaenzung',
    line: 'pur',
    description:
      'Reine, entbitterte Bierhefe als natürliche Quelle für B-Vitamine, die Haut und Fell unterstützen. Die würzigen Flocken schmecken den meisten Katzen so gut, dass sie sich auch als Topping für wählerische Esser eignen. Nur eine Zutat, ohne Zusätze.',
    description_en:
      "Pure, debittered brewer's yeast as a natural source of B vitamins, which support skin and coat. Most cats like the savoury flakes so much that they also work as a topper for fussy eaters. Just one ingredient, no additives.",
    ingredients: 'Bierhefe entbittert (100 %)',
    analytical_constituents: { Rohprotein: 45, Rohfett: 1.5, Rohfaser: 1.5, Rohasche: 8, Feuchtigkeit: 6 },
    feeding_guide: {
      species: 'CAT',
      energy_kcal_per_100g: 339,
      meals_per_day: 2,
      rows: [
        { weight_from_kg: 1, weight_to_kg: 4, grams_min: 0.5, grams_max: 1 },
        { weight_from_kg: 4, weight_to_kg: 7, grams_min: 1, grams_max: 1.5 },
        { weight_from_kg: 7, weight_to_kg: 10, grams_min: 1.5, grams_max: 2 },
      ],
      notes: 'Tagesmenge über das Futter streuen. Frisches Trinkwasser sollte immer zur Verfügung stehen.',
      notes_en: 'Sprinkle the daily amount over the food. Fresh drinking water should always be available.',
    },
    tags: ['fell-und-haut', 'ohne-zucker', 'ohne-konservierungsstoffe'],
    is_bestseller: false,
    is_active: true,
    variants: [
      { size: '125g', price: 5.99, stock_status: 'IN_STOCK', ean: '4262451000657' },
      { size: '250g', price: 9.99, stock_status: 'IN_STOCK', ean: '4262451000664' },
    ],
    reviews: [
      {
        author: 'Sandra M.',
        rating: 5,
        title: 'Fell glänzt',
        body: 'Nach ein paar Wochen ist das Fell unserer Katze deutlich glänzender.',
        date: '2026-02-17',
      },
      {
        author: 'Kai L.',
        rating: 4,
        title: 'Wird gern genommen',
        body: 'Meine Katze frisst die Flocken sogar pur aus der Hand.',
        date: '2026-08-28',
      },
    ],
  },
  {
    slug: 'sanfte-augenpflege',
    sku: 'NAPF-C-PF-001',
    name: 'Sanfte Augenpflege',
    name_en: 'Gentle Eye Care',
    brand: 'Katzenglück',
    species: 'CAT',
    category: 'pflege',
    line: 'sensitiv',
    description:
      'Milde Reinigungslösung mit Augentrost und Kamille zum Entfernen von Tränenspuren und Verkrustungen. Besonders geeignet für Perser und andere kurznasige Rassen. Ohne Alkohol und Duftstoffe.',
    description_en:
      'Mild cleansing solution with eyebright and chamomile to remove tear stains and crusts. Especially suitable for Persians and other short-nosed breeds. Without alcohol or fragrances.',
    ingredients:
      'Aqua, Euphrasia Officinalis Extract (Augentrost), Chamomilla Recutita Flower Extract (Kamille), Sodium Chloride, Allantoin, Phenoxyethanol',
    analytical_constituents: {},
    feeding_guide: null,
    tags: ['sensitiv', 'hypoallergen'],
    is_bestseller: false,
    is_active: true,
    variants: [{ size: '100ml', price: 8.99, stock_status: 'IN_STOCK', ean: '4263907004434' }],
    reviews: [
      {
        author: 'Petra W.',
        rating: 5,
        title: 'Für Perser ideal',
        body: 'Die Tränenspuren sind deutlich weniger geworden, und die Katze lässt es sich gut gefallen.',
        date: '2026-01-30',
      },
      {
        author: 'Michaela D.',
        rating: 4,
        title: 'Mild und wirksam',
        body: 'Brennt nicht, nur die Flasche könnte etwas größer sein.',
        date: '2026-07-30',
      },
    ],
  },
  {
    slug: 'kitten-pflegeschaum-ohne-wasser',
    sku: 'NAPF-C-PF-002',
    name: 'Kitten Pflegeschaum ohne Wasser',
    name_en: 'Waterless Kitten Care Foam',
    brand: 'Grünpfote',
    species: 'CAT',
    category: 'pflege',
    line: 'junior',
    description:
      'In Vorbereitung: sanfter Reinigungsschaum für Kitten, der ohne Wasser und Ausspülen auskommt. Einfach aufschäumen, einmassieren und trocken rubbeln. Mit Hafer-Extrakt und ohne Parfum.',
    description_en:
      'In preparation: gentle cleansing foam for kittens that needs no water or rinsing. Simply lather, massage in and rub dry. With oat extract and fragrance-free.',
    ingredients:
      'Aqua, Decyl Glucoside, Glycerin, Avena Sativa Kernel Extract (Hafer), Panthenol, Lactic Acid, Sodium Benzoate',
    analytical_constituents: {},
    feeding_guide: null,
    tags: ['kitten', 'fell-und-haut', 'hypoallergen'],
    is_bestseller: false,
    is_active: false,
    variants: [{ size: '150ml', price: 10.49, stock_status: 'OUT_OF_STOCK', ean: '4255184000711' }],
    reviews: [],
  },
];
