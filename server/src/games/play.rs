//! Playing: a bet opens a round, an action steps it, and a reload finds the open round again.
//! Every step replays the engine from the round's bet and decisions (see `rounds`), and real
//! money moves through the seamless-wallet purse.

use casino_core::games::{Action, GameBet, GameConfig};
use casino_schema::{
    ActRequest, BetRequest, LiveBetRequest, OpenRoundRequest, PlayMode, RoundEngine, RoundRequest,
    RoundResult, RoundView, WinMoment, WithheldWin,
};

use super::catalog::{Catalog, Game};
use super::engine::EngineBuild;
use super::purse::Purse;
use super::rounds::{self, RoundGame, Stepped};
use super::sessions::{BetReads, bettor, cents, real_purse};
use super::{Games, configs, live};
use crate::accounts::Session;
use crate::db::DbConnection;
use crate::error::{AppError, AppResult, ErrorKind};
use crate::ids::RoundId;
use crate::metrics::{ROUNDS, STAKES, WINS};
use crate::player::Player;
use crate::wallet::announce_later;

fn parse_bet(bet: serde_json::Value) -> AppResult<GameBet> {
    serde_json::from_value(bet)
        .map_err(|_| AppError::on_field(ErrorKind::Invalid, "bet_invalid", "bet"))
}

/// A round's calls name a fun session in fun play and nothing in real play.
fn mode_of(fun_session: &Option<String>) -> PlayMode {
    if fun_session.is_some() {
        PlayMode::Fun
    } else {
        PlayMode::Real
    }
}

/// The configuration a stored round of the purse was played under.
fn round_config(
    c: &mut DbConnection,
    catalog: &Catalog,
    purse: &Purse,
    round_id: &RoundId,
) -> AppResult<GameConfig> {
    let row = rounds::load(c, purse, round_id)?;
    let today = catalog.get(&row.game_id).ok_or_else(AppError::not_found)?;
    configs::of_round(c, row.config_hash.as_deref(), today)
}

/// A stored round's configuration and its game's categories (what its stakes count towards a
/// bonus's wagering), to be decided by `engine`.
fn round_game(
    c: &mut DbConnection,
    catalog: &Catalog,
    engine: EngineBuild,
    purse: &Purse,
    round_id: &RoundId,
) -> AppResult<RoundGame> {
    let row = rounds::load(c, purse, round_id)?;
    let today = catalog.get(&row.game_id).ok_or_else(AppError::not_found)?;
    Ok(RoundGame {
        config: configs::of_round(c, row.config_hash.as_deref(), today)?,
        categories: today.entry.categories.clone(),
        weight: today.weight,
        engine,
    })
}

/// A new real-money bet waits for the account's activation, the end of the player's break or
/// session, and identity documents past due (a round already open can be finished; fun play
/// stays open, as it moves no money).
fn refuse_when_barred(c: &mut DbConnection, p: &Player, now: i64) -> AppResult<()> {
    p.check_open()?;
    crate::responsible::check_break(p, now)?;
    crate::responsible::check_session(p, now)?;
    crate::kyc::check_documents_due(c, p, now)
}

/// Which seed pair a bet draws its outcome from: the player's own (their next nonce), or the
/// live table's round.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Draws {
    PlayersSeed,
    TablesSeed,
}

impl Games {
    /// A bet on a game of one's own: opens its round.
    pub async fn bet(&self, session: Option<Session>, r: BetRequest) -> AppResult<RoundView> {
        let now = self.clock.now_millis();
        let g = self.game_of_kind(&r.game_id, false)?;
        let key = r.idempotency_key.as_str().to_owned();
        let bet = parse_bet(r.bet)?;
        let (record, k) = (self.configs.record_for(g), key.clone());
        let (p, opened) = self
            .write_bet(
                session,
                r.mode,
                r.fun_session,
                now,
                Draws::PlayersSeed,
                move |c, purse, reads| rounds::open(c, purse, reads, &record, &bet, &k, now),
            )
            .await?;
        let stepped = self.once(g, &p, &key, opened).await?;
        self.round_view(&p, stepped)
    }

    /// Chips on a live table's open round.
    pub async fn live_bet(
        &self,
        session: Option<Session>,
        r: LiveBetRequest,
    ) -> AppResult<RoundView> {
        let now = self.clock.now_millis();
        let g = self.game_of_kind(&r.game_id, true)?;
        let key = r.idempotency_key.as_str().to_owned();
        let bet = parse_bet(r.bet)?;
        let (record, k, round_id) = (self.configs.record_for(g), key.clone(), r.live_round_id);
        let (p, placed) = self
            .write_bet(
                session,
                r.mode,
                r.fun_session,
                now,
                Draws::TablesSeed,
                move |c, purse, reads| {
                    live::bet(c, purse, reads, &record, &round_id, &bet, &k, now)
                },
            )
            .await?;
        let stepped = self.once(g, &p, &key, placed).await?;
        self.round_view(&p, stepped)
    }

