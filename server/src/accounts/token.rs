//! Access tokens: HS256 JWTs with `exp`, `aud` and `iss` checked and the algorithm pinned. The
//! token carries the player's `session_version`; raising it in the database ends every session.

use crate::ids::PlayerId;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};

pub const AUDIENCE: &str = "casino-front";
pub const ISSUER: &str = "casino-server";
/// A session lasts a day; the player signs in again after that.
pub const LIFETIME_SECS: i64 = 24 * 60 * 60;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claims {
    /// The player id.
    pub sub: String,
    /// This session's own id, by which signing out revokes it (empty in tokens made before
    /// sessions had one: they end at their expiry).
    #[serde(default)]
    pub sid: String,
    /// The player's session version when the token was issued.
    pub sv: i64,
    pub iat: i64,
    pub exp: i64,
    pub aud: String,
    pub iss: String,
}

pub struct Keys {
    encoding: EncodingKey,
    decoding: DecodingKey,
}

impl Keys {
    pub fn new(secret: &[u8]) -> Keys {
        Keys {
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
        }
    }

    pub fn issue(&self, player_id: &PlayerId, session_version: i64, now_secs: i64) -> String {
        let claims = Claims {
            sub: player_id.to_string(),
            sid: uuid::Uuid::new_v4().to_string(),
            sv: session_version,
            iat: now_secs,
            exp: now_secs + LIFETIME_SECS,
            aud: AUDIENCE.into(),
            iss: ISSUER.into(),
        };
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .expect("HS256 encoding of plain claims cannot fail")
    }

    /// The claims of a genuine token for this site, unexpired at `now_secs` (the server's
    /// clock, which tests move, not the system's); `None` for anything else.
    pub fn verify(&self, token: &str, now_secs: i64) -> Option<Claims> {
        let mut v = Validation::new(Algorithm::HS256);
        v.set_audience(&[AUDIENCE]);
        v.set_issuer(&[ISSUER]);
        v.leeway = 0;
        // `exp` is required and compared below with the injected clock.
        v.validate_exp = false;
        v.set_required_spec_claims(&["exp", "aud", "iss", "sub"]);
        jsonwebtoken::decode::<Claims>(token, &self.decoding, &v)
            .ok()
            .map(|d| d.claims)
            .filter(|c| c.exp > now_secs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn now() -> i64 {
        chrono::Utc::now().timestamp()
    }

    #[test]
    fn a_token_verifies_with_its_key_only() {
        let keys = Keys::new(b"k1");
        let t = keys.issue(&PlayerId::from("p1"), 3, now());
        let c = keys.verify(&t, now()).unwrap();
        assert_eq!((c.sub.as_str(), c.sv), ("p1", 3));
        assert_eq!(Keys::new(b"k2").verify(&t, now()), None);
        assert_eq!(keys.verify(&format!("{t}x"), now()), None);
    }

    #[test]
    fn expired_and_foreign_tokens_are_refused() {
        let keys = Keys::new(b"k1");
        assert_eq!(
            keys.verify(
                &keys.issue(&PlayerId::from("p1"), 0, now() - LIFETIME_SECS - 5),
                now()
            ),
            None
        );
        let claims = Claims {
            sub: "p1".into(),
            sid: String::new(),
            sv: 0,
            iat: now(),
            exp: now() + 60,
            aud: "casino-admin".into(),
            iss: ISSUER.into(),
        };
        let foreign = jsonwebtoken::encode(
            &Header::new(Algorithm::HS256),
            &claims,
            &EncodingKey::from_secret(b"k1"),
        )
        .unwrap();
        assert_eq!(keys.verify(&foreign, now()), None, "wrong audience");
        let none_alg = format!(
            "{}.{}.",
            base64_url(r#"{"alg":"none","typ":"JWT"}"#),
            base64_url(
                &serde_json::to_string(&Claims {
                    aud: AUDIENCE.into(),
                    ..claims
                })
                .unwrap()
            )
        );
        assert_eq!(keys.verify(&none_alg, now()), None, "unsigned");
    }

    fn base64_url(s: &str) -> String {
        use base64::Engine;
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(s)
    }
}
