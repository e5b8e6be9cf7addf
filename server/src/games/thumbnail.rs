//! The lobby's thumbnails, drawn by the project: an SVG of the theme's gradient and one of its
//! icons (the art the game screens draw too), about 1 KB each. They change only with a release,
//! so browsers keep them a day.

use casino_core::games::catalog::{Entry, art};

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The SVG of one entry, 4:3: the lobby's tile writes the name and studio under it, so the
/// picture carries them only as its accessible name. The icon's art (a 64 × 64 box coloured
/// with `currentColor`) is drawn white, 72 pixels wide, in the light disc.
pub fn svg(entry: &Entry) -> String {
    let [c1, c2] = entry.theme.colors;
    let icon = entry.theme.icons[entry.variant as usize % 4];
    let picture = art(icon).or_else(|| art("star")).unwrap_or_default();
    let name = escape(&entry.name);
    format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180" role="img" aria-label="{name}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#{c1:06x}"/><stop offset="1" stop-color="#{c2:06x}"/></linearGradient></defs><rect width="240" height="180" fill="url(#g)"/><circle cx="120" cy="84" r="54" fill="#fff" fill-opacity=".12"/><g transform="translate(84 48) scale(1.125)" color="#fff">{picture}</g></svg>"##
    )
}