    /// Writes a bet with the purse it plays from: the purse, and the write's outcome (in real
    /// play an error ends the call, except a repeated idempotency key, which `once` answers
    /// with the first round). In real play the session is checked inside the bet's own
    /// transaction, with the player's row and the bet's first reads (`sessions::bettor`), then
    /// the bars on new bets: on PostgreSQL that is one pooled connection and round trips fewer
    /// per bet, and a session closed meanwhile is seen.
    async fn write_bet<F>(
        &self,
        session: Option<Session>,
        mode: PlayMode,
        fun_session: Option<String>,
        now: i64,
        draws: Draws,
        write: F,
    ) -> AppResult<(Purse, AppResult<Stepped>)>
    where
        F: FnOnce(&mut DbConnection, &Purse, Option<BetReads>) -> AppResult<Stepped>
            + Send
            + 'static,
    {
        if mode == PlayMode::Fun {
            // Fun play needs no account: whoever is signed in plays the session's play money.
            let p = self.purse_for(None, mode, fun_session).await?;
            let purse = p.clone();
            return Ok((p, self.db.write(move |c| write(c, &purse, None)).await));
        }
        let session =
            session.ok_or_else(|| AppError::new(ErrorKind::Unauthorized, "unauthorized"))?;
        let s = session.clone();
        let written = self
            .db
            .write(move |c| {
                let (player, reads) = bettor(c, &s, draws == Draws::PlayersSeed)?;
                refuse_when_barred(c, &player, now)?;
                let purse = real_purse(&player);
                write(c, &purse, Some(reads)).map(|stepped| (purse, stepped))
            })
            .await;
        match written {
            Ok((purse, stepped)) => Ok((purse, Ok(stepped))),
            Err(e) if e.code == rounds::REPEATED => {
                let purse = self
                    .db
                    .run(move |c| session.player(c).map(|p| real_purse(&p)))
                    .await?;
                Ok((purse, Err(e)))
            }
            Err(e) => Err(e),
        }
    }

    /// A decision in an open round (hit, stand, hold these cards, ...).
    pub async fn act(&self, player: Option<Player>, r: ActRequest) -> AppResult<RoundView> {
        let now = self.clock.now_millis();
        let action: Action = serde_json::from_value(r.action)
            .map_err(|_| AppError::on_field(ErrorKind::Invalid, "action_not_allowed", "action"))?;
        let p = self
            .purse_for(player, mode_of(&r.fun_session), r.fun_session)
            .await?;
        let (purse, id, catalog, engine) = (
            p.clone(),
            RoundId::from(r.round_id.clone()),
            self.catalog.clone(),
            self.configs.engine().clone(),
        );
        let game = self
            .db
            .run(move |c| round_game(c, &catalog, engine, &purse, &id))
            .await?;
        let (purse, id, config) = (p.clone(), RoundId::from(r.round_id), game.config.clone());
        let (stepped, took) = self
            .db
            .write(move |c| rounds::act(c, &purse, &id, &game, action, r.step, now))
            .await?;
        if took {
            count_settled(&config, &p, &stepped);
        }
        self.round_view(&p, stepped)
    }

    /// The round of this game still waiting for the player's decision, if any (a reload
    /// resumes it).
    pub async fn open_round(
        &self,
        player: Option<Player>,
        r: OpenRoundRequest,
    ) -> AppResult<Option<RoundView>> {
        let g = self.game(&r.game_id)?;
        let p = self.purse_for(player, r.mode, r.fun_session).await?;
        let (purse, game_id, catalog) = (p.clone(), g.entry.id.clone(), self.catalog.clone());
        let stepped = self
            .db
            .run(move |c| {
                let Some(id) = rounds::open_round(c, &purse, &game_id)? else {
                    return Ok(None);
                };
                let config = round_config(c, &catalog, &purse, &id)?;
                rounds::current(c, &purse, &id, &config).map(Some)
            })
            .await?;
        stepped.map(|s| self.round_view(&p, s)).transpose()
    }

    /// One of the player's rounds with the configuration it was played under (the verifier
    /// replays it).
    pub async fn round(&self, player: Option<Player>, r: RoundRequest) -> AppResult<RoundView> {
        let p = self
            .purse_for(player, mode_of(&r.fun_session), r.fun_session)
            .await?;
        let (purse, id) = (p.clone(), RoundId::from(r.round_id));
        let catalog = self.catalog.clone();
        let (stepped, config) = self
            .db
            .run(move |c| {
                let config = round_config(c, &catalog, &purse, &id)?;
                Ok((rounds::current(c, &purse, &id, &config)?, config))
            })
            .await?;
        Ok(RoundView {
            config: Some(serde_json::to_value(config).map_err(AppError::internal)?),
            ..self.round_view(&p, stepped)?
        })
    }

