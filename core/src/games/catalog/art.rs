//! The pictures of the icons, drawn by the project: the lobby's thumbnails and the game screens
//! (a slot's dearest symbols, a scratch card's prizes) draw the same art, so a game looks the same
//! in the lobby and on its screen, and nothing is an emoji or a font's glyph that some machines
//! cannot show.
//!
//! Each picture is the inner markup of an SVG whose view box is `0 0 64 64`: a few `path`,
//! `circle`, `rect`, `ellipse` and `polygon` elements filled or stroked with `currentColor` (the
//! details with a lower opacity or cut out of the shape), so the page colours it with the theme
//! and the light or dark mode by setting `color`. Drawn to read at 40 pixels.
//!
//! 81 icons, 22,456 bytes in all (none over 400).

use super::Entry;
use crate::games::GameConfig;

/// The art of every icon, by name (sorted: looked up by binary search).
const ART: &[(&str, &str)] = &[
    (
        "anchor",
        r#"<circle cx="32" cy="11" r="5" fill="none" stroke="currentColor" stroke-width="4"/><path d="M29 16h6v36h-6zM19 23h26v5H19z" fill="currentColor"/><path d="M10 36q2 20 22 20t22-20" fill="none" stroke="currentColor" stroke-width="5"/><path d="M3 40l7-12 8 10zM61 40l-7-12-8 10z" fill="currentColor"/>"#,
    ),
    (
        "ankh",
        r#"<ellipse cx="32" cy="16" rx="9" ry="12" fill="none" stroke="currentColor" stroke-width="6"/><path d="M12 29h40v7H12zM28.5 33h7l2 27h-11z" fill="currentColor"/>"#,
    ),
    (
        "axe",
        r#"<path d="M38 9L44 12L16 61L10 58Z" fill="currentColor"/><path d="M41 14L46 22C52 17 59 16 64 18C54 26 47 38 46 50C42 46 40 39 41 31L34 26Z" fill="currentColor"/>"#,
    ),
    (
        "ball",
        r#"<circle cx="32" cy="32" r="26" fill="none" stroke="currentColor" stroke-width="4"/><polygon points="32,20 43.4,28.3 39.1,41.7 24.9,41.7 20.6,28.3" fill="currentColor"/><path d="M32 20V7M43 28l12-4M39 42l8 10M25 42l-8 10M21 28l-12-4" fill="none" stroke="currentColor" stroke-width="3.5"/>"#,
    ),
    (
        "balloon",
        r#"<ellipse cx="32" cy="24" rx="17" ry="20" fill="currentColor"/><polygon points="32,42 27,50 37,50" fill="currentColor"/><path d="M32 50q-6 5 0 8t-2 5" fill="none" stroke="currentColor" stroke-width="2"/><path d="M22 14q3-6 8-7" fill="none" stroke="currentColor" stroke-width="3" stroke-opacity=".4" stroke-linecap="round"/>"#,
    ),
    (
        "bar",
        r#"<rect x="4" y="16" width="56" height="32" rx="5" fill="none" stroke="currentColor" stroke-width="4"/><path d="M12 40V24h6a4 4 0 0 1 0 8h-6 7a4 4 0 0 1 0 8zM25 40l5-16 5 16M27 35h6M40 40V24h6a4 4 0 0 1 0 8h-6 6l5 8" fill="none" stroke="currentColor" stroke-width="3" stroke-linejoin="round"/>"#,
    ),
    (
        "bat",
        r#"<path d="M32 20 35 13 37 21 41 24 50 16 63 13 60 26 59 35 53 30 48 38 42 33 36 44 32 48 32 48 28 44 22 33 16 38 11 30 5 35 4 26 1 13 14 16 23 24 27 21 29 13 32 20zM26.9 26a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0-3.2 0zM33.9 26a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0-3.2 0z" fill="currentColor" fill-rule="evenodd"/>"#,
    ),
    (
        "bear",
        r#"<circle cx="15" cy="16" r="8" fill="currentColor"/><circle cx="49" cy="16" r="8" fill="currentColor"/><path d="M10 35a22 22 0 1 0 44 0a22 22 0 1 0-44 0zM20 44a12 9 0 1 0 24 0a12 9 0 1 0-24 0zM20.2 30a2.8 2.8 0 1 0 5.6 0a2.8 2.8 0 1 0-5.6 0zM38.2 30a2.8 2.8 0 1 0 5.6 0a2.8 2.8 0 1 0-5.6 0z" fill="currentColor" fill-rule="evenodd"/><ellipse cx="32" cy="39" rx="5" ry="3.5" fill="currentColor"/>"#,
    ),
    (
        "bell",
        r#"<path d="M32 5c-3 0-4 2-4 4-9 2-14 10-14 21 0 9-2 15-8 19h52c-6-4-8-10-8-19 0-11-5-19-14-21 0-2-1-4-4-4z" fill="currentColor"/><circle cx="32" cy="55" r="6" fill="currentColor"/><path d="M21 28q1-8 7-11" fill="none" stroke="currentColor" stroke-width="3" stroke-opacity=".45" stroke-linecap="round"/>"#,
    ),
    (
        "belt",
        r#"<rect x="2" y="24" width="60" height="16" rx="3" fill="currentColor" fill-opacity=".5"/><rect x="6" y="27" width="8" height="10" fill="currentColor"/><rect x="50" y="27" width="8" height="10" fill="currentColor"/><path d="M16 32a16 14 0 1 0 32 0a16 14 0 1 0-32 0zM32 22 34.5 28.6 41.5 28.9 36 33.3 37.9 40.1 32 36.2 26.1 40.1 28 33.3 22.5 28.9 29.5 28.6z" fill="currentColor" fill-rule="evenodd"/>"#,
    ),
    (
        "blossom",
        r#"<path d="M21 17a11 11 0 1 0 22 0a11 11 0 1 0-22 0zM35.3 27.4a11 11 0 1 0 22 0a11 11 0 1 0-22 0zM29.8 44.1a11 11 0 1 0 22 0a11 11 0 1 0-22 0zM12.2 44.1a11 11 0 1 0 22 0a11 11 0 1 0-22 0zM6.7 27.4a11 11 0 1 0 22 0a11 11 0 1 0-22 0z" fill="currentColor"/><circle cx="32" cy="32" r="3.5" fill="currentColor"/>"#,
    ),
    (
        "boat",
        r#"<path d="M3 38h58l-9 16H12z" fill="currentColor"/><rect x="30" y="24" width="16" height="11" fill="currentColor" fill-opacity=".6"/><path d="M20 38V8M20 10l18 16" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round"/>"#,
    ),
    (
        "butterfly",
        r#"<path d="M31 30C26 10 8 4 6 16c-2 10 10 16 25 16zM33 30c5-20 23-26 25-14 2 10-10 16-25 16zM31 35C18 35 10 42 14 52c4 6 14 0 17-14zM33 35c13 0 21 7 17 17-4 6-14 0-17-14z" fill="currentColor" fill-opacity=".7"/><ellipse cx="32" cy="34" rx="2.5" ry="14" fill="currentColor"/><path d="M31 21Q28 12 24 9M33 21q3-9 7-12" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>"#,
    ),
    (
        "cactus",
        r#"<path d="M26 60V14a6 6 0 0 1 12 0v46z" fill="currentColor"/><path d="M28 42h-9q-5 0-5-5V24M36 35h9q5 0 5-5V18" fill="none" stroke="currentColor" stroke-width="6" stroke-linecap="round"/><path d="M8 60h48" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round"/>"#,
    ),
    (
        "candy",
        r#"<circle cx="32" cy="32" r="13" fill="currentColor"/><path d="M20 32L5 21v22zM44 32l15-11v22z" fill="currentColor" fill-opacity=".6"/><path d="M25 24q10 4 14 14" fill="none" stroke="currentColor" stroke-width="3" stroke-opacity=".4" stroke-linecap="round"/>"#,
    ),
    (
        "chalice",
        r#"<path d="M13 7h38q0 25-19 27Q13 32 13 7z" fill="currentColor"/><rect x="29" y="33" width="6" height="15" fill="currentColor"/><ellipse cx="32" cy="41" rx="6" ry="3" fill="currentColor"/><path d="M17 59q0-10 15-10t15 10z" fill="currentColor"/><path d="M20 14q1 10 8 14" fill="none" stroke="currentColor" stroke-width="3" stroke-opacity=".45" stroke-linecap="round"/>"#,
    ),
    (
        "cherry",
        r#"<circle cx="19" cy="46" r="12" fill="currentColor"/><circle cx="44" cy="48" r="12" fill="currentColor"/><path d="M19 35Q22 18 40 8M44 37Q42 22 40 8" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round"/><path d="M40 8q12-6 19 3-10 7-19-3z" fill="currentColor" fill-opacity=".6"/>"#,
    ),
    (
        "clock",
        r#"<circle cx="32" cy="35" r="24" fill="none" stroke="currentColor" stroke-width="5"/><path d="M32 21v14l9 7" fill="none" stroke="currentColor" stroke-width="4" stroke-linecap="round"/><path d="M27 3h10v6h-3v3h-4V9h-3z" fill="currentColor"/><path d="M32 15v4M32 51v4M12 35h4M48 35h4" fill="none" stroke="currentColor" stroke-width="3" stroke-opacity=".6"/>"#,
    ),
    (
        "clover",
        r#"<path d="M32 28c0-6-4-16 4-21c5-2 11 3 7 10c7-4 12 2 10 7c-5 8-15 4-21 4zm0 0c6 0 16-4 21 4c2 5-3 11-10 7c4 7-2 12-7 10c-8-5-4-15-4-21zm0 0c0 6 4 16-4 21c-5 2-11-3-7-10c-7 4-12-2-10-7c5-8 15-4 21-4zm0 0c-6 0-16 4-21-4c-2-5 3-11 10-7c-4-7 2-12 7-10c8 5 4 15 4 21z" fill="currentColor"/><path d="M33 30q2 18 10 30" fill="none" stroke="currentColor" stroke-width="4" stroke-linecap="round"/>"#,
    ),
    (
        "club",
        r#"<path d="M21 18a11 11 0 1 0 22 0a11 11 0 1 0-22 0zM8 36a11 11 0 1 0 22 0a11 11 0 1 0-22 0zM34 36a11 11 0 1 0 22 0a11 11 0 1 0-22 0zM30 30h4l5 28H25z" fill="currentColor"/>"#,
    ),
    (
        "coin",
        r#"<path d="M5 32a27 27 0 1 0 54 0a27 27 0 1 0-54 0zM9 32a23 23 0 1 0 46 0a23 23 0 1 0-46 0zM12 32a20 20 0 1 0 40 0a20 20 0 1 0-40 0zM32 20 34.9 28 43.4 28.3 36.8 33.5 39.1 41.7 32 37 24.9 41.7 27.2 33.5 20.6 28.3 29.1 28z" fill="currentColor" fill-rule="evenodd"/>"#,
    ),
    (
        "comet",
        r#"<circle cx="18" cy="46" r="11" fill="currentColor"/><path d="M9 40L46 6 23 52zM26 55l32-33-30 18z" fill="currentColor" fill-opacity=".5"/><path d="M13 36L57 5M29 53l30-28" fill="none" stroke="currentColor" stroke-width="2.5" stroke-opacity=".7" stroke-linecap="round"/>"#,
    ),
    (
        "crown",
        r#"<path d="M7 20l12 14 13-22 13 22 12-14-4 28H11z" fill="currentColor"/><circle cx="7" cy="18" r="4" fill="currentColor"/><circle cx="32" cy="10" r="4" fill="currentColor"/><circle cx="57" cy="18" r="4" fill="currentColor"/><rect x="11" y="51" width="42" height="6" rx="2" fill="currentColor"/>"#,
    ),
    (
        "crystal",
        r#"<polygon points="32,4 41,14 41,52 32,60 23,52 23,14" fill="currentColor"/><polygon points="14,22 20,26 20,52 14,58 8,52 8,28" fill="currentColor" fill-opacity=".6"/><polygon points="50,18 56,24 56,52 50,58 44,52 44,24" fill="currentColor" fill-opacity=".6"/><path d="M32 12v44" fill="none" stroke="currentColor" stroke-width="2" stroke-opacity=".35"/>"#,
    ),
    (
        "cupcake",
        r#"<path d="M14 38h36l-5 21H19z" fill="currentColor" fill-opacity=".6"/><path d="M24 38l2 21M32 38v21M40 38l-2 21" fill="none" stroke="currentColor" stroke-width="2.5"/><path d="M11 37c-4-11 6-15 11-14 0-11 6-13 10-13s10 2 10 13c5-1 15 3 11 14z" fill="currentColor"/><circle cx="32" cy="7" r="4" fill="currentColor"/>"#,
    ),
    (
        "diamond",
        r#"<path d="M32 3l25 29-25 29L7 32zM32 14L47 32 32 50 17 32z" fill="currentColor" fill-rule="evenodd"/><polygon points="32,17 44,32 32,47 20,32" fill="currentColor" fill-opacity=".5"/>"#,
    ),
    (
        "dragon",
        r#"<path d="M10 62 12 52 4 50 13 43 6 38 15 34 16 27 2 10 22 21 16 4 30 17 42 14 54 18 62 23 60 28 44 30 40 32 57 38 52 42 36 45 30 52 29 62zM34 24l8-4-1 5z" fill="currentColor" fill-rule="evenodd"/><path d="M47 30l1 3 2-3M53 30l1 3 2-3" fill="none" stroke="currentColor" stroke-width="1.5" stroke-opacity=".6"/>"#,
    ),
    (
        "eye",
        r#"<path d="M4 29q28-22 56 0-28 20-56 0z" fill="none" stroke="currentColor" stroke-width="4" stroke-linejoin="round"/><circle cx="32" cy="29" r="8" fill="currentColor"/><path d="M8 14q24-10 48 0" fill="none" stroke="currentColor" stroke-width="4" stroke-linecap="round"/><path d="M26 41l-5 17M38 42q3 14 14 8" fill="none" stroke="currentColor" stroke-width="4" stroke-linecap="round"/>"#,
    ),
    (
        "fan",
        r#"<path d="M21 47 3 32 8 27 13 23 19 20 25 19 32 18 39 19 45 20 51 23 56 27 61 32 43 47z" fill="currentColor" fill-opacity=".6"/><path d="M32 56L3 32M32 56L13 23M32 56L25 19M32 56L39 19M32 56L51 23M32 56L61 32" fill="none" stroke="currentColor" stroke-width="2.5"/><circle cx="32" cy="56" r="5" fill="currentColor"/>"#,
    ),
    (
        "feather",
        r#"<path d="M52 5C30 8 14 28 14 52l6-2c16-6 34-24 32-45z" fill="currentColor" fill-opacity=".6"/><path d="M6 60L48 12" fill="none" stroke="currentColor" stroke-width="3.5" stroke-linecap="round"/>"#,
    ),
    (
        "fish",
        r#"<path d="M4 32q20-22 42-4l14-12v32L46 36Q24 54 4 32zM13 29a3 3 0 1 0 6 0a3 3 0 1 0-6 0z" fill="currentColor" fill-rule="evenodd"/><path d="M28 24q6 8 0 16" fill="none" stroke="currentColor" stroke-width="2.5" stroke-opacity=".4" stroke-linecap="round"/>"#,
    ),
    (
        "flag",
        r#"<path d="M12 8h44v27H12z" fill="currentColor" fill-opacity=".3"/><path d="M12 8h11v9h-11zM34 8h11v9h-11zM23 17h11v9h-11zM45 17h11v9h-11zM12 26h11v9h-11zM34 26h11v9h-11z" fill="currentColor"/><path d="M10 60V5" fill="none" stroke="currentColor" stroke-width="4" stroke-linecap="round"/>"#,
    ),
    (
        "flame",
        r#"<path d="M32 3c4 12 20 20 18 38-1 12-9 19-18 19s-18-7-18-19c0-12 10-16 10-28 6 6 6 12 8 14 2-8 2-16 0-24zM32 57c-6 0-10-5-8-11s6-6 8-12c4 6 10 10 8 16-1 5-4 7-8 7z" fill="currentColor" fill-rule="evenodd"/><path d="M32 57c-6 0-10-5-8-11s6-6 8-12c4 6 10 10 8 16-1 5-4 7-8 7z" fill="currentColor" fill-opacity=".5"/>"#,
    ),
    (
        "gear",
        r#"<path d="M28 10 28 3 36 3 36 10 44 14 50 9 55 14 50 20 54 28 61 28 61 36 54 36 50 44 55 50 50 55 44 50 36 54 36 61 28 61 28 54 20 50 14 55 9 50 14 44 10 36 3 36 3 28 10 28 14 20 9 14 14 9 20 14zM24 32a8 8 0 1 0 16 0a8 8 0 1 0-16 0z" fill="currentColor" fill-rule="evenodd"/><circle cx="32" cy="32" r="14" fill="none" stroke="currentColor" stroke-width="3" stroke-opacity=".4"/>"#,
    ),
    (
        "gem",
        r#"<polygon points="18,10 46,10 58,24 6,24" fill="currentColor"/><polygon points="6,27 58,27 32,58" fill="currentColor" fill-opacity=".6"/><path d="M20 27l12 31 12-31" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linejoin="round"/><path d="M24 10l-4 14M40 10l4 14" fill="none" stroke="currentColor" stroke-width="2.5" stroke-opacity=".4"/>"#,
    ),
    (
        "glove",
        r#"<path d="M19 47C11 43 7 33 7 23 7 12 17 4 31 4s25 7 25 21c0 12-5 20-11 22zM9 27c7-4 16-2 19 8l-2 11h-1l.5-10C24 29 17 27 10 31z" fill="currentColor" fill-rule="evenodd"/><rect x="18" y="50" width="28" height="10" rx="2" fill="currentColor"/><path d="M22 14q10-4 22 0" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-opacity=".4"/>"#,
    ),
    (
        "grape",
        r#"<path d="M9 22a7 7 0 1 0 14 0a7 7 0 1 0-14 0zM25 22a7 7 0 1 0 14 0a7 7 0 1 0-14 0zM41 22a7 7 0 1 0 14 0a7 7 0 1 0-14 0zM17 36a7 7 0 1 0 14 0a7 7 0 1 0-14 0zM33 36a7 7 0 1 0 14 0a7 7 0 1 0-14 0zM25 50a7 7 0 1 0 14 0a7 7 0 1 0-14 0zM34 9q10-6 18 0-10 6-18 0z" fill="currentColor"/><path d="M32 15q0-6 4-10" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round"/>"#,
    ),
    (
        "harp",
        r#"<path d="M14 8v50M14 10c12-8 20 12 36 8M50 18L18 58" fill="none" stroke="currentColor" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><path d="M22 12v40M29 14v32M36 15v22M43 17v11" fill="none" stroke="currentColor" stroke-width="2"/>"#,
    ),
    (
        "heart",
        r#"<path d="M32 58C14 44 4 34 4 22 4 12 12 6 20 6c6 0 10 4 12 8 2-4 6-8 12-8 8 0 16 6 16 16 0 12-10 22-28 36z" fill="currentColor"/>"#,
    ),
    (
        "helmet",
        r#"<path d="M12 40c0-18 8-26 20-26s20 8 20 26zM10 40h44v7H10zM29 46h6v13h-6z" fill="currentColor"/><path d="M14 30C6 26 3 16 8 5c2 10 6 15 12 17zM50 30c8-4 11-14 6-25-2 10-6 15-12 17z" fill="currentColor" fill-opacity=".7"/>"#,
    ),
    (
        "hook",
        r#"<circle cx="38" cy="8" r="4" fill="none" stroke="currentColor" stroke-width="3"/><path d="M38 12v32a12 12 0 0 1-24 0v-8" fill="none" stroke="currentColor" stroke-width="5" stroke-linecap="round"/><polygon points="14,26 21,38 14,36 8,40" fill="currentColor"/>"#,
    ),
    (
        "horse",
        r#"<path d="M52 60l-2-20c0-14-4-24-14-30l-3-7-4 7C20 12 10 22 6 32c-2 4 0 8 4 8 6 0 10-2 14-4 2 6 0 14-4 24zM25.5 20a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0z" fill="currentColor" fill-rule="evenodd"/><path d="M38 8c8 4 14 14 16 30" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-opacity=".5"/>"#,
    ),
    (
        "horseshoe",
        r#"<path d="M7 6v26a25 25 0 0 0 50 0V6H46v26a14 14 0 0 1-28 0V6zM11 12h3v5h-3zM11 26h3v5h-3zM50 12h3v5h-3zM50 26h3v5h-3z" fill="currentColor" fill-rule="evenodd"/>"#,
    ),
    (
        "idol",
        r#"<polygon points="10,18 32,2 54,18" fill="currentColor"/><path d="M14 20h36v38H14zM19 28h10v6H19zM35 28h10v6H35zM29 36h6v6h-6zM23 46h18v6H23z" fill="currentColor" fill-rule="evenodd"/><rect x="6" y="26" width="6" height="16" fill="currentColor" fill-opacity=".6"/><rect x="52" y="26" width="6" height="16" fill="currentColor" fill-opacity=".6"/>"#,
    ),
    (
        "key",
        r#"<circle cx="16" cy="32" r="10" fill="none" stroke="currentColor" stroke-width="6"/><path d="M26 29h32v6H26zM44 35h5v10h-5zM52 35h5v7h-5z" fill="currentColor"/>"#,
    ),
    (
        "lantern",
        r#"<ellipse cx="32" cy="32" rx="20" ry="16" fill="currentColor" fill-opacity=".8"/><ellipse cx="32" cy="32" rx="9" ry="16" fill="none" stroke="currentColor" stroke-width="2"/><path d="M23 11h18v6H23zM23 47h18v6H23z" fill="currentColor"/><path d="M32 3v8M32 53v9M28 55v6M36 55v6" fill="none" stroke="currentColor" stroke-width="2"/>"#,
    ),
    (
        "leaf",
        r#"<path d="M10 54C8 30 22 10 56 8c0 32-20 48-46 46zM16 50L48 16l2 2-32 34z" fill="currentColor" fill-rule="evenodd"/><path d="M4 60l10-10" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round"/>"#,
    ),
    (
        "lemon",
        r#"<path d="M4 32l5-3c6-15 15-17 23-17s17 2 23 17l5 3-5 3c-6 15-15 17-23 17S15 50 9 35z" fill="currentColor"/><path d="M16 28q6-8 14-9" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-opacity=".4"/>"#,
    ),
    (
        "lightning",
        r#"<polygon points="40,2 14,36 29,36 22,62 50,25 35,25 46,2" fill="currentColor"/>"#,
    ),
    (
        "lion",
        r#"<path d="M32 4 39 11 49 10 51 19 60 24 55 33 60 42 51 47 49 56 39 55 32 62 25 55 15 56 13 47 4 42 9 33 4 24 13 19 15 10 25 11z" fill="currentColor" fill-opacity=".6"/><path d="M15 34a17 17 0 1 0 34 0a17 17 0 1 0-34 0zM14 20a5 5 0 1 0 10 0a5 5 0 1 0-10 0zM40 20a5 5 0 1 0 10 0a5 5 0 1 0-10 0zM23 31a3 3 0 1 1 6 0a3 3 0 1 1-6 0zM35 31a3 3 0 1 1 6 0a3 3 0 1 1-6 0zM28 39h8l-4 5z" fill="currentColor"/>"#,
    ),
    (
        "mask",
        r#"<path d="M10 12c10-8 34-8 44 0 4 24-8 46-22 48C18 58 6 36 10 12zM16 26c4-4 10-4 13 2-5 2-10 2-13-2zM48 26c-4-4-10-4-13 2 5 2 10 2 13-2zM24 46c4-2 12-2 16 0-4 4-12 4-16 0z" fill="currentColor" fill-rule="evenodd"/><path d="M32 10v28" fill="none" stroke="currentColor" stroke-width="2.5" stroke-opacity=".35"/>"#,
    ),
    (
        "moon",
        r#"<path d="M40 6a27 27 0 1 0 19 38A21 21 0 1 1 40 6z" fill="currentColor"/><path d="M50 10 51.8 14.2 56 16 51.8 17.8 50 22 48.2 17.8 44 16 48.2 14.2z" fill="currentColor" fill-opacity=".6"/>"#,
    ),
    (
        "orange",
        r#"<path d="M9 36a23 23 0 1 0 46 0a23 23 0 1 0-46 0zM22 30a2 2 0 1 0 4 0a2 2 0 1 0-4 0zM36 44a2 2 0 1 0 4 0a2 2 0 1 0-4 0zM42 30a2 2 0 1 0 4 0a2 2 0 1 0-4 0z" fill="currentColor" fill-rule="evenodd"/><path d="M32 13q2-9 13-9-1 10-13 9z" fill="currentColor" fill-opacity=".6"/><path d="M32 14V8" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round"/>"#,
    ),
    (
        "owl",
        r#"<path d="M14 20l-2-14 12 8c4-2 12-2 16 0l12-8-2 14c6 10 4 30-6 38H20C10 50 8 30 14 20zM15 28a8 8 0 1 0 16 0a8 8 0 1 0-16 0zM33 28a8 8 0 1 0 16 0a8 8 0 1 0-16 0zM30 36h4l-2 6z" fill="currentColor" fill-rule="evenodd"/><path d="M19.5 28a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0zM37.5 28a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0z" fill="currentColor"/>"#,
    ),
    (
        "parrot",
        r#"<path d="M28 24c-6 10-4 22 6 28l16 12 4-4-12-14c2-12-2-20-8-22z" fill="currentColor" fill-opacity=".7"/><path d="M17 18a11 11 0 1 0 22 0a11 11 0 1 0-22 0zM27.5 15a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0z" fill="currentColor" fill-rule="evenodd"/><path d="M18 13c-8 0-11 9-6 16l5-7z" fill="currentColor"/>"#,
    ),
    (
        "pearl",
        r#"<path d="M10 34a22 22 0 1 0 44 0a22 22 0 1 0-44 0zM18 32a14 14 0 0 1 12-12v4a10 10 0 0 0-8 8z" fill="currentColor" fill-rule="evenodd"/><path d="M52 6v10M47 11h10" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-opacity=".6"/>"#,
    ),
    (
        "planet",
        r#"<circle cx="32" cy="32" r="16" fill="currentColor"/><ellipse cx="32" cy="32" rx="29" ry="8" fill="none" stroke="currentColor" stroke-width="3.5" transform="rotate(-20 32 32)"/>"#,
    ),
    (
        "pot",
        r#"<circle cx="20" cy="20" r="7" fill="currentColor" fill-opacity=".6"/><circle cx="44" cy="20" r="7" fill="currentColor" fill-opacity=".6"/><circle cx="32" cy="16" r="8" fill="currentColor" fill-opacity=".6"/><rect x="6" y="24" width="52" height="7" rx="3" fill="currentColor"/><path d="M10 33h44c2 14-4 24-14 26H24C14 57 8 47 10 33z" fill="currentColor"/>"#,
    ),
    (
        "pumpkin",
        r#"<path d="M30 14l2-10 6 2-3 8z" fill="currentColor"/><path d="M32 14c16-2 28 8 28 24 0 14-10 22-20 20-4 2-12 2-16 0-10 2-20-6-20-20 0-16 12-26 28-24zM17 34l5-8 5 8zM37 34l5-8 5 8zM16 42l6 4 4-4 6 5 6-5 4 4 6-4c-4 10-28 10-32 0z" fill="currentColor" fill-rule="evenodd"/>"#,
    ),
    (
        "pyramid",
        r#"<polygon points="32,5 2,56 38,59" fill="currentColor"/><polygon points="32,5 38,59 62,50" fill="currentColor" fill-opacity=".6"/><path d="M10 44l26 3M18 30l16 2" fill="none" stroke="currentColor" stroke-width="2" stroke-opacity=".4"/>"#,
    ),
    (
        "rainbow",
        r#"<path d="M6 50a26 26 0 0 1 52 0" fill="none" stroke="currentColor" stroke-width="6"/><path d="M13 50a19 19 0 0 1 38 0" fill="none" stroke="currentColor" stroke-width="6" stroke-opacity=".65"/><path d="M20 50a12 12 0 0 1 24 0" fill="none" stroke="currentColor" stroke-width="6" stroke-opacity=".35"/>"#,
    ),
    (
        "ring",
        r#"<circle cx="32" cy="42" r="16" fill="none" stroke="currentColor" stroke-width="6"/><polygon points="23,8 41,8 47,15 32,26 17,15" fill="currentColor"/><path d="M23 8l9 18 9-18M17 15h30" fill="none" stroke="currentColor" stroke-width="1.5" stroke-opacity=".5"/>"#,
    ),
    (
        "rocket",
        r#"<path d="M32 2c10 8 12 22 10 42H22C20 24 22 10 32 2zM27 22a5 5 0 1 0 10 0a5 5 0 1 0-10 0z" fill="currentColor" fill-rule="evenodd"/><path d="M22 30L12 44v8l10-6zM42 30l10 14v8l-10-6z" fill="currentColor"/><path d="M26 48h12l-6 14z" fill="currentColor" fill-opacity=".6"/>"#,
    ),
    (
        "ruby",
        r#"<path d="M17 8h30l11 11v26L47 56H17L6 45V19zM22 18h20l6 6v16l-6 6H22l-6-6V24z" fill="currentColor" fill-rule="evenodd"/><path d="M22 18h20l6 6v16l-6 6H22l-6-6V24z" fill="currentColor" fill-opacity=".5"/>"#,
    ),
    (
        "scarab",
        r#"<path d="M32 22c12 0 16 10 16 20 0 12-8 18-16 18s-16-6-16-18c0-10 4-20 16-20zM31 25h2v33h-2z" fill="currentColor" fill-rule="evenodd"/><path d="M24 18a8 7 0 0 1 16 0z" fill="currentColor"/><path d="M18 30l-9-4-3-8M46 30l9-4 3-8M16 42H6M48 42h10M18 52l-8 6M46 52l8 6M28 12l-4-7M36 12l4-7" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/>"#,
    ),
    (
        "seven",
        r#"<path d="M10 8h44v8L34 58H21l19-40H18v6h-8z" fill="currentColor"/>"#,
    ),
    (
        "shell",
        r#"<path d="M32 56L9 30C7 14 20 6 32 6s25 8 23 24z" fill="currentColor" fill-opacity=".6"/><path d="M32 54L12 16M32 54L22 8M32 54V6M32 54l10-46M32 54l20-38" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round"/><path d="M24 50h16l-4 10h-8z" fill="currentColor"/>"#,
    ),
    (
        "shield",
        r#"<path d="M4 32a28 28 0 1 0 56 0a28 28 0 1 0-56 0zM8 32a24 24 0 1 0 48 0a24 24 0 1 0-48 0z" fill="currentColor" fill-rule="evenodd"/><circle cx="32" cy="32" r="24" fill="currentColor" fill-opacity=".5"/><path d="M32 8v48M8 32h48" fill="none" stroke="currentColor" stroke-width="4"/><circle cx="32" cy="32" r="8" fill="currentColor"/>"#,
    ),
    (
        "ship",
        r#"<path d="M2 30c4 6 6 10 12 12h36c6-2 8-6 12-12-2 14-8 22-16 24H18C10 52 4 44 2 30z" fill="currentColor"/><path d="M32 4v38" fill="none" stroke="currentColor" stroke-width="3"/><path d="M16 8h32v26H16z" fill="currentColor" fill-opacity=".6"/><path d="M24 8v26M40 8v26" fill="none" stroke="currentColor" stroke-width="2.5" stroke-opacity=".5"/>"#,
    ),
    (
        "skull",
        r#"<path d="M32 5C16 5 8 15 8 29c0 8 4 12 10 14v10h28V43c6-2 10-6 10-14C56 15 48 5 32 5zM17 29a6 6 0 1 0 12 0a6 6 0 1 0-12 0zM35 29a6 6 0 1 0 12 0a6 6 0 1 0-12 0zM32 36l-4 6h8zM25 46h2v7h-2zM31 46h2v7h-2zM37 46h2v7h-2z" fill="currentColor" fill-rule="evenodd"/>"#,
    ),
    (
        "snowflake",
        r#"<path d="M32 32L32 5M32 17L26 10M32 17L38 10M32 32L55 18M45 24L48 16M45 24L54 26M32 32L55 46M45 40L54 38M45 40L48 48M32 32L32 59M32 47L38 54M32 47L26 54M32 32L9 46M19 40L16 48M19 40L10 38M32 32L9 18M19 24L10 26M19 24L16 16" fill="none" stroke="currentColor" stroke-width="4" stroke-linecap="round"/>"#,
    ),
    (
        "spade",
        r#"<path d="M32 4c8 12 26 20 26 34 0 10-8 14-14 14-4 0-8-2-10-6l4 14H26l4-14c-2 4-6 6-10 6-6 0-14-4-14-14C6 24 24 16 32 4z" fill="currentColor"/>"#,
    ),
    (
        "star",
        r#"<polygon points="32,4 39,24 61,25 43,38 50,58 32,46 14,58 21,38 3,25 25,24" fill="currentColor"/>"#,
    ),
    (
        "sun",
        r#"<path d="M29 13 32 3 35 13zM39 14 46 7 44 17zM47 20 57 18 50 25zM51 29 61 32 51 35zM50 39 57 46 47 44zM44 47 46 57 39 50zM35 51 32 61 29 51zM25 50 18 57 20 47zM17 44 7 46 14 39zM13 35 3 32 13 29zM14 25 7 17 17 20zM20 17 17 7 25 14z" fill="currentColor"/><circle cx="32" cy="32" r="14" fill="currentColor"/>"#,
    ),
    (
        "sword",
        r#"<path d="M19 39l5 5C40 31 53 19 60 3 48 13 36 25 19 39z" fill="currentColor"/><path d="M9 55l10-10" fill="none" stroke="currentColor" stroke-width="6" stroke-linecap="round"/><path d="M13 40l11 11" fill="none" stroke="currentColor" stroke-width="5" stroke-linecap="round"/>"#,
    ),
    (
        "target",
        r#"<circle cx="32" cy="32" r="27" fill="none" stroke="currentColor" stroke-width="5"/><circle cx="32" cy="32" r="17" fill="none" stroke="currentColor" stroke-width="5"/><circle cx="32" cy="32" r="7" fill="currentColor"/>"#,
    ),
    (
        "ticket",
        r#"<path d="M1 26L55 11L58 21Q55 26 60 29L63 38L9 53L6 43Q9 38 4 35ZM40 19 43 18 44 22 41 22zM42 27 45 26 46 30 43 31zM44 36 47 35 48 39 45 40zM22 25 26 30 32 29 28 34 31 40 25 38 21 42 21 36 15 34 21 32z" fill="currentColor" fill-rule="evenodd"/>"#,
    ),
    (
        "tiger",
        r#"<path d="M10 26L8 9l12 7c8-4 16-4 24 0l12-7-2 17c6 8 4 18-2 24-6 6-12 8-20 8s-14-2-20-8c-6-6-8-16-2-24zM17 33c3-4 8-4 11 0-4 2-8 2-11 0zM47 33c-3-4-8-4-11 0 4 2 8 2 11 0zM28 42h8l-4 5zM32 15l-3 8 3 5 3-5zM20 18l5 7-1-7zM44 18l-5 7 1-7zM4 38l10 2-10 3zM60 38l-10 2 10 3zM8 48l8-2-6 5zM56 48l-8-2 6 5z" fill="currentColor" fill-rule="evenodd"/>"#,
    ),
    (
        "trophy",
        r#"<path d="M16 5h32v13c0 14-8 20-16 20s-16-6-16-20z" fill="currentColor"/><path d="M16 11H8c0 12 4 17 10 19M48 11h8c0 12-4 17-10 19" fill="none" stroke="currentColor" stroke-width="4" stroke-linecap="round"/><path d="M29 37h6v11h-6zM19 48h26v5H19zM14 54h36v6H14z" fill="currentColor"/>"#,
    ),
    (
        "wave",
        r#"<path d="M4 54C6 30 22 12 44 12c10 0 16 8 14 16-2 7-11 8-14 1 7-2 6-9-1-9-14 0-23 16-21 34z" fill="currentColor"/><path d="M4 60q7-5 14 0t14 0 14 0 14 0" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-opacity=".55"/>"#,
    ),
    (
        "whistle",
        r#"<path d="M7 39a17 17 0 1 0 34 0a17 17 0 1 0-34 0zM19 39a5 5 0 1 0 10 0a5 5 0 1 0-10 0zM24 22h34v14H38z" fill="currentColor" fill-rule="evenodd"/><circle cx="12" cy="14" r="5" fill="none" stroke="currentColor" stroke-width="3"/><path d="M16 18l5 5" fill="none" stroke="currentColor" stroke-width="3"/>"#,
    ),
];

