//! The lobby's thumbnails, drawn by the project: an SVG of the theme's gradient, its first icon
//! and the game's name, about a kilobyte each. They change only with a
//! release, so browsers may keep them for a day).

use casino_core::games::catalog::{Entry, glyph};

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The SVG of one entry, 4:3.
pub fn svg(entry: &Entry) -> String {
    let [c1, c2] = entry.theme.colors;
    let icon = glyph(entry.theme.icons[entry.variant as usize % 4]);
    let name = escape(&entry.name);
    let studio = escape(entry.studio.name);
    let badge = escape(entry.config.engine());
    format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180" role="img" aria-label="{name}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#{c1:06x}"/><stop offset="1" stop-color="#{c2:06x}"/></linearGradient></defs><rect width="240" height="180" fill="url(#g)"/><circle cx="120" cy="72" r="46" fill="#fff" fill-opacity=".12"/><text x="120" y="94" font-size="60" text-anchor="middle" fill="#fff" font-family="DejaVu Sans,Segoe UI Symbol,Noto Sans Symbols,sans-serif">{icon}</text><rect y="132" width="240" height="48" fill="#000" fill-opacity=".45"/><text x="12" y="154" font-size="17" font-weight="700" fill="#fff" font-family="system-ui,sans-serif">{name}</text><text x="12" y="172" font-size="11" fill="#fff" fill-opacity=".8" font-family="system-ui,sans-serif">{studio} · {badge}</text></svg>"##
    )
}
