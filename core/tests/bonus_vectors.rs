//! Runs the shared bonus vectors (`tests/vectors/bonus/*.json`) natively. The same files can be
//! run through the WebAssembly build, so both builds are held to identical answers.

use std::fs;
use std::path::Path;

use casino_core::bonus::{Vector, run};
use serde_json::Value;

#[test]
fn bonus_vectors_hold_natively() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/vectors/bonus");
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
        // The answers are compared as JSON too: an untagged answer read back from the file could
        // take another shape with the same fields, and JSON is what the browser compares.
        let raw: Vec<Value> = serde_json::from_str(&text).unwrap();
        for (v, raw) in vectors.iter().zip(&raw) {
            let got = run(&v.calc);
            let label = format!("{}: {}", file.display(), v.name);
            assert_eq!(
                serde_json::to_value(&got).unwrap(),
                raw["expect"],
                "{label}"
            );
            assert_eq!(got, v.expect, "{label}");
            count += 1;
        }
    }
    assert!(count >= 40, "only {count} vectors");
}