/// The inner SVG markup (view box `0 0 64 64`, `currentColor`) of the icon named `icon`, if it
/// has art: every icon of [`THEMES`](super::THEMES) and [`SCRATCH_ICONS`] has.
pub fn art(icon: &str) -> Option<&'static str> {
    ART.binary_search_by(|(name, _)| name.cmp(&icon))
        .ok()
        .map(|i| ART[i].1)
}

/// The icons of a scratch card's prize symbols, symbol `i` drawn with `SCRATCH_ICONS[i]` (the
/// cheapest prize first, as the catalog's scratch cards list them).
pub const SCRATCH_ICONS: [&str; 12] = [
    "cherry",
    "lemon",
    "orange",
    "grape",
    "bell",
    "star",
    "clover",
    "gem",
    "crown",
    "seven",
    "horseshoe",
    "coin",
];

/// The icons a game's screen draws its symbols with: for a slot, its 4 dearest regular symbols,
/// the dearest first, with its theme's icons (starting with the one its thumbnail shows); for a
/// scratch card, its prize symbols with [`SCRATCH_ICONS`]; none for the other engines.
pub fn screen_icons(entry: &Entry) -> Vec<&'static str> {
    match entry.config {
        GameConfig::Slots(_) => {
            let first = entry.variant as usize;
            (0..4).map(|k| entry.theme.icons[(first + k) % 4]).collect()
        }
        GameConfig::Scratch(_) => SCRATCH_ICONS.to_vec(),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::super::{THEMES, catalog};
    use super::*;

    const ELEMENTS: &[&str] = &["path", "circle", "rect", "ellipse", "polygon"];
    const ATTRIBUTES: &[&str] = &[
        "d",
        "cx",
        "cy",
        "r",
        "rx",
        "ry",
        "x",
        "y",
        "width",
        "height",
        "points",
        "transform",
        "fill",
        "fill-opacity",
        "fill-rule",
        "stroke",
        "stroke-opacity",
        "stroke-width",
        "stroke-linecap",
        "stroke-linejoin",
    ];

    /// What is wrong with one picture, if anything: known elements and attributes only (no
    /// script, event handler, link or style), every tag closed, colours from `currentColor` alone.
    fn problem(svg: &str) -> Option<String> {
        let lower = svg.to_ascii_lowercase();
        if let Some(bad) = ["<script", "href", "style", "url(", "<!", "<?", "#", "&"]
            .into_iter()
            .find(|bad| lower.contains(bad))
        {
            return Some(format!("contains {bad}"));
        }
        if !svg.contains("currentColor") {
            return Some("not coloured by the page".into());
        }
        let mut open: Vec<&str> = Vec::new();
        let mut rest = svg;
        while !rest.is_empty() {
            if !rest.starts_with('<') {
                return Some("text outside the tags".into());
            }
            let Some(end) = rest.find('>') else {
                return Some("a tag not ended".into());
            };
            let tag = &rest[1..end];
            rest = &rest[end + 1..];
            if let Some(name) = tag.strip_prefix('/') {
                if open.pop() != Some(name) {
                    return Some(format!("</{name}> closes nothing"));
                }
                continue;
            }
            let (body, closed) = match tag.strip_suffix('/') {
                Some(body) => (body, true),
                None => (tag, false),
            };
            let name = body.split(' ').next().unwrap_or_default();
            if !ELEMENTS.contains(&name) {
                return Some(format!("<{name}>"));
            }
            // Attributes: name="value", the values free of angle brackets.
            let mut attrs = body[name.len()..].trim();
            while !attrs.is_empty() {
                let Some((attr, after)) = attrs.split_once("=\"") else {
                    return Some(format!("attribute {attrs}"));
                };
                if attr.starts_with("on") || !ATTRIBUTES.contains(&attr) {
                    return Some(format!("attribute {attr}"));
                }
                let Some((value, after)) = after.split_once('"') else {
                    return Some(format!("{attr} not ended"));
                };
                if value.contains('<') {
                    return Some(format!("{attr} holds a tag"));
                }
                attrs = after.trim_start();
            }
            if !closed {
                open.push(name);
            }
        }
        (!open.is_empty()).then(|| format!("{open:?} left open"))
    }

    #[test]
    fn every_icon_of_the_themes_and_scratch_cards_has_safe_compact_art() {
        for t in THEMES {
            for icon in t.icons {
                assert!(art(icon).is_some(), "{icon} ({}) has no art", t.slug);
            }
        }
        for icon in SCRATCH_ICONS {
            assert!(art(icon).is_some(), "{icon} has no art");
        }
        assert!(ART.windows(2).all(|w| w[0].0 < w[1].0), "sorted, once each");
        for (icon, svg) in ART {
            assert_eq!(problem(svg), None, "{icon}");
            assert!(svg.len() < 400, "{icon}: {} bytes", svg.len());
        }
        let total: usize = ART.iter().map(|(_, svg)| svg.len()).sum();
        assert_eq!(total, 22456, "the size the module's comment gives");
        assert_eq!(art("nope"), None);
    }

    #[test]
    fn slots_and_scratch_cards_draw_their_symbols_with_art() {
        let games = catalog();
        let slot = games
            .iter()
            .find(|e| matches!(e.config, GameConfig::Slots(_)) && e.variant % 4 == 1)
            .expect("a slot");
        let t = slot.theme.icons;
        assert_eq!(screen_icons(slot), [t[1], t[2], t[3], t[0]]);
        let scratch = games
            .iter()
            .find(|e| matches!(e.config, GameConfig::Scratch(_)))
            .expect("a scratch card");
        assert_eq!(screen_icons(scratch), SCRATCH_ICONS);
        for e in &games {
            if let GameConfig::Scratch(c) = &e.config {
                assert!(c.prizes.len() <= SCRATCH_ICONS.len(), "{} prizes", e.id);
            }
            assert!(screen_icons(e).iter().all(|i| art(i).is_some()), "{}", e.id);
        }
        let roulette = games
            .iter()
            .find(|e| matches!(e.config, GameConfig::Roulette(_)))
            .expect("a roulette");
        assert!(screen_icons(roulette).is_empty());
    }

    #[test]
    fn the_check_refuses_what_a_page_must_not_draw() {
        for bad in [
            r#"<script>alert(1)</script>"#,
            r#"<path d="M0 0" fill="currentColor" onload="x"/>"#,
            r#"<image href="x.png" fill="currentColor"/>"#,
            r#"<path d="M0 0" fill="url(#g)"/>"#,
            r#"<path d="M0 0" fill="currentColor" style="fill:red"/>"#,
            r#"<path d="M0 0" fill="currentColor">"#,
            r#"<circle r="1" fill="currentColor"></path>"#,
            r#"<circle r="1" fill="currentColor"/>text"#,
            r##"<circle r="1" fill="#f00"/>"##,
        ] {
            assert!(problem(bad).is_some(), "{bad}");
        }
        assert_eq!(problem(r#"<circle r="1" fill="currentColor"/>"#), None);
    }
}
