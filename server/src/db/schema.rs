// One portable schema for both backends: only types both map the same way (Text, BigInt, Bool).

diesel::table! {
    site_settings (key) {
        key -> Text,
        value -> Text,
        updated_at -> BigInt,
    }
}

diesel::table! {
    players (id) {
        id -> Text,
        username -> Text,
        username_key -> Text,
        email -> Text,
        email_key -> Text,
        phone -> Text,
        phone_key -> Text,
        password_hash -> Text,
        gender -> Text,
        birth_date -> Text,
        first_name -> Text,
        last_name -> Text,
        address -> Text,
        postal_code -> Text,
        city -> Text,
        country -> Text,
        language -> Text,
        currency -> Text,
        newsletter -> Bool,
        promo_code -> Nullable<Text>,
        status -> Text,
        scopes -> Text,
        session_version -> BigInt,
        created_at -> BigInt,
        updated_at -> BigInt,
        verification -> Text,
        terms_accepted -> Nullable<Text>,
        break_kind -> Nullable<Text>,
        break_until -> Nullable<BigInt>,
        last_login_at -> Nullable<BigInt>,
        closing_at -> Nullable<BigInt>,
        session_limit -> Nullable<Text>,
        session_started_at -> Nullable<BigInt>,
        mailbox_key -> Nullable<Text>,
        identity_key -> Nullable<Text>,
        closing_by -> Nullable<Text>,
        closed_at -> Nullable<BigInt>,
    }
}

diesel::table! {
    account_notices (player_id, kind, period) {
        player_id -> Text,
        kind -> Text,
        period -> Text,
        sent_at -> BigInt,
    }
}

diesel::table! {
    identity_documents (id) {
        id -> Text,
        player_id -> Text,
        kind -> Text,
        status -> Text,
        file_key -> Text,
        media_type -> Text,
        size_bytes -> BigInt,
        width -> Integer,
        height -> Integer,
        issued_on -> Nullable<Text>,
        uploaded_at -> BigInt,
        reviewed_at -> Nullable<BigInt>,
        reviewer -> Nullable<Text>,
        reason -> Nullable<Text>,
    }
}

diesel::table! {
    player_limits (id) {
        id -> Text,
        player_id -> Text,
        kind -> Text,
        period -> Text,
        version -> BigInt,
        cents -> Nullable<BigInt>,
        effective_at -> BigInt,
        created_at -> BigInt,
    }
}

diesel::table! {
    player_links (token_hash) {
        token_hash -> Text,
        player_id -> Text,
        purpose -> Text,
        expires_at -> BigInt,
        used_at -> Nullable<BigInt>,
    }
}

diesel::table! {
    payment_callbacks (digest) {
        digest -> Text,
        processor -> Text,
        received_at -> BigInt,
    }
}

diesel::table! {
    rate_limits (subject) {
        subject -> Text,
        window_start -> BigInt,
        hits -> BigInt,
        last_at -> BigInt,
        wait_until -> BigInt,
    }
}

diesel::table! {
    staff_approvals (order_id, action) {
        order_id -> Text,
        action -> Text,
        staff_id -> Text,
        staff -> Text,
        created_at -> BigInt,
    }
}

diesel::table! {
    revoked_sessions (sid) {
        sid -> Text,
        until -> BigInt,
    }
}

diesel::table! {
    login_failures (id) {
        id -> Text,
        subject -> Text,
        at -> BigInt,
    }
}

diesel::table! {
    promo_codes (code) {
        code -> Text,
        active -> Bool,
        campaign_id -> Nullable<Text>,
        single_use -> Bool,
    }
}

diesel::table! {
    server_secrets (name) {
        name -> Text,
        value -> Text,
    }
}

diesel::table! {
    wallets (player_id, currency) {
        player_id -> Text,
        currency -> Text,
        real_cents -> BigInt,
        bonus_cents -> BigInt,
        updated_at -> BigInt,
    }
}

