//! Signing out: the session's token is refused from then on, on every instance (a token is
//! valid for a day, and a copy of it may have been taken). Revoked session ids are kept until
//! the token would have expired; each instance reads them into memory (`db::refreshed`).

use std::collections::HashSet;

use diesel::prelude::*;

use super::Accounts;
use crate::db::DbConnection;
use crate::db::refreshed::Refreshed;
use crate::db::schema::revoked_sessions;
use crate::db::statement::sql;
use crate::error::AppResult;

/// The ids of the sessions signed out and not yet expired.
pub type SignedOut = Refreshed<HashSet<String>>;

pub fn signed_out() -> SignedOut {
    SignedOut::new(|c| {
        Ok(revoked_sessions::table
            .select(revoked_sessions::sid)
            .load::<String>(c)?
            .into_iter()
            .collect())
    })
}

fn revoke(c: &mut DbConnection, sid: &str, until: i64, now: i64) -> AppResult<()> {
    sql("INSERT INTO revoked_sessions (sid, until) VALUES (?, ?) ON CONFLICT DO NOTHING")
        .text(sid)
        .big_int(until)
        .execute(c)?;
    sql("DELETE FROM revoked_sessions WHERE until < ?")
        .big_int(now)
        .execute(c)?;
    Ok(())
}

impl Accounts {
    /// Ends the session of `token` (a genuine one: anything else is 401).
    pub async fn sign_out(&self, token: &str) -> AppResult<()> {
        let session = self.session_for_token(token).await?;
        let (sid, until) = session.revocation();
        if sid.is_empty() {
            return Ok(());
        }
        let now = self.clock.now_millis();
        self.db.write(move |c| revoke(c, &sid, until, now)).await?;
        self.signed_out.forget();
        let player = crate::ids::PlayerId::from(session.player_id());
        self.realtime.recheck(Some(&player));
        Ok(())
    }
}
