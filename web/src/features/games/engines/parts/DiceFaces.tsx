const FACES = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

/** Dice as their faces; with a label, one image for screen readers, otherwise decoration. */
export function DiceFaces({ dice, label }: { dice: readonly number[]; label?: string }) {
  const faces = dice.map((d) => FACES[d - 1] ?? String(d)).join(' ');
  return label ? (
    <span className="dice-faces" role="img" aria-label={label}>
      {faces}
    </span>
  ) : (
    <span className="dice-faces" aria-hidden="true">
      {faces}
    </span>
  );
}
