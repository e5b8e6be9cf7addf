//! Runs the shared test vectors natively. The web tests run the very same files through the
//! WebAssembly build, so both builds are held to identical outcomes.

use std::fs;
use std::path::Path;

use casino_core::check::{Vector, run};

#[test]
fn shared_vectors_hold_natively() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/vectors");
    let mut files: Vec<_> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no vector files in {}", dir.display());
    let mut count = 0;
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        let vectors: Vec<Vector> =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        for v in vectors {
            assert_eq!(run(&v.check), v.expect, "{}: {}", file.display(), v.name);
            count += 1;
        }
    }
    assert!(count >= 60, "only {count} vectors");
}
