import { useMotion } from './motion';
import { unlockSound } from './sound';
import { usePlayText } from './strings';

/**
 * The game's two settings, remembered on this device: quick play (shorter animations) and sound
 * (off until turned on). With reduced motion asked by the system, results show at once anyway,
 * which the quick-play button says.
 */
export function MotionSettings() {
  const t = usePlayText();
  const { pace, prefs, setQuick, setSound } = useMotion();
  const still = pace === 'still';
  return (
    <div className="btn-group motion-settings" role="group" aria-label={t('motion.settings')}>
      <button
        type="button"
        className={prefs.quick || still ? 'btn btn-sm btn-secondary' : 'btn btn-sm btn-outline-secondary'}
        aria-pressed={prefs.quick || still}
        disabled={still}
        title={still ? t('motion.reduced') : undefined}
        onClick={() => setQuick(!prefs.quick)}
      >
        {t('motion.quick')}
      </button>
      <button
        type="button"
        className={prefs.sound ? 'btn btn-sm btn-secondary' : 'btn btn-sm btn-outline-secondary'}
        aria-pressed={prefs.sound}
        onClick={() => {
          if (!prefs.sound) unlockSound();
          setSound(!prefs.sound);
        }}
      >
        {t('motion.sound')}
      </button>
    </div>
  );
}