    /// The answer to a bet: the round it opened, or for a repeated idempotency key the round
    /// the first request opened (the repeat wrote nothing). The game's configuration is stored
    /// by then.
    async fn once(
        &self,
        g: &Game,
        purse: &Purse,
        key: &str,
        written: AppResult<Stepped>,
    ) -> AppResult<Stepped> {
        match written {
            Ok(stepped) => {
                self.configs.mark(&g.config_hash);
                count_settled(g.config(), purse, &stepped);
                Ok(stepped)
            }
            Err(e) if e.code == rounds::REPEATED => {
                let (purse, key, config) = (
                    purse.clone(),
                    rounds::request_key(purse, key),
                    g.config().clone(),
                );
                self.db
                    .run(move |c| rounds::first_answer(c, &purse, &key, &config))
                    .await
            }
            Err(e) => Err(e),
        }
    }

    /// The round as the API shows it: the seed pair's commitment always, its server seed once
    /// revealed by a rotation. Real money moved, so the player's other pages hear of it.
    fn round_view(&self, purse: &Purse, stepped: Stepped) -> AppResult<RoundView> {
        if let Purse::Real { player, .. } = purse {
            announce_later(&self.db, &self.realtime, vec![player.clone()]);
        }
        self.view_of(stepped)
    }

    /// The round as the API shows it, without telling anyone (a reading moves no money).
    pub(super) fn view_of(&self, stepped: Stepped) -> AppResult<RoundView> {
        let Stepped {
            round: r,
            seed,
            allowed,
            balance_cents,
        } = stepped;
        let name = self
            .catalog
            .get(&r.game_id)
            .map_or_else(|| r.game_id.clone(), |g| g.entry.name.clone());
        let parse =
            |s: &str| serde_json::from_str::<serde_json::Value>(s).map_err(AppError::internal);
        Ok(RoundView {
            game_name: name,
            mode: r.mode,
            currency: r.currency,
            stake: cents(r.stake_cents),
            win: cents(r.win_cents),
            finished: r.finished,
            result: result_word(&r),
            moment: moment_word(&r),
            net: cents(if r.finished {
                r.paid_cents() - r.stake_cents
            } else {
                0
            }),
            withheld: withheld(&r),
            allowed,
            bet: parse(&r.bet)?,
            actions: serde_json::from_str(&r.actions).map_err(AppError::internal)?,
            view: parse(&r.view)?,
            commitment: seed.commitment,
            client_seed: seed.client_seed,
            nonce: r.nonce as u64,
            server_seed: (!seed.active).then_some(seed.server_seed),
            created_at: r.created_at,
            balance: cents(balance_cents),
            live_round_id: r.live_round_id,
            engine: r.engine_version.map(|version| RoundEngine {
                version,
                module_hash: r.engine_hash,
            }),
            config: None,
            id: r.id.into(),
            game_id: r.game_id,
        })
    }
}

/// The part of a round's win the net winnings cap held back, with the cap.
fn withheld(r: &rounds::RoundRow) -> Option<WithheldWin> {
    let casino_schema::Chips::Money(currency) = r.currency else {
        return None;
    };
    (r.withheld_cents > 0).then(|| WithheldWin {
        amount: cents(r.withheld_cents),
        limit: cents(casino_core::responsible::net_winnings_max(currency)),
    })
}

/// What a round was for the player, as the API words it.
fn result_word(r: &rounds::RoundRow) -> RoundResult {
    use casino_core::games::outcome::{RoundResult as R, round_result};
    if !r.finished {
        return RoundResult::Open;
    }
    match round_result(r.stake_cents, r.paid_cents()) {
        R::Win => RoundResult::Win,
        R::Even => RoundResult::Even,
        R::PartReturned => RoundResult::PartReturned,
        R::Loss => RoundResult::Loss,
    }
}

/// How big a moment the screen makes of a settled round's paid win.
fn moment_word(r: &rounds::RoundRow) -> WinMoment {
    use casino_core::games::outcome::{WinMoment as M, win_moment};
    if !r.finished {
        return WinMoment::None;
    }
    match win_moment(r.stake_cents, r.paid_cents()) {
        M::None => WinMoment::None,
        M::Big => WinMoment::Big,
        M::Huge => WinMoment::Huge,
        M::Mega => WinMoment::Mega,
    }
}

/// Counts a round that the caller's committed write finished (the operator's metrics): by the
/// engine and the mode, with its stake and win in the purse's currency. A retry answered from
/// the stored round is not counted again, nor is a round still waiting for a decision.
fn count_settled(config: &GameConfig, purse: &Purse, stepped: &Stepped) {
    let round = &stepped.round;
    if !round.finished || !crate::metrics::enabled() {
        return;
    }
    let (engine, mode) = (config.engine(), purse.play_mode().as_str());
    let currency = purse.chips().code();
    metrics::counter!(ROUNDS, "engine" => engine, "mode" => mode).increment(1);
    let labels = [("engine", engine), ("mode", mode), ("currency", currency)];
    metrics::counter!(STAKES, &labels).increment(round.stake_cents.unsigned_abs());
    metrics::counter!(WINS, &labels).increment(round.win_cents.unsigned_abs());
}
