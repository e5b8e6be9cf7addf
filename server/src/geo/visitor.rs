//! The client of a request, and whether the site serves them.

use std::net::IpAddr;

use crate::error::{AppError, AppResult, ErrorKind};
use crate::settings::Settings;

/// The client of a request: its address and, when known, its country.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Visitor {
    pub ip: Option<IpAddr>,
    pub country: Option<String>,
}

impl Visitor {
    /// Refuses a visitor the site does not serve: everyone but staff while access is disabled
    /// (the administrators who closed the site must be able to open it again), and visitors from
    /// a blacklisted country.
    pub fn admit(&self, settings: &Settings, staff: bool) -> AppResult<()> {
        if !settings.site_enabled && !staff {
            return Err(AppError::new(ErrorKind::Forbidden, "site_disabled"));
        }
        if self
            .country
            .as_deref()
            .is_some_and(|c| settings.blacklists(c))
        {
            return Err(AppError::new(ErrorKind::Forbidden, "country_restricted"));
        }
        Ok(())
    }

    /// The key the sign-in limiter counts failures of this address under.
    pub fn address_key(&self) -> String {
        self.ip
            .map_or_else(|| "unknown".to_owned(), |ip| ip.to_string())
    }
}
