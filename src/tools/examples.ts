/**
 * One example call per tool, on the demo shop's data. The README's tool reference is generated from these and the
 * registry (`npm run docs:tools`), and a test runs every example through both protocols, so the
 * documented calls keep working.
 */
export const TOOL_EXAMPLES: Record<string, Record<string, unknown>> = {
  search_products: { query: 'getreidefreies Hundefutter mit Lachs', species: 'DOG', limit: 3 },
  get_product: { slug: 'pures-huhn-mit-kuerbis-nassfutter' },
  get_feeding_guide: { product_slug: 'adult-huhn-und-reis-vital-trockenfutter', weight_kg: 15 },
  get_categories: {},
  search_ratgeber: { query: 'Futterumstellung', limit: 2 },
  get_ingredient_glossary: { name: 'Taurin' },
  recommend_food: { species: 'CAT', age_months: 30, weight_kg: 4.5, allergies: ['Huhn'], preference: 'wet', limit: 2 },
  subscribe_newsletter: { email: 'jana@example.org', pet_types: ['DOG'] },
  update_product_image: {
    slug: 'pures-huhn-mit-kuerbis-nassfutter',
    image_url: 'https://images.example.com/huhn-kuerbis-400g.jpg',
    append: true,
    dry_run: true,
  },
  update_product_price: { slug: 'pures-huhn-mit-kuerbis-nassfutter', size: '400g', price: 2.99, compare_price: 3.29 },
  update_product_stock: { slug: 'pures-huhn-mit-kuerbis-nassfutter', size: '800g', stock_quantity: 3 },
  update_product_details: { slug: 'pures-huhn-mit-kuerbis-nassfutter', tags: ['getreidefrei', 'monoprotein', 'neu'] },
  list_webhooks: {},
  create_webhook: {
    name: 'ERP sync',
    url: 'https://erp.example.com/hooks/napf',
    events: ['price.changed', 'stock.changed'],
  },
};
