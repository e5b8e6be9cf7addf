import './draws.scss';

const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * A number shown like an odometer: while `rolling`, each digit's wheel turns and stops in turn,
 * from the left, at the fraction `stopAt(i)` of the motion, on the server's digit. Visual only
 * (`aria-hidden`): the screen says the number in words once it stands still.
 */
export function RollingNumber({ value, rolling, elapsed, duration }: { value: string; rolling: boolean; elapsed: number; duration: number }) {
  const n = value.length;
  const stopAt = (i: number) => (n <= 1 ? 1 : 0.4 + (0.6 * i) / (n - 1));
  return (
    <span className="rolling-number" aria-hidden="true">
      {[...value].map((digit, i) => {
        // A digit turns; a decimal point stands still.
        const turning = rolling && /\d/.test(digit) && elapsed < stopAt(i) * duration;
        return (
          <span key={i} className={turning ? 'rolling-digit is-turning' : 'rolling-digit'}>
            {turning ? (
              <span className="rolling-strip" style={{ animationDelay: `${-i * 70}ms` }}>
                {[...DIGITS, ...DIGITS].map((d, j) => (
                  <span key={j}>{d}</span>
                ))}
              </span>
            ) : (
              digit
            )}
          </span>
        );
      })}
    </span>
  );
}
