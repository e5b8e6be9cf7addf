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
    /// a blacklisted country or network.
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
        if self.ip.is_some_and(|ip| settings.blacklists_address(ip)) {
            return Err(AppError::new(ErrorKind::Forbidden, "address_restricted"));
        }
        Ok(())
    }

    /// The key rate limits count this client under: an IPv4 address, or the /64 network of an
    /// IPv6 one (one subscriber holds a whole /64, and could otherwise take a new address per
    /// attempt).
    pub fn address_key(&self) -> String {
        match self.ip {
            Some(IpAddr::V4(v4)) => v4.to_string(),
            Some(IpAddr::V6(v6)) => match v6.to_ipv4_mapped() {
                Some(v4) => v4.to_string(),
                None => {
                    let s = v6.segments();
                    format!("{:x}:{:x}:{:x}:{:x}::/64", s[0], s[1], s[2], s[3])
                }
            },
            None => "unknown".to_owned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(ip: &str) -> String {
        Visitor {
            ip: ip.parse().ok(),
            country: None,
        }
        .address_key()
    }

    #[test]
    fn ipv6_clients_count_by_their_64_network() {
        assert_eq!(key("2001:db8:1:2:aaaa::1"), "2001:db8:1:2::/64");
        assert_eq!(key("2001:db8:1:2:aaaa::1"), key("2001:db8:1:2:bbbb::9"));
        assert_ne!(key("2001:db8:1:2:aaaa::1"), key("2001:db8:1:3::1"));
        assert_eq!(key("::ffff:192.0.2.7"), "192.0.2.7");
        assert_eq!(key("192.0.2.7"), "192.0.2.7");
        assert_eq!(key("garbage"), "unknown");
    }
}
