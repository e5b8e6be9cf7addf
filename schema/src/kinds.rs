//! The closed sets of words the API uses: TypeScript reads each as a string union, so a typo in
//! the web app is a type error, and the server parses each once, where it reads the database.

use casino_core::Currency;
use serde::{Deserialize, Serialize};
use ts_rs::TS;
use utoipa::ToSchema;

// `$word` is a `tt`, not a `literal`: a `literal` fragment reaches the derives wrapped in an
// invisible group, which serde reads but utoipa's `rename` does not (the document then showed
// the variants' Rust names, `Card3ds`, instead of the words sent, `card_3ds`).
macro_rules! words {
    ($(#[$doc:meta])* $name:ident { $($variant:ident => $word:tt),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS, ToSchema)]
        #[cfg_attr(
            feature = "diesel",
            derive(diesel::expression::AsExpression, diesel::deserialize::FromSqlRow),
            diesel(sql_type = diesel::sql_types::Text)
        )]
        pub enum $name {
            $(#[serde(rename = $word)] $variant),+
        }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            pub fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $word),+
                }
            }

            /// The word as stored or sent; `None` for any other.
            pub fn parse(word: &str) -> Option<$name> {
                match word {
                    $($word => Some($name::$variant),)+
                    _ => None,
                }
            }
        }

        #[cfg(feature = "diesel")]
        impl<DB> diesel::serialize::ToSql<diesel::sql_types::Text, DB> for $name
        where
            DB: diesel::backend::Backend,
            str: diesel::serialize::ToSql<diesel::sql_types::Text, DB>,
        {
            fn to_sql<'b>(
                &'b self,
                out: &mut diesel::serialize::Output<'b, '_, DB>,
            ) -> diesel::serialize::Result {
                self.as_str().to_sql(out)
            }
        }

        /// A stored word outside the set fails the row's loading, never passes as a default.
        #[cfg(feature = "diesel")]
        impl<DB> diesel::deserialize::FromSql<diesel::sql_types::Text, DB> for $name
        where
            DB: diesel::backend::Backend,
            String: diesel::deserialize::FromSql<diesel::sql_types::Text, DB>,
        {
            fn from_sql(bytes: DB::RawValue<'_>) -> diesel::deserialize::Result<Self> {
                let word = <String as diesel::deserialize::FromSql<
                    diesel::sql_types::Text,
                    DB,
                >>::from_sql(bytes)?;
                $name::parse(&word)
                    .ok_or_else(|| format!("{word:?} is no {}", stringify!($name)).into())
            }
        }
    };
}

words! {
    /// Real money through the ledger, or a fun session's play money.
    PlayMode { Real => "real", Fun => "fun" }
}

/// What a game's amounts are counted in: the player's currency in real play, play money (`FUN`)
/// in a fun session. Sent and stored as the code (`EUR`, `FUN`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[cfg_attr(
    feature = "diesel",
    derive(diesel::expression::AsExpression, diesel::deserialize::FromSqlRow),
    diesel(sql_type = diesel::sql_types::Text)
)]
pub enum Chips {
    #[serde(rename = "FUN")]
    Fun,
    #[serde(untagged)]
    Money(Currency),
}

impl Chips {
    pub fn code(self) -> &'static str {
        match self {
            Chips::Fun => "FUN",
            Chips::Money(currency) => currency.code(),
        }
    }

    pub fn parse(code: &str) -> Option<Chips> {
        match code {
            "FUN" => Some(Chips::Fun),
            _ => Currency::ALL
                .into_iter()
                .find(|c| c.code() == code)
                .map(Chips::Money),
        }
    }
}

#[cfg(feature = "diesel")]
casino_core::stored_as_word!(Chips);

// By hand: utoipa's derive does not read serde's untagged variant, and would describe an object.
impl utoipa::PartialSchema for Chips {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::schema::{ObjectBuilder, OneOfBuilder, Type};
        OneOfBuilder::new()
            .item(
                ObjectBuilder::new()
                    .schema_type(Type::String)
                    .enum_values(Some(["FUN"])),
            )
            .item(utoipa::openapi::Ref::from_schema_name(
                <Currency as ToSchema>::name(),
            ))
            .description(Some(
                "A currency code in real play, `FUN` for a fun session's play money.",
            ))
            .into()
    }
}

impl ToSchema for Chips {
    fn schemas(
        schemas: &mut Vec<(
            String,
            utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>,
        )>,
    ) {
        schemas.push((
            <Currency as ToSchema>::name().into(),
            <Currency as utoipa::PartialSchema>::schema(),
        ));
    }
}

