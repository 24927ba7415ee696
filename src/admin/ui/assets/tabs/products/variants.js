// @ts-check
/**
 * The products tab's variant cells: inline price edits (de/en number formats), the stock count
 * (empty: not counted) and the stock select, which a counted variant's count sets.
 */
import { post, seg } from '../../api.js';
import { h, icon } from '../../dom.js';
import { STOCK_STATUSES } from '../../enums.js';
import { fmtMoney, fmtPriceInput, parsePrice, t } from '../../i18n.js';
import { busy, errorText, select, toast } from '../../ui.js';

/** "7,70 €/kg" from a variant's unit_price; '' when it has none (sold by the piece, no net quantity). */
/** @param {{amount: number, currency: string, reference: string} | null | undefined} unitPrice */
export function unitPriceText(unitPrice) {
  if (!unitPrice) return '';
  return `${fmtMoney(unitPrice.amount, unitPrice.currency)}/${unitPrice.reference.replace(/^1\s*/, '')}`;
}

/**
 * The unit price after an inline price change, in whole cents with the server's rounding (a half
 * cent rounds up), so the row stays right without reloading the page.
 * @param {number} price @param {any} unitPrice the old one @param {any} net the variant's net_quantity
 */
function nextUnitPrice(price, unitPrice, net) {
  if (!unitPrice || !net || net.unit === 'piece') return unitPrice;
  const cents = Math.round(price * 100);
  return { ...unitPrice, amount: Math.floor((2 * cents * 1000 + net.value) / (2 * net.value)) / 100 };
}

/** @param {any} product a product of GET /admin/api/products with its product_variants */
export function variantTable(product) {
  const variants = product.product_variants ?? [];
  if (!variants.length) return h('span', { class: 'muted' }, t('products.noVariants'));
  return h(
    'div',
    { class: 'variants' },
    variants.map((/** @type {any} */ variant) => variantRow(product, variant)),
  );
}

