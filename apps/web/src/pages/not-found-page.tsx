import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <main className="page">
      <section className="card">
        <h1>Page not found</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        <Link to="/">Back to the home page</Link>
      </section>
    </main>
  );
}
