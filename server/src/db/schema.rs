// One portable schema for both backends: only types both map the same way (Text, BigInt, Bool).

diesel::table! {
    site_settings (key) {
        key -> Text,
        value -> Text,
        updated_at -> BigInt,
    }
}
