import { ArrowDown, ArrowRight } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../layout/use-page-meta.js';
import { LANDING_FEATURES } from './landing-features.js';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function LandingPage() {
  usePageMeta(
    'StallPlan: plan your trade-show stall in rupees',
    'Price your exhibition stall in rupees as you design it, find builders and vendors in your city, compare travel options and download your quote.',
  );
  const features = useRef<HTMLElement>(null);

  /** Learn More: scroll to the features and move focus there, so keyboard and screen-reader users land on them too. */
  const showFeatures = () => {
    const section = features.current;
    if (!section) return;
    section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    section.focus({ preventScroll: true });
  };

  return (
    <div>
      <section className="bg-gradient-to-b from-brand-50 to-paper px-4 py-20 sm:py-28">
        <div className="mx-auto max-w-4xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Exhibition planning for India</p>
          <h1 className="mt-4 text-4xl font-bold leading-tight text-ink sm:text-5xl">Plan your trade-show stall, priced in rupees</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
            Design your stall and watch its cost update, find builders and vendors in your city, compare travel options and prices, and leave with a quote you
            can share.
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to="/" className="btn-primary px-6 py-3 text-base">
              Get Started
              <ArrowRight className="size-5" aria-hidden />
            </Link>
            <button type="button" className="btn-secondary px-6 py-3 text-base" onClick={showFeatures}>
              Learn More
              <ArrowDown className="size-5" aria-hidden />
            </button>
          </div>
        </div>
      </section>

      <section id="features" ref={features} tabIndex={-1} aria-labelledby="features-title" className="scroll-mt-20 px-4 py-16 focus-visible:outline-none">
        <div className="mx-auto max-w-7xl">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="features-title" className="text-3xl font-bold text-ink">
              Everything for your next exhibition
            </h2>
            <p className="mt-3 text-slate-600">From the first cost estimate to the documents you take to your finance team.</p>
          </div>
          <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {LANDING_FEATURES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="card flex flex-col gap-3">
                <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="size-6" aria-hidden />
                </span>
                <h3 className="text-lg font-semibold text-ink">{title}</h3>
                <p className="text-sm leading-relaxed text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="cta-title" className="px-4 pb-20">
        <div className="mx-auto max-w-4xl rounded-2xl bg-brand-700 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="cta-title" className="text-3xl font-bold">
            Ready to plan your next stall?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-50">
            Start with your event city, dates and booth size, then design your stall and see what it costs in rupees.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to="/" className="btn border-white bg-white px-6 py-3 text-base text-brand-800 hover:bg-brand-50 focus-visible:outline-white">
              Start Planning
              <ArrowRight className="size-5" aria-hidden />
            </Link>
            <Link
              to="/find-builders"
              className="btn border-white/70 bg-transparent px-6 py-3 text-base text-white hover:bg-brand-800 focus-visible:outline-white"
            >
              Find Builders
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
