//! Pictures for the site's content: uploaded by administrators, kept in the file store under a
//! name made of their own hash (so a name never changes meaning and can be cached for good), and
//! served by the site at `/content-images/{name}`. Only PNG, JPEG, GIF and WebP are taken, told by
//! their first bytes, never by what the uploader claims: no SVG, which can carry script.

use bytes::Bytes;
use sha2::{Digest, Sha256};

use crate::error::{AppError, AppResult, ErrorKind};
use crate::files::Files;

/// The largest picture, in bytes.
pub const IMAGE_MAX_BYTES: usize = 2 * 1024 * 1024;
/// Where the site serves them.
pub const PUBLIC_PREFIX: &str = "/content-images/";
const FOLDER: &str = "content-images";

/// A picture format: its file extension and media type.
fn format_of(bytes: &[u8]) -> Option<(&'static str, &'static str)> {
    if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        Some(("png", "image/png"))
    } else if bytes.starts_with(&[0xff, 0xd8, 0xff]) {
        Some(("jpg", "image/jpeg"))
    } else if bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a") {
        Some(("gif", "image/gif"))
    } else if bytes.len() > 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
        Some(("webp", "image/webp"))
    } else {
        None
    }
}

/// The media type of a served name (`3f…a1.png`), when the name is one the site gives.
pub fn media_type(name: &str) -> Option<&'static str> {
    let (stem, ext) = name.split_once('.')?;
    if stem.len() != 20
        || !stem
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
    {
        return None;
    }
    match ext {
        "png" => Some("image/png"),
        "jpg" => Some("image/jpeg"),
        "gif" => Some("image/gif"),
        "webp" => Some("image/webp"),
        _ => None,
    }
}

/// Keeps a picture and returns the address it is served at.
pub async fn upload(files: &Files, bytes: Bytes) -> AppResult<String> {
    if bytes.len() > IMAGE_MAX_BYTES {
        return Err(AppError::new(ErrorKind::TooLarge, "image_too_large"));
    }
    let (ext, _) =
        format_of(&bytes).ok_or_else(|| AppError::new(ErrorKind::Invalid, "image_invalid"))?;
    let name = format!("{}.{ext}", &hex::encode(Sha256::digest(&bytes))[..20]);
    files.put(&format!("{FOLDER}/{name}"), bytes).await?;
    Ok(format!("{PUBLIC_PREFIX}{name}"))
}

/// A served picture: its bytes and media type, or None.
pub async fn served(files: &Files, name: &str) -> AppResult<Option<(Bytes, &'static str)>> {
    let Some(mime) = media_type(name) else {
        return Ok(None);
    };
    Ok(files
        .get(&format!("{FOLDER}/{name}"))
        .await?
        .map(|b| (b, mime)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_are_told_by_their_first_bytes() {
        assert_eq!(
            format_of(b"\x89PNG\r\n\x1a\n...."),
            Some(("png", "image/png"))
        );
        assert_eq!(
            format_of(b"RIFF\0\0\0\0WEBPVP8 "),
            Some(("webp", "image/webp"))
        );
        assert_eq!(format_of(b"<svg onload=alert(1)>"), None);
        assert_eq!(format_of(b""), None);
    }

    #[test]
    fn only_names_the_site_gives_are_served() {
        assert_eq!(media_type("0123456789abcdef0123.png"), Some("image/png"));
        assert_eq!(media_type("../secret.png"), None);
        assert_eq!(media_type("0123456789abcdef0123.svg"), None);
        assert_eq!(media_type("0123456789ABCDEF0123.png"), None);
    }
}