diesel::table! {
    ledger_transactions (id) {
        id -> Text,
        idempotency_key -> Text,
        kind -> Text,
        player_id -> Nullable<Text>,
        currency -> Text,
        created_at -> BigInt,
    }
}

diesel::table! {
    ledger_postings (id) {
        id -> Text,
        transaction_id -> Text,
        account -> Text,
        currency -> Text,
        amount_cents -> BigInt,
    }
}

diesel::table! {
    ledger_audits (period) {
        period -> Text,
        started_at -> BigInt,
        finished_at -> Nullable<BigInt>,
        breaches -> Nullable<BigInt>,
    }
}

diesel::table! {
    payment_orders (id) {
        id -> Text,
        player_id -> Text,
        kind -> Text,
        processor -> Text,
        currency -> Text,
        amount_cents -> BigInt,
        fee_cents -> BigInt,
        state -> Text,
        request_key -> Text,
        reference -> Nullable<Text>,
        details -> Nullable<Text>,
        destination -> Nullable<Text>,
        email -> Text,
        created_at -> BigInt,
        updated_at -> BigInt,
        hold_reason -> Nullable<Text>,
        payout_key -> Nullable<Text>,
    }
}

diesel::table! {
    crypto_addresses (player_id, asset) {
        player_id -> Text,
        asset -> Text,
        derivation_index -> BigInt,
        address -> Text,
        created_at -> BigInt,
    }
}

diesel::table! {
    fun_sessions (id) {
        id -> Text,
        player_id -> Nullable<Text>,
        balance_cents -> BigInt,
        created_at -> BigInt,
        updated_at -> BigInt,
    }
}

diesel::table! {
    fair_seeds (id) {
        id -> Text,
        owner -> Text,
        server_seed -> Text,
        commitment -> Text,
        client_seed -> Text,
        next_nonce -> BigInt,
        active -> Bool,
        created_at -> BigInt,
        revealed_at -> Nullable<BigInt>,
    }
}

diesel::table! {
    game_rounds (id) {
        id -> Text,
        request_key -> Text,
        owner -> Text,
        player_id -> Nullable<Text>,
        mode -> Text,
        game_id -> Text,
        currency -> Text,
        seed_id -> Text,
        nonce -> BigInt,
        bet -> Text,
        actions -> Text,
        view -> Text,
        stake_cents -> BigInt,
        win_cents -> BigInt,
        finished -> Bool,
        created_at -> BigInt,
        updated_at -> BigInt,
        live_round_id -> Nullable<Text>,
        config_hash -> Nullable<Text>,
        bonus_stake_cents -> BigInt,
        withheld_cents -> BigInt,
        weight -> BigInt,
        engine_version -> Nullable<Text>,
        engine_hash -> Nullable<Text>,
    }
}

diesel::table! {
    live_rounds (id) {
        id -> Text,
        game_id -> Text,
        round_no -> BigInt,
        seed_id -> Text,
        phase -> Text,
        closes_at -> BigInt,
        settled_at -> Nullable<BigInt>,
        next_at -> Nullable<BigInt>,
        number -> Nullable<Integer>,
        bets -> BigInt,
        created_at -> BigInt,
        updated_at -> BigInt,
        result -> Nullable<Text>,
    }
}

diesel::table! {
    game_configs (hash) {
        hash -> Text,
        game_id -> Text,
        config -> Text,
        created_at -> BigInt,
    }
}

diesel::table! {
    bonus_campaigns (id, currency, version) {
        id -> Text,
        currency -> Text,
        version -> BigInt,
        kind -> Text,
        percent -> BigInt,
        fixed_cents -> BigInt,
        min_deposit_cents -> BigInt,
        max_bonus_cents -> BigInt,
        wagering_multiple -> BigInt,
        validity_days -> BigInt,
        max_bet_cents -> BigInt,
        contributions -> Text,
        active -> Bool,
        position -> BigInt,
        created_at -> BigInt,
        created_by -> Nullable<Text>,
    }
}

