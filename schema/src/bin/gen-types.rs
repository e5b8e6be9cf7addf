//! Writes the TypeScript copy of the API types (`just gen-types`).

use std::path::Path;

fn main() -> std::io::Result<()> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let path = root.join(casino_schema::typescript::OUTPUT_PATH);
    std::fs::create_dir_all(path.parent().unwrap_or(&root))?;
    std::fs::write(&path, casino_schema::typescript::render())?;
    println!("wrote {}", path.display());
    Ok(())
}