words! {
    /// A live table's round: taking chips, waiting for the seats' decisions (blackjack), or
    /// showing its result.
    LivePhase { Betting => "betting", Deciding => "deciding", Settled => "settled" }
}

words! {
    /// Which side won a coup of baccarat.
    CoupWinner { Player => "player", Banker => "banker", Tie => "tie" }
}

words! {
    /// Money in, money out, a deposit given back, or an affiliate's commission paid by the casino.
    TransactionKind {
        Deposit => "deposit",
        Withdrawal => "withdrawal",
        Refund => "refund",
        Commission => "commission",
    }
}

words! {
    /// Why an account is flagged for an anti-money-laundering review (casino-core's `aml`):
    /// deposits withdrawn with little play, an account opened and closed quickly, deposits kept
    /// just under the due-diligence threshold, one payout destination used by several accounts.
    AmlFlagKind {
        LittlePlay => "little_play",
        QuickClosure => "quick_closure",
        JustUnder => "just_under",
        SharedDestination => "shared_destination",
    }
}

words! {
    /// How a game's return to player was established: every outcome enumerated, exact under the
    /// optimal strategy of a game of choice, or simulated on the engine under its stated strategy.
    RtpMethod { Enumeration => "enumeration", Strategy => "strategy", Simulated => "simulated" }
}

words! {
    /// How much a game's result per round varies (from the variance per unit staked: below 9,
    /// below 100, above).
    Volatility { Low => "low", Medium => "medium", High => "high" }
}

words! {
    /// What a responsible gaming limit counts: money paid in, or net losses (stakes less what
    /// they returned).
    LimitKind { Deposit => "deposit", Loss => "loss" }
}

words! {
    /// A limit's rolling window: 24 hours, 7 days or 30 days.
    LimitPeriod { Day => "day", Week => "week", Month => "month" }
}

words! {
    /// A break from play: a time-out of hours, or a self-exclusion of days.
    BreakKind { TimeOut => "time_out", SelfExclusion => "self_exclusion" }
}

words! {
    /// What a message of a player's mail box is about (the e-mail it copies, or a support reply).
    NoticeKind {
        AccountClosing => "account_closing",
        AccountDormant => "account_dormant",
        BonusOffered => "bonus_offered",
        BonusCredited => "bonus_credited",
        BonusConverted => "bonus_converted",
        BonusExpired => "bonus_expired",
        DocumentNeeded => "document_needed",
        DocumentsDue => "documents_due",
        IdentityVerified => "identity_verified",
        RefundHeld => "refund_held",
        RefundPaid => "refund_paid",
        RefundForfeited => "refund_forfeited",
        SupportReply => "support_reply",
        WithdrawalScheduled => "withdrawal_scheduled",
        WithdrawalCompleted => "withdrawal_completed",
    }
}

words! {
    /// What an account does on the site: every account plays; staff hold one role more (money
    /// decisions for an administrator, tickets and players' files for support, the tickets
    /// escalated to a manager, identity verification for kyc).
    Role {
        Player => "player",
        Admin => "admin",
        Support => "support",
        Manager => "manager",
        Kyc => "kyc",
    }
}

words! {
    /// An account's state: registered until the welcome e-mail's link activates it, verified once
    /// its identity is, suspended or closed by staff (or closed by the site: dormancy, a forfeited
    /// refund).
    AccountStatus {
        Registered => "registered",
        Activated => "activated",
        KycVerified => "kyc_verified",
        Suspended => "suspended",
        Closed => "closed",
    }
}

words! {
    /// How far a player's identity is verified: not yet, verified (withdrawals up to the extra
    /// verification's threshold), or the extra verification of larger withdrawals done too.
    VerificationLevel { None => "none", Verified => "verified", Enhanced => "enhanced" }
}

words! {
    /// What the history shows a player: pending, complete or cancelled.
    TransactionStatus { Pending => "pending", Complete => "complete", Cancelled => "cancelled" }
}

words! {
    /// The detailed state of a payment order: deposits `pending`, `complete`, `failed`, and
    /// `held` for coins that arrived while the player could not deposit (staff credit them later
    /// or return them: `complete` or `rejected`); withdrawals `pending`, `scheduled`,
    /// `complete`, `cancelled`, `rejected`.
    OrderState {
        Pending => "pending",
        Held => "held",
        Scheduled => "scheduled",
        Complete => "complete",
        Failed => "failed",
        Cancelled => "cancelled",
        Rejected => "rejected",
    }
}

