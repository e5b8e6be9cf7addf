//! Renders the TypeScript declarations of every API type into one module.

use ts_rs::{Config, TS};

use crate::{
    ActRequest, AdminAction, AdminQueue, AdminTransactionView, ApiError, BalanceView, BankInput,
    BetFilter, BetPage, BetRequest, BetRow, BonusCodeAnswer, BonusCodeRequest, BonusKind,
    BonusStatus, CancelBonusRequest, CardInput, CashoutQuoteView, ChangePasswordRequest,
    ClaimBonusRequest, CryptoWallet, CurrencyRequest, DepositAnswer, DepositBonus,
    DepositBonusList, DepositBonusRequest, DepositRequest, Done, EmptyRequest, ErrorEnvelope,
    FieldError, GameGroup, GameGroupList, GameList, GameListRequest, GameProvider,
    GameProviderList, GameSummary, GameUrl, GameUrlRequest, Geolocation, Health, IdempotencyKey,
    LinkRequest, LiveBetRequest, LivePhase, LiveTableEvent, LoginAnswer, LoginRequest,
    LoyaltyAnswer, LoyaltyRedeemRequest, LoyaltyView, NewPasswordRequest, OpenRoundRequest,
    OrderState, PasswordChanged, PlayMode, PlayerBonusList, PlayerBonusView, PlayerView,
    ProcessorFlow, ProcessorList, ProcessorView, ProfileAnswer, ProfileUpdate, PromoCodeRequest,
    PromotionPage, PromotionRequest, PromotionView, RealtimeEvent, ReferralView,
    ResetPasswordRequest, RevealedSeed, RoundRequest, RoundView, SandboxCryptoPayment,
    SeedsRequest, SeedsView, SiteSettings, TransactionAnswer, TransactionFilter, TransactionKind,
    TransactionPage, TransactionRef, TransactionStatus, TransactionView, UserView, UsernameRequest,
    Valid, VerificationUpdate, WalletBalance, WalletRequest, WireInstructions, WithdrawalContext,
    WithdrawalProcessorList, WithdrawalProcessorView, WithdrawalRequest,
};

/// Where the web app keeps the generated copy, relative to the workspace root.
pub const OUTPUT_PATH: &str = "web/src/api/generated/api.ts";

fn decl<T: TS>(cfg: &Config) -> String {
    format!("export {}\n", T::decl(cfg))
}

/// The whole generated module, deterministic so the checked-in copy can be compared.
pub fn render() -> String {
    let cfg = Config::new();
    let mut out = String::from(
        "// Generated from the casino-schema crate by `just gen-types`. Do not edit by hand:\n\
         // a test fails when this file differs from what the Rust types produce.\n\n",
    );
    for d in [
        decl::<IdempotencyKey>(&cfg),
        decl::<PlayMode>(&cfg),
        decl::<AdminAction>(&cfg),
        decl::<LivePhase>(&cfg),
        decl::<TransactionKind>(&cfg),
        decl::<TransactionStatus>(&cfg),
        decl::<OrderState>(&cfg),
        decl::<ProcessorFlow>(&cfg),
        decl::<BonusKind>(&cfg),
        decl::<BonusStatus>(&cfg),
        decl::<ErrorEnvelope>(&cfg),
        decl::<ApiError>(&cfg),
        decl::<FieldError>(&cfg),
        decl::<EmptyRequest>(&cfg),
        decl::<SiteSettings>(&cfg),
        decl::<Health>(&cfg),
        decl::<Done>(&cfg),
        decl::<Valid>(&cfg),
        decl::<UsernameRequest>(&cfg),
        decl::<PromoCodeRequest>(&cfg),
        decl::<LinkRequest>(&cfg),
        decl::<LoginRequest>(&cfg),
        decl::<LoginAnswer>(&cfg),
        decl::<PlayerView>(&cfg),
        decl::<UserView>(&cfg),
        decl::<ResetPasswordRequest>(&cfg),
        decl::<NewPasswordRequest>(&cfg),
        decl::<ChangePasswordRequest>(&cfg),
        decl::<PasswordChanged>(&cfg),
        decl::<ProfileUpdate>(&cfg),
        decl::<ProfileAnswer>(&cfg),
        decl::<Geolocation>(&cfg),
        decl::<WalletBalance>(&cfg),
        decl::<BalanceView>(&cfg),
        decl::<CurrencyRequest>(&cfg),
        decl::<ProcessorView>(&cfg),
        decl::<ProcessorList>(&cfg),
        decl::<CardInput>(&cfg),
        decl::<DepositRequest>(&cfg),
        decl::<WireInstructions>(&cfg),
        decl::<DepositAnswer>(&cfg),
        decl::<WalletRequest>(&cfg),
        decl::<CryptoWallet>(&cfg),
        decl::<SandboxCryptoPayment>(&cfg),
        decl::<TransactionView>(&cfg),
        decl::<TransactionFilter>(&cfg),
        decl::<TransactionPage>(&cfg),
        decl::<TransactionRef>(&cfg),
        decl::<WithdrawalProcessorView>(&cfg),
        decl::<WithdrawalContext>(&cfg),
        decl::<WithdrawalProcessorList>(&cfg),
        decl::<BankInput>(&cfg),
        decl::<WithdrawalRequest>(&cfg),
        decl::<TransactionAnswer>(&cfg),
        decl::<AdminTransactionView>(&cfg),
        decl::<AdminQueue>(&cfg),
        decl::<VerificationUpdate>(&cfg),
        decl::<RealtimeEvent>(&cfg),
        decl::<GameListRequest>(&cfg),
        decl::<GameSummary>(&cfg),
        decl::<GameList>(&cfg),
        decl::<GameGroup>(&cfg),
        decl::<GameGroupList>(&cfg),
        decl::<GameProvider>(&cfg),
        decl::<GameProviderList>(&cfg),
        decl::<GameUrlRequest>(&cfg),
        decl::<GameUrl>(&cfg),
        decl::<SeedsView>(&cfg),
        decl::<RevealedSeed>(&cfg),
        decl::<SeedsRequest>(&cfg),
        decl::<BetRequest>(&cfg),
        decl::<ActRequest>(&cfg),
        decl::<OpenRoundRequest>(&cfg),
        decl::<RoundRequest>(&cfg),
        decl::<RoundView>(&cfg),
        decl::<LiveBetRequest>(&cfg),
        decl::<LiveTableEvent>(&cfg),
        decl::<BetFilter>(&cfg),
        decl::<BetRow>(&cfg),
        decl::<BetPage>(&cfg),
        decl::<PromotionRequest>(&cfg),
        decl::<PromotionView>(&cfg),
        decl::<PromotionPage>(&cfg),
        decl::<DepositBonusRequest>(&cfg),
        decl::<DepositBonus>(&cfg),
        decl::<DepositBonusList>(&cfg),
        decl::<CashoutQuoteView>(&cfg),
        decl::<PlayerBonusView>(&cfg),
        decl::<PlayerBonusList>(&cfg),
        decl::<CancelBonusRequest>(&cfg),
        decl::<ReferralView>(&cfg),
        decl::<BonusCodeRequest>(&cfg),
        decl::<BonusCodeAnswer>(&cfg),
        decl::<ClaimBonusRequest>(&cfg),
        decl::<LoyaltyView>(&cfg),
        decl::<LoyaltyRedeemRequest>(&cfg),
        decl::<LoyaltyAnswer>(&cfg),
    ] {
        out.push_str(&d);
        out.push('\n');
    }
    out.truncate(out.trim_end().len());
    out.push('\n');
    out
}
