import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronIcon } from '../../components/Icons';
import { useSlider } from '../../lib/contentReading';

const INTERVAL_MS = 7000;

/**
 * The home carousel, its slides edited in the content editor (`front/get_slider`; the server puts
 * them into the home page it answers). Buttons and dots move it; it advances by itself only
 * while nobody hovers or focuses it, and never with reduced motion. Slides whose drawing the
 * site has (`art-welcome`, ...) show it; a slide with a picture shows the picture.
 */
export function Carousel() {
  const { t } = useTranslation();
  const slides = useSlider().data?.slides ?? [];
  const count = slides.length;
  const [chosen, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const index = count === 0 ? 0 : chosen % count;

  useEffect(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (paused || reduce || count < 2) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [paused, count]);

  // Until the slides arrive (a later visit to the home page), the carousel keeps its place.
  if (count === 0) return <section className="hero-carousel hero-empty" aria-hidden="true" />;

  const go = (i: number) => setIndex((i + count) % count);

  return (
    <section
      className="hero-carousel"
      aria-roledescription="carousel"
      aria-label={t('a11y.carousel')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {slides.map((slide, i) => (
        <div
          key={slide.id}
          className={`hero-slide art-${slide.id}${i === index ? ' active' : ''}`}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} / ${count}`}
          hidden={i !== index}
        >
          <div className="hero-text">
            {slide.kicker ? <p className="hero-kicker">{slide.kicker}</p> : null}
            <h2 className="hero-title">{slide.title}</h2>
            {slide.text ? <p className="hero-body">{slide.text}</p> : null}
            {/* The server gives the link in the page's language already. */}
            <Link to={slide.link} className="btn btn-secondary">
              {slide.action}
            </Link>
          </div>
          <div className="hero-art" aria-hidden="true">
            {slide.image ? <img src={slide.image} alt="" className="hero-image" loading="lazy" /> : null}
          </div>
        </div>
      ))}
      <div className="hero-controls">
        <button type="button" className="btn btn-icon hero-nav" onClick={() => go(index - 1)} aria-label={t('a11y.previousSlide')}>
          <ChevronIcon dir="left" size={20} />
        </button>
        <div className="hero-dots">
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className={`hero-dot${i === index ? ' active' : ''}`}
              aria-label={t('a11y.goToSlide', { n: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <button type="button" className="btn btn-icon hero-nav" onClick={() => go(index + 1)} aria-label={t('a11y.nextSlide')}>
          <ChevronIcon size={20} />
        </button>
      </div>
    </section>
  );
}