words! {
    /// An identity document's state: `pending` (waiting for the KYC team), `approved`,
    /// `rejected`, `requested` (another picture is asked for), or `replaced` (a newer picture of
    /// the same kind came before any review; never shown again).
    DocumentStatus {
        Pending => "pending",
        Approved => "approved",
        Rejected => "rejected",
        Requested => "requested",
        Replaced => "replaced",
    }
}

words! {
    /// A support ticket's state: open until answered, escalated to a manager, closed by staff.
    TicketStatus {
        Open => "open",
        Answered => "answered",
        Escalated => "escalated",
        Closed => "closed",
    }
}

words! {
    /// The flow a deposit processor's screen runs.
    ProcessorFlow {
        Card3ds => "card_3ds",
        Card => "card",
        Redirect => "redirect",
        Voucher => "voucher",
        Wire => "wire",
        Crypto => "crypto",
    }
}

words! {
    /// What an administrator may do with an order in the queues: approve or reject a pending
    /// withdrawal, mark a scheduled one as paid, confirm a pending wire deposit's money arrived,
    /// credit or return held coins, confirm or cancel an affiliate commission.
    AdminAction {
        Approve => "approve",
        Reject => "reject",
        Complete => "complete",
        ConfirmWire => "confirm_wire",
        CreditHeld => "credit_held",
        ReturnHeld => "return_held",
        ConfirmCommission => "confirm_commission",
        RejectCommission => "reject_commission",
    }
}

words! {
    /// What a bonus campaign gives its bonus for (casino-core's `BonusKind`): a first deposit,
    /// a later one, a code, a referred friend, the week's losses, the weekly and monthly offers,
    /// loyalty points.
    BonusKind {
        Welcome => "welcome",
        Reload => "reload",
        Code => "code",
        Referral => "referral",
        Cashback => "cashback",
        Weekly => "weekly",
        Monthly => "monthly",
        Loyalty => "loyalty",
    }
}

words! {
    /// Where a player's bonus is in its life: `offered` (chosen with a deposit not credited
    /// yet, or waiting for the player to claim it), `queued` (a code's bonus waiting for the
    /// player's next deposit), `active`, `wagered` (turned into real money), `forfeited`
    /// (cancelled by the player), `expired`, `lost` (its money played away).
    BonusStatus {
        Offered => "offered",
        Queued => "queued",
        Active => "active",
        Wagered => "wagered",
        Forfeited => "forfeited",
        Expired => "expired",
        Lost => "lost",
    }
}

words! {
    /// What a round was for the player: `open` (not settled yet), `win` (more came back than
    /// was staked), `even` (the stake came back), `part_returned` (less than the stake came back:
    /// a loss), `loss` (nothing came back).
    RoundResult {
        Open => "open",
        Win => "win",
        Even => "even",
        PartReturned => "part_returned",
        Loss => "loss",
    }
}

words! {
    /// How big a moment the game makes of a settled round's win (casino-core's `win_moment`):
    /// `none` (also for every return at or below the stake), `big` (at least 10 times the stake
    /// came back), `huge` (20 times), `mega` (50 times).
    WinMoment {
        None => "none",
        Big => "big",
        Huge => "huge",
        Mega => "mega",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_word_round_trips_through_json_and_parse() {
        for m in OrderState::ALL {
            let json = serde_json::to_string(m).unwrap();
            assert_eq!(json, format!("\"{}\"", m.as_str()));
            assert_eq!(OrderState::parse(m.as_str()), Some(*m));
        }
        assert_eq!(
            ProcessorFlow::parse("card_3ds"),
            Some(ProcessorFlow::Card3ds)
        );
        assert_eq!(PlayMode::parse("demo"), None);
    }

    #[test]
    fn chips_are_sent_and_stored_as_the_code() {
        let all = [
            Chips::Fun,
            Chips::Money(Currency::Eur),
            Chips::Money(Currency::Usd),
            Chips::Money(Currency::Inr),
        ];
        for chips in all {
            let json = serde_json::to_string(&chips).unwrap();
            assert_eq!(json, format!("\"{}\"", chips.code()));
            assert_eq!(serde_json::from_str::<Chips>(&json).unwrap(), chips);
            assert_eq!(Chips::parse(chips.code()), Some(chips));
        }
        assert_eq!(Chips::parse("GBP"), None);
        assert!(serde_json::from_str::<Chips>("\"GBP\"").is_err());
    }
}
