//! The API's wire types: every request and response body the server accepts or sends, and the one
//! error envelope. Field names are snake_case; amounts are decimal strings. The TypeScript copy in
//! `web/src/api/generated/api.ts` is produced from these types (`just gen-types`) and a test fails
//! when it is stale, so the web app never hand-writes an API type.

mod bonuses;
mod campaigns;
mod content;
mod error;
mod games;
mod idempotency;
mod kinds;
mod kyc;
mod player;
mod promotions;
mod responsible;
mod settings;
mod support;
pub mod typescript;
mod wallet;

pub use bonuses::{
    BonusCodeAnswer, BonusCodeRequest, CancelBonusRequest, CashoutQuoteView, ClaimBonusRequest,
    DepositBonus, DepositBonusList, DepositBonusRequest, LoyaltyAnswer, LoyaltyRedeemRequest,
    LoyaltyView, PlayerBonusList, PlayerBonusView, ReferralView,
};
pub use campaigns::{
    AdminCampaign, AdminCampaignList, AdminPlayerBonuses, BonusCodeView, CampaignSaved,
    CampaignText, CampaignUpdate, ContributionView,
};
pub use casino_core::Currency;
pub use casino_core::content::ContentKind;
pub use casino_core::kyc::DocumentKind;
pub use casino_core::payments::{Processor, UnwageredPolicy};
pub use content::{
    ContentDraft, ContentHistory, ContentImage, ContentKey, ContentPage, ContentRequest,
    ContentVersion, Faq, FaqEntry, FaqGroup, MailSpec, PreviewAnswer, PreviewRequest, SiteContent,
    Slide, Slider,
};
pub use error::{ApiError, ErrorEnvelope, FieldError};
pub use games::{
    ActRequest, BetFilter, BetPage, BetRequest, BetRow, GameGroup, GameGroupList, GameList,
    GameListRequest, GameProvider, GameProviderList, GameSummary, GameUrl, GameUrlRequest,
    LiveBetRequest, LiveResult, LiveTableEvent, LiveTableStatus, LiveTables, OpenRoundRequest,
    PlayBreak, RevealedSeed, RoundCursor, RoundEngine, RoundRequest, RoundView, SeedsRequest,
    SeedsView, VerifiableRounds, VerifiableRoundsRequest, WithheldWin,
};
pub use idempotency::IdempotencyKey;
pub use kinds::{
    AccountStatus, AdminAction, AmlFlagKind, BonusKind, BonusStatus, BreakKind, Chips, CoupWinner,
    DocumentStatus, LimitKind, LimitPeriod, LivePhase, NoticeKind, OrderState, PlayMode,
    ProcessorFlow, Role, RoundResult, RtpMethod, TicketStatus, TransactionKind, TransactionStatus,
    VerificationLevel, Volatility, WinMoment,
};
pub use kyc::{
    DocumentAnswer, DocumentReview, DocumentView, DocumentsView, KycQueue, KycQueueItem,
};
pub use player::{
    ChangePasswordRequest, Done, Geolocation, LinkRequest, LoginAnswer, LoginRequest,
    NewPasswordRequest, PasswordChanged, PlayerView, ProfileAnswer, ProfileUpdate,
    PromoCodeRequest, ResetPasswordRequest, UserView, UsernameRequest, Valid,
};
pub use promotions::{PromotionPage, PromotionRequest, PromotionView};
pub use responsible::{
    BreakRequest, BreakView, LimitView, LimitsUpdate, PendingLimit, PendingSessionLimit,
    ResponsibleAnswer, ResponsibleView, SessionLimitRequest, SessionLimitView, SessionSummary,
};
pub use settings::{EmptyRequest, Health, SettingsUpdate, SiteSettings};
pub use support::{
    ContactAnswer, ContactMessage, IdRequest, Inbox, InboxMessage, LinkedAccount,
    PlayerBreakRequest, PlayerFile, PlayerMatch, PlayerMatches, PlayerProfileChange, PlayerSearch,
    PlayerStateChange, StaffActionList, StaffActionView, StaffLogRequest, TicketFilter, TicketList,
    TicketMessageView, TicketReply, TicketSummary, TicketView,
};
pub use wallet::{
    AdminQueue, AdminTransactionView, AmlFlag, AmlFlags, BalanceView, BankInput, CardInput,
    CommissionRequest, CryptoWallet, CurrencyRequest, DepositAnswer, DepositRequest, ProcessorList,
    ProcessorView, RealtimeEvent, RefundRequest, Report, ReportDay, ReportGame, ReportPayments,
    ReportRequest, SandboxCryptoPayment, TransactionAnswer, TransactionFilter, TransactionPage,
    TransactionRef, TransactionView, VerificationUpdate, WalletBalance, WalletRequest,
    WireInstructions, WithdrawalContext, WithdrawalProcessorList, WithdrawalProcessorView,
    WithdrawalRequest,
};
