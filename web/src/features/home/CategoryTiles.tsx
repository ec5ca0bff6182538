// Item families of the current game as tiles leading into the market.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { store } from '../../shared/state/store';
import { Icon } from '../../shared/ui/Icon';
import { CATEGORIES, categoryHref } from './categories';
import { CategoryIcon } from './CategoryIcon';
import './home.css';

export function CategoryTiles() {
  const intl = useIntl();
  const { game } = useSnapshot(store);
  return (
    <section id="categories" className="section container" aria-labelledby="categories-title">
      <div className="section__head">
        <h2 id="categories-title" className="section__title">
          <FormattedMessage id="home.categories.title" values={{ game: intl.formatMessage({ id: `game.${game}.name` }) }} />
        </h2>
        <p className="section__text"><FormattedMessage id="home.categories.text" /></p>
      </div>
      <ul className="tiles">
        {CATEGORIES[game].map((id, index) => (
          <li key={id}>
            <Link href={categoryHref(id)} className={`tile tile--${index % 6}`}>
              <span className="tile__icon"><CategoryIcon id={id} /></span>
              <span className="tile__name"><FormattedMessage id={`category.${id}`} /></span>
              <span className="tile__hint"><FormattedMessage id={`category.${id}.hint`} /></span>
              <Icon name="arrowRight" size={18} className="tile__arrow" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
