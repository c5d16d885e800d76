import { Link } from 'react-router-dom';
import { message } from '../../config';

export default function NotFound() {
  return (
    <main className="page page--center" aria-labelledby="not-found-title">
      {/* The host answers an unknown address with another page's document, and that page's title. */}
      <title>{message('notFoundTitle')}</title>
      <h1 id="not-found-title">{message('notFoundTitle')}</h1>
      <p>{message('notFoundText')}</p>
      <Link to="/">{message('notFoundHome')}</Link>
    </main>
  );
}
