//! Where a visitor comes from: the client address (the connection's peer, or a trusted proxy's
//! header when one is configured) and its country, read from a MaxMind-format database.

mod visitor;

pub use visitor::Visitor;

use std::net::IpAddr;
use std::path::Path;

use serde::Deserialize;

/// The country database, loaded into memory once. Without a file every country is unknown, which
/// lets everyone in: the server logs that at start so an operator notices.
pub struct Geo {
    reader: Option<maxminddb::Reader<Vec<u8>>>,
}

/// The two record shapes in use: GeoIP2/GeoLite2 (`country.iso_code`) and the public-domain
/// ip-location-db databases (`country_code`).
#[derive(Deserialize)]
struct Record<'a> {
    #[serde(borrow, default)]
    country: Option<Country<'a>>,
    #[serde(borrow, default)]
    country_code: Option<&'a str>,
}

#[derive(Deserialize)]
struct Country<'a> {
    #[serde(borrow, default)]
    iso_code: Option<&'a str>,
}

impl Geo {
    pub fn open(path: &Path) -> Geo {
        match maxminddb::Reader::open_readfile(path) {
            Ok(reader) => Geo {
                reader: Some(reader),
            },
            Err(e) => {
                tracing::warn!(path = %path.display(), cause = %e,
                    "no country database: visitors' countries are unknown (run scripts/geoip.sh)");
                Geo { reader: None }
            }
        }
    }

    /// The ISO 3166-1 alpha-2 code of `ip`'s country, upper case, when the database knows it.
    pub fn country(&self, ip: IpAddr) -> Option<String> {
        let result = self.reader.as_ref()?.lookup(ip).ok()?;
        let record: Record<'_> = result.decode().ok()??;
        let code = record
            .country
            .and_then(|c| c.iso_code)
            .or(record.country_code)?;
        (code.len() == 2 && code.bytes().all(|b| b.is_ascii_alphabetic()))
            .then(|| code.to_ascii_uppercase())
    }
}