/** @param {any} product @param {any} variant */
function variantRow(product, variant) {
  const label = `${product.name} · ${variant.size}`;
  const price = h('input', {
    class: 'input price-input',
    type: 'text',
    inputmode: 'decimal',
    autocomplete: 'off',
    value: fmtPriceInput(variant.price),
    'aria-label': t('products.priceFor', { name: label }),
    dataset: { size: variant.size },
  });
  const save = h(
    'button',
    {
      type: 'submit',
      class: 'icon-btn save-btn',
      'aria-label': t('products.savePrice', { name: label }),
      title: t('common.save'),
    },
    icon('check'),
  );
  save.disabled = true;
  const form = h(
    'form',
    { class: 'price-form', novalidate: true },
    price,
    h('span', { class: 'unit', 'aria-hidden': 'true' }, '€'),
    save,
  );
  let saved = fmtPriceInput(variant.price);
  price.addEventListener('input', () => {
    save.disabled = price.value.trim() === saved;
    price.removeAttribute('aria-invalid');
    form.classList.toggle('dirty', !save.disabled);
  });
  price.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && price.value !== saved) {
      event.preventDefault();
      event.stopPropagation();
      price.value = saved;
      save.disabled = true;
      form.classList.remove('dirty');
    }
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (price.value.trim() === saved) return;
    const value = parsePrice(price.value);
    if (value === null) {
      price.setAttribute('aria-invalid', 'true');
      toast(t('products.priceInvalid'), 'error');
      return;
    }
    const old = variant.price;
    try {
      price.readOnly = true;
      await busy(save, () =>
        post(`/admin/api/products/${seg(product.slug)}/variants/${seg(variant.size)}/price`, { price: value }),
      );
      variant.price = value;
      variant.unit_price = nextUnitPrice(value, variant.unit_price, variant.net_quantity);
      unit.textContent = unitPriceText(variant.unit_price);
      saved = fmtPriceInput(value);
      price.value = saved;
      save.disabled = true;
      form.classList.remove('dirty');
      form.classList.add('saved');
      setTimeout(() => form.classList.remove('saved'), 1500);
      toast(t('products.priceChanged', { name: label, old: fmtMoney(old), new: fmtMoney(value) }));
    } catch (error) {
      price.setAttribute('aria-invalid', 'true');
      save.disabled = false;
      toast(errorText(error), 'error');
    } finally {
      price.readOnly = false;
    }
  });

  const unit = h(
    'span',
    { class: 'muted small unit-price', title: t('products.unitPrice') },
    unitPriceText(variant.unit_price),
  );
  const stock = select(
    STOCK_STATUSES.map((v) => [v, t(`stock.${v}`)]),
    variant.stock_status,
    { 'aria-label': t('products.stockFor', { name: label }) },
  );
  const quantity = h('input', {
    class: 'input input-small input-number stock-qty',
    type: 'text',
    inputmode: 'numeric',
    autocomplete: 'off',
    placeholder: '—',
    'aria-label': t('products.quantityFor', { name: label }),
    title: t('products.quantityHint'),
  });
  const counted = () => variant.stock_quantity !== null && variant.stock_quantity !== undefined;
  const quantityText = () => (counted() ? String(variant.stock_quantity) : '');
  const showStock = () => {
    stock.value = variant.stock_status;
    stock.className = ['input', 'input-small', 'stock-select', `stock-${variant.stock_status}`].join(' ');
    // A counted variant's status follows its count: the select shows it and is set by the count.
    stock.disabled = counted();
    stock.title = counted() ? t('products.stockFollows') : '';
    quantity.value = quantityText();
  };
  showStock();

  /** POSTs a stock change and shows the stock the server answers with (the status it derived). */
  /** @param {Record<string, unknown>} body */
  const saveStock = async (body) => {
    const { data } = await post(`/admin/api/products/${seg(product.slug)}/variants/${seg(variant.size)}/stock`, body);
    Object.assign(variant, {
      stock_status: data.after.stock_status,
      stock_quantity: data.after.stock_quantity,
      low_stock_threshold: data.after.low_stock_threshold,
    });
    showStock();
    const status = t(`stock.${variant.stock_status}`);
    const text = counted() ? `${t('products.units', { n: variant.stock_quantity })} · ${status}` : status;
    toast(t('products.stockChanged', { name: label, stock: text }));
  };

  stock.addEventListener('change', async () => {
    stock.disabled = true;
    try {
      await saveStock({ stock_status: stock.value });
    } catch (error) {
      toast(errorText(error), 'error');
      showStock();
    }
  });

  let saving = false;
  const saveQuantity = async () => {
    const text = quantity.value.trim();
    if (saving || text === quantityText()) return;
    if (text !== '' && !/^\d{1,7}$/.test(text)) {
      quantity.setAttribute('aria-invalid', 'true');
      toast(t('products.quantityInvalid'), 'error');
      return;
    }
    saving = true;
    quantity.readOnly = true;
    try {
      await saveStock({ stock_quantity: text === '' ? null : Number(text) });
      quantity.removeAttribute('aria-invalid');
    } catch (error) {
      quantity.setAttribute('aria-invalid', 'true');
      toast(errorText(error), 'error');
    } finally {
      saving = false;
      quantity.readOnly = false;
    }
  };
  quantity.addEventListener('change', () => void saveQuantity());
  quantity.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void saveQuantity();
    } else if (event.key === 'Escape' && quantity.value !== quantityText()) {
      event.preventDefault();
      event.stopPropagation();
      quantity.value = quantityText();
      quantity.removeAttribute('aria-invalid');
    }
  });

  return h(
    'div',
    { class: 'variant' },
    h('span', { class: 'variant-size', title: variant.ean ? `EAN ${variant.ean}` : undefined }, variant.size),
    form,
    unit,
    variant.compare_price
      ? h('s', { class: 'muted small compare', title: t('products.comparePrice') }, fmtMoney(variant.compare_price))
      : h('span', { class: 'compare' }),
    h('span', { class: 'stock-control' }, quantity, stock),
  );
}
