// Joint login failure page (SPEC.md sections 2, 7): the server's failure message and a list of
// recommended products; choosing one is tracked (/gopia/goya/because) and opens its address.
import { screen } from '../../config/generated/screens/loginFailure';
import { trackFailureClick, type FailurePage, type Product } from './api';
import { RecommendedProducts, useProductClick } from './RecommendedProducts';
import { useOpeningData } from '../../runtime/opening/openedData';
import './loan.css';
import { Icon } from '../../ui/base/Icon';

const { texts, limits, data } = screen;

const track = (p: Product, index: number) => trackFailureClick(p.productId ?? undefined, index);

export default function LoginFailure() {
  const page = useOpeningData<FailurePage>();
  const products = useProductClick(track);
  const list = page.list ?? [];
  return (
    <main className="page loan">
      <title>{screen.title}</title>
      <h1 className="loan__title">{screen.title}</h1>
      <header className="loan-status">
        <Icon className="loan-status__icon" src={data.icon} alt={texts.statusIcon} />
        {page.noticeMessage ? <h2 className="loan-status__title">{page.noticeMessage}</h2> : null}
        {page.errMessage ? <p className="loan-status__text">{page.errMessage}</p> : null}
      </header>
      {list.length > 0 ? (
        <section aria-label={texts.recommended}>
          <h2 className="loan-section-title">{texts.recommended}</h2>
          <RecommendedProducts
            products={list}
            labels={{ list: texts.recommended, button: texts.productButton }}
            tagsOnFirst={limits.tagsOnFirst}
            busy={products.busy}
            onSelect={products.select}
          />
        </section>
      ) : null}
    </main>
  );
}
