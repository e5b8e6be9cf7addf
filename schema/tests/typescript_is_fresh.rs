//! Fails when the checked-in TypeScript API types differ from what the Rust types produce.

use std::path::Path;

#[test]
fn checked_in_typescript_matches_the_rust_types() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(casino_schema::typescript::OUTPUT_PATH);
    let on_disk = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        on_disk == casino_schema::typescript::render(),
        "{} is stale: run `just gen-types` and commit the result",
        path.display()
    );
}

#[test]
fn the_error_envelope_has_the_documented_shape() {
    let ts = casino_schema::typescript::render();
    assert!(
        ts.contains("export type ErrorEnvelope = { error: ApiError, };"),
        "{ts}"
    );
    assert!(
        ts.contains("fields: { [key in string]: FieldError }"),
        "{ts}"
    );
}
