//! The `Visitor` of a request: its address (through the operator's proxy header, when named)
//! and its country.

use std::net::{IpAddr, SocketAddr};

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderName};

use crate::error::AppError;
use crate::geo::Visitor;
use crate::state::AppState;

/// The client address. A proxy header is believed only when the operator names it: anyone can send
/// one. The right-most address is the one the trusted proxy itself appended (the ones before it
/// come from the client and may be forged).
pub fn client_ip(
    headers: &HeaderMap,
    peer: Option<IpAddr>,
    trusted: Option<&HeaderName>,
) -> Option<IpAddr> {
    trusted
        .and_then(|name| headers.get(name))
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.rsplit(',').next())
        .and_then(|last| last.trim().parse().ok())
        .or(peer)
}

impl FromRequestParts<AppState> for Visitor {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Visitor, AppError> {
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|c| c.0.ip());
        let ip = client_ip(
            &parts.headers,
            peer,
            state.config.trusted_proxy_header.as_ref(),
        );
        Ok(Visitor {
            ip,
            country: ip.and_then(|ip| state.geo.country(ip)),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(value: &str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert("x-forwarded-for", value.parse().unwrap());
        h
    }

    #[test]
    fn the_proxy_header_counts_only_when_trusted() {
        let peer: IpAddr = "10.0.0.1".parse().unwrap();
        let name = HeaderName::from_static("x-forwarded-for");
        let h = headers("1.2.3.4, 133.242.0.3");
        assert_eq!(client_ip(&h, Some(peer), None), Some(peer));
        assert_eq!(
            client_ip(&h, Some(peer), Some(&name)),
            Some("133.242.0.3".parse().unwrap())
        );
        assert_eq!(
            client_ip(&headers("garbage"), Some(peer), Some(&name)),
            Some(peer)
        );
        assert_eq!(client_ip(&HeaderMap::new(), None, Some(&name)), None);
    }
}