diesel::table! {
    bonus_campaign_texts (campaign_id, lang) {
        campaign_id -> Text,
        lang -> Text,
        title -> Text,
        summary -> Text,
        terms -> Text,
    }
}

diesel::table! {
    player_bonuses (id) {
        id -> Text,
        player_id -> Text,
        currency -> Text,
        campaign_id -> Text,
        campaign_version -> BigInt,
        terms -> Text,
        source -> Text,
        order_id -> Nullable<Text>,
        status -> Text,
        deposit_cents -> BigInt,
        amount_cents -> BigInt,
        wagering_required_cents -> BigInt,
        wagered_cents -> BigInt,
        converted_cents -> BigInt,
        forfeited_cents -> BigInt,
        created_at -> BigInt,
        expires_at -> BigInt,
        ended_at -> Nullable<BigInt>,
    }
}

diesel::table! {
    loyalty_redemptions (id) {
        id -> Text,
        player_id -> Text,
        request_key -> Text,
        points -> BigInt,
        currency -> Text,
        bonus_cents -> BigInt,
        created_at -> BigInt,
    }
}

diesel::table! {
    net_winnings_hours (player_id, currency, hour) {
        player_id -> Text,
        currency -> Text,
        hour -> BigInt,
        net_cents -> BigInt,
    }
}

diesel::joinable!(payment_orders -> players (player_id));
diesel::table! {
    scheduled_runs (job, period) {
        job -> Text,
        period -> Text,
        period_start -> BigInt,
        finished_at -> BigInt,
    }
}

diesel::table! {
    referral_codes (code) {
        code -> Text,
        player_id -> Text,
        created_at -> BigInt,
    }
}

diesel::table! {
    referrals (friend_id) {
        friend_id -> Text,
        referrer_id -> Text,
        created_at -> BigInt,
    }
}

diesel::joinable!(player_bonuses -> players (player_id));
diesel::joinable!(game_rounds -> fair_seeds (seed_id));
diesel::joinable!(ledger_postings -> ledger_transactions (transaction_id));
diesel::allow_tables_to_appear_in_same_query!(
    live_rounds,
    game_configs,
    ledger_postings,
    ledger_transactions,
    wallets,
    payment_orders,
    players,
    player_limits,
    identity_documents,
    game_rounds,
    fair_seeds,
    player_bonuses
);

diesel::table! {
    support_tickets (id) {
        id -> Text,
        player_id -> Nullable<Text>,
        name -> Text,
        email -> Text,
        subject -> Text,
        lang -> Text,
        status -> Text,
        mailed -> Bool,
        created_at -> BigInt,
        updated_at -> BigInt,
    }
}

diesel::table! {
    ticket_messages (id) {
        id -> Text,
        ticket_id -> Text,
        staff -> Nullable<Text>,
        body -> Text,
        created_at -> BigInt,
    }
}

diesel::table! {
    player_messages (id) {
        id -> Text,
        player_id -> Text,
        kind -> Text,
        subject -> Text,
        body -> Text,
        ticket_id -> Nullable<Text>,
        read_at -> Nullable<BigInt>,
        created_at -> BigInt,
    }
}

diesel::table! {
    staff_actions (id) {
        id -> Text,
        staff -> Text,
        action -> Text,
        target -> Text,
        detail -> Text,
        created_at -> BigInt,
    }
}

diesel::table! {
    site_content (id) {
        id -> Text,
        kind -> Text,
        slug -> Text,
        locale -> Text,
        version -> BigInt,
        title -> Text,
        body -> Text,
        section -> Text,
        position -> BigInt,
        link -> Text,
        action -> Text,
        image -> Text,
        removed -> Bool,
        created_by -> Nullable<Text>,
        created_at -> BigInt,
    }
}
