//! Pictures for the site's content: uploaded by administrators, kept in the file store under a
//! name made of their own hash (so a name never changes meaning and can be cached for good), and
//! served by the site at `/content-images/{name}`. Only PNG, JPEG, GIF and WebP are taken, told by
//! their first bytes, never by what the uploader claims: no SVG, which can carry script.

use bytes::Bytes;
use casino_core::content::{IMAGE_MAX_BYTES, image_format, image_media_type};
use sha2::{Digest, Sha256};

use crate::error::{AppError, AppResult, ErrorKind};
use crate::files::Files;

/// Where the site serves them.
pub const PUBLIC_PREFIX: &str = "/content-images/";
const FOLDER: &str = "content-images";

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
    image_media_type(ext)
}

/// Keeps a picture and returns the address it is served at.
pub async fn upload(files: &Files, bytes: Bytes) -> AppResult<String> {
    if bytes.len() > IMAGE_MAX_BYTES {
        return Err(AppError::new(ErrorKind::TooLarge, "image_too_large"));
    }
    let (ext, _) =
        image_format(&bytes).ok_or_else(|| AppError::new(ErrorKind::Invalid, "image_invalid"))?;
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
    fn only_names_the_site_gives_are_served() {
        assert_eq!(media_type("0123456789abcdef0123.png"), Some("image/png"));
        assert_eq!(media_type("../secret.png"), None);
        assert_eq!(media_type("0123456789abcdef0123.svg"), None);
        assert_eq!(media_type("0123456789ABCDEF0123.png"), None);
    }
}
