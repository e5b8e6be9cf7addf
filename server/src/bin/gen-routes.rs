//! Writes the web app's map of the API (`just gen-types`): see `casino_server::api::route_map`.

use std::path::Path;

use casino_server::api::route_map;

fn main() -> std::io::Result<()> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(route_map::OUTPUT_PATH);
    std::fs::write(&path, route_map::typescript())?;
    println!("wrote {}", path.display());
    Ok(())
}
