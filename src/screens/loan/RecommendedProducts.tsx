// Recommended products (SPEC.md section 3; CONTRACT.md section 4): logo, name, amount range and
// rate with their descriptions, tags on the first few only, and a button that is greyed and inert
// when the product is disabled (enabled 0). Choosing one tracks the click, asks /gopia/goya/define
// for the product's address and follows it (a web address opens, the app scheme goes to the app).
import { useCallback } from 'react';
import { config } from '../../config';
import { useActionEnv } from '../../runtime/shared/actions';
import { fill } from '../../runtime/base/template';
import { endAfter, useSingleFlight } from '../../runtime/shared/useSingleFlight';
import { productTarget, type Product } from './api';
import { Icon } from '../../ui/base/Icon';

function isEnabled(product: Product): boolean {
  return product.enabled !== false && String(product.enabled ?? 1) !== '0';
}

interface ProductLabels {
  /** The list's accessible name. */
  list: string;
  /** A product button's accessible name, from {buttonText} and {name}. */
  button: string;
}

export function RecommendedProducts({
  products,
  labels,
  tagsOnFirst,
  busy,
  onSelect,
}: {
  products: Product[];
  labels: ProductLabels;
  tagsOnFirst: number;
  busy: boolean;
  onSelect: (product: Product, index: number) => void;
}) {
  return (
    <ul className="loan-products" aria-label={labels.list}>
      {products.map((p, index) => {
        const enabled = isEnabled(p);
        const tags = index < tagsOnFirst ? (p.tags ?? []) : [];
        return (
          <li key={`${String(p.productId ?? '')}-${index}`} className="card loan-product">
            <div className="loan-product__head">
              {p.logo ? <Icon className="loan-product__logo" src={p.logo} alt="" /> : null}
              <span className="loan-product__name">{p.name}</span>
            </div>
            {tags.length > 0 ? (
              <ul className="loan-product__tags">
                {tags.map((t) => (
                  <li key={String(t)}>{t}</li>
                ))}
              </ul>
            ) : null}
            <div className="loan-product__figures">
              <div>
                <strong>{p.range}</strong>
                <span>{p.rangeDesc}</span>
              </div>
              <div>
                <strong>{p.rate}</strong>
                <span>{p.rateDesc}</span>
              </div>
            </div>
            <button
              type="button"
              className="btn btn--primary loan-product__button"
              style={
                enabled
                  ? undefined
                  : { background: config.disabledButtonColor, borderColor: config.disabledButtonColor }
              }
              disabled={!enabled || busy}
              aria-label={fill(labels.button, { buttonText: p.buttonText ?? '', name: p.name ?? '' })}
              onClick={() => onSelect(p, index)}
            >
              {p.buttonText}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * What choosing a product does; `track` is the page's own click-tracking call, whose answer is not
 * waited on for meaning, only for order. One tap, one request: taps while busy are ignored.
 */
export function useProductClick(track: (product: Product, index: number) => Promise<unknown>) {
  const { busy, run } = useSingleFlight();
  const env = useActionEnv();
  const select = useCallback(
    (product: Product, index: number) => {
      if (!isEnabled(product)) return;
      void run(async () => {
        // The click's tracking goes out first and outlives the page; its answer is not waited for.
        void track(product, index);
        const url = await productTarget(product.productId ?? undefined, index);
        if (!url) return;
        return endAfter(env.openServerUrl(url, false));
      });
    },
    [track, run, env],
  );
  return { busy, select };
}
