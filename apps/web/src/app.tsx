import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { HomePage } from './pages/home-page.js';
import { NotFoundPage } from './pages/not-found-page.js';

export function App() {
  return (
    <BrowserRouter>
      <header className="site-header">
        <Link to="/" className="brand">
          StallPlan
        </Link>
      </header>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
