// @ts-check
/** The products tab's variant cells: inline price edits (de/en number formats) and the stock select. */
import { post, seg } from '../../api.js';
import { h, icon } from '../../dom.js';
import { STOCK_STATUSES } from '../../enums.js';
import { fmtMoney, fmtPriceInput, parsePrice, t } from '../../i18n.js';
import { busy, errorText, select, toast } from '../../ui.js';

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

  const stock = select(
    STOCK_STATUSES.map((v) => [v, t(`stock.${v}`)]),
    variant.stock_status,
    {
      class: ['input', 'input-small', 'stock-select', `stock-${variant.stock_status}`].join(' '),
      'aria-label': t('products.stockFor', { name: label }),
    },
  );
  stock.addEventListener('change', async () => {
    const next = stock.value;
    const previous = variant.stock_status;
    stock.disabled = true;
    try {
      await post(`/admin/api/products/${seg(product.slug)}/variants/${seg(variant.size)}/stock`, {
        stock_status: next,
      });
      variant.stock_status = next;
      stock.className = ['input', 'input-small', 'stock-select', `stock-${next}`].join(' ');
      toast(t('products.stockChanged', { name: label, stock: t(`stock.${next}`) }));
    } catch (error) {
      stock.value = previous;
      toast(errorText(error), 'error');
    } finally {
      stock.disabled = false;
    }
  });

  return h(
    'div',
    { class: 'variant' },
    h('span', { class: 'variant-size', title: variant.ean ? `EAN ${variant.ean}` : undefined }, variant.size),
    form,
    variant.compare_price
      ? h('s', { class: 'muted small compare', title: t('products.comparePrice') }, fmtMoney(variant.compare_price))
      : h('span', { class: 'compare' }),
    stock,
  );
}
