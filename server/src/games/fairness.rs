//! The player's provably fair seed pair: seeing it, and rotating it (which reveals the old
//! server seed so every round played under it can be verified).

use casino_schema::{SeedsRequest, SeedsView};

use super::{Games, rounds, seeds};
use crate::error::{AppError, AppResult, ErrorKind};
use crate::player::Player;

impl Games {
    /// The active seed pair's commitment, client seed and next nonce.
    pub async fn seeds(&self, player: Option<Player>, r: SeedsRequest) -> AppResult<SeedsView> {
        let now = self.clock.now_millis();
        let owner = self.purse_for(player, r.mode, r.fun_session).await?.owner();
        self.db.run(move |c| seeds::view(c, &owner, now)).await
    }

    /// Reveals the active server seed and commits a new one, with the client seed given (or a
    /// fresh one). Refused while a round is open: its outcome would become predictable, even
    /// for a round a bet racing the rotation is opening.
    pub async fn rotate_seed(
        &self,
        player: Option<Player>,
        r: SeedsRequest,
    ) -> AppResult<SeedsView> {
        let now = self.clock.now_millis();
        let owner = self.purse_for(player, r.mode, r.fun_session).await?.owner();
        let client_seed = r.client_seed;
        if let Some(s) = &client_seed
            && !seeds::valid_client_seed(s)
        {
            return Err(AppError::on_field(
                ErrorKind::Invalid,
                "client_seed_invalid",
                "client_seed",
            ));
        }
        self.db
            .write(move |c| {
                // The active pair's row lock first: a bet takes its nonce (and so this lock)
                // before it writes its round, so once the lock is ours every round drawn from
                // the pair is committed and `has_open` sees it. A first bet may be creating the
                // pair right now: `active` waits for it (the unique index) before the lock.
                seeds::active(c, &owner, now)?;
                seeds::lock_active(c, &owner)?;
                if rounds::has_open(c, &owner)? {
                    return Err(AppError::new(ErrorKind::Conflict, "round_open"));
                }
                seeds::rotate(c, &owner, client_seed.as_deref(), now)?;
                seeds::view(c, &owner, now)
            })
            .await
    }
}
