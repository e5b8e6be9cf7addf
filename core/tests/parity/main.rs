//! The shared test vectors of `core/tests/vectors/`, run natively; the web tests run the very
//! same files through the WebAssembly builds, so both are held to identical outcomes. One test
//! binary: each links the whole rulebook, optimised.

mod account;
mod bonus;
mod games;
mod play_limits;
mod rules;

use std::path::{Path, PathBuf};

/// The vector files (`*.json`) of `tests/vectors/<folder>`, in name order, with their text.
fn vector_files(folder: &str) -> Vec<(PathBuf, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/vectors")
        .join(folder);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no vector files in {}", dir.display());
    files
        .into_iter()
        .map(|f| {
            let text = std::fs::read_to_string(&f).unwrap();
            (f, text)
        })
        .collect()
}

/// The vectors a file's text holds.
fn vectors<V: serde::de::DeserializeOwned>(file: &Path, text: &str) -> Vec<V> {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{}: {e}", file.display()))
}
