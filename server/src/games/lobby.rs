//! The lobby: a page of the catalogue for a search, and the games' thumbnails.

use casino_schema::{GameList, GameListRequest};

use super::catalog::{Catalog, Order};
use super::thumbnail;
use crate::error::{AppError, AppResult, ErrorKind};

/// The most games one page may hold.
pub const MAX_PAGE_SIZE: u32 = 100;

/// One page of the games matching the lobby's filters, in the order asked for.
pub fn search(catalog: &Catalog, r: &GameListRequest) -> AppResult<GameList> {
    let order = Order::parse(r.order.as_deref())
        .ok_or_else(|| AppError::on_field(ErrorKind::Invalid, "choice_invalid", "order"))?;
    let blank = |s: &Option<String>| {
        s.as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_owned)
    };
    let found = catalog
        .search(
            blank(&r.category).as_deref(),
            blank(&r.provider).as_deref(),
            r.search.as_deref(),
            order,
        )
        .ok_or_else(|| AppError::on_field(ErrorKind::Invalid, "choice_invalid", "category"))?;
    let page = r.page.unwrap_or(1).max(1);
    let page_size = r.page_size.unwrap_or(24).clamp(1, MAX_PAGE_SIZE);
    let games = found
        .iter()
        // Saturating: a page number near u32::MAX times the page size overflows; past the end
        // is an empty page.
        .skip(((page - 1) as usize).saturating_mul(page_size as usize))
        .take(page_size as usize)
        .map(|g| g.summary.clone())
        .collect();
    Ok(GameList {
        games,
        total: found.len() as u32,
        page,
        page_size,
    })
}

/// The SVG thumbnail of `<game id>.svg`, if there is such a game.
pub fn thumbnail_svg(catalog: &Catalog, file: &str) -> Option<String> {
    let game = file.strip_suffix(".svg").and_then(|id| catalog.get(id))?;
    Some(thumbnail::svg(&game.entry))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A page far past the last (up to u32::MAX) is an empty page, not an overflow.
    #[test]
    fn a_page_past_the_end_is_empty() {
        let r = GameListRequest {
            page: Some(u32::MAX),
            page_size: Some(100),
            ..GameListRequest::default()
        };
        let list = search(&Catalog::shared(), &r).unwrap();
        assert!(list.games.is_empty());
        assert_eq!(list.page, u32::MAX);
    }
}
