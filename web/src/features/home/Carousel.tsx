import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '../../components/LocaleLink';
import { ChevronIcon } from '../../components/Icons';

const SLIDES = [
  { key: 'slide1', to: '/promotion/welcome', art: 'art-welcome' },
  { key: 'slide2', to: '/online-casino', art: 'art-fair' },
  { key: 'slide3', to: '/promotion/cashback', art: 'art-cashback' },
] as const;

const INTERVAL_MS = 7000;

/** The home carousel: buttons and dots to move, auto-advance paused on hover/focus and with reduced motion. */
export function Carousel() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (paused || reduce) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [paused]);

  const go = (i: number) => setIndex((i + SLIDES.length) % SLIDES.length);

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
      {SLIDES.map((slide, i) => (
        <div
          key={slide.key}
          className={`hero-slide ${slide.art}${i === index ? ' active' : ''}`}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} / ${SLIDES.length}`}
          hidden={i !== index}
        >
          <div className="hero-text">
            <p className="hero-kicker">{t(`home.${slide.key}.kicker`)}</p>
            <h2 className="hero-title">{t(`home.${slide.key}.title`)}</h2>
            <p className="hero-body">{t(`home.${slide.key}.text`)}</p>
            <LocaleLink to={slide.to} className="btn btn-secondary">
              {t(`home.${slide.key}.cta`)}
            </LocaleLink>
          </div>
          <div className="hero-art" aria-hidden="true" />
        </div>
      ))}
      <div className="hero-controls">
        <button type="button" className="btn btn-icon hero-nav" onClick={() => go(index - 1)} aria-label={t('a11y.previousSlide')}>
          <ChevronIcon dir="left" size={20} />
        </button>
        <div className="hero-dots">
          {SLIDES.map((slide, i) => (
            <button
              key={slide.key}
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
