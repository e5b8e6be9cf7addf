//! Rebuilds the server when a migration is added or changed: `embed_migrations!` reads the
//! folders at compile time, and Cargo does not watch them on its own.
fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
